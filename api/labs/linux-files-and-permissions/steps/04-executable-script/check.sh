file="$LAB_HOME/projects/hello.sh"
[ -f "$file" ] || fail "There is no script hello.sh in your projects folder (~/projects/hello.sh)." \
  "لا يوجد سكربت hello.sh في مجلد projects (~/projects/hello.sh)." \
  "آپ کے projects فولڈر میں hello.sh اسکرپٹ موجود نہیں (~/projects/hello.sh)۔"
[ -x "$file" ] || fail "hello.sh is not executable (its permissions are $(stat -c %A "$file")): run chmod +x ~/projects/hello.sh" \
  "السكربت hello.sh غير قابل للتنفيذ (صلاحياته $(stat -c %A "$file")): شغّل chmod +x ~/projects/hello.sh" \
  "hello.sh قابلِ اجرا نہیں (اس کی اجازتیں $(stat -c %A "$file") ہیں): chmod +x ~/projects/hello.sh چلائیں۔"
# Run a copy, so the check never touches the learner's files.
tmp=$(mktemp -d) && trap 'as-learner rm -rf "$tmp" 2>/dev/null; rm -rf "$tmp"' EXIT
cp "$file" "$tmp/hello.sh" && chmod 755 "$tmp/hello.sh" && chmod 1777 "$tmp"
out=$(cd "$tmp" && timeout 3 as-learner ./hello.sh </dev/null 2>&1)
printf '%s\n' "$out" | grep -qx "Hello from my script" || fail "Running hello.sh does not print the line: Hello from my script" \
  "تشغيل hello.sh لا يطبع السطر: Hello from my script" \
  "hello.sh چلانے پر یہ سطر نہیں چھپتی: Hello from my script"
