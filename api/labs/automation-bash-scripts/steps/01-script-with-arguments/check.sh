script="$LAB_HOME/ops/greet.sh"
[ -f "$script" ] || fail "There is no script ~/ops/greet.sh." \
  "لا يوجد سكربت ~/ops/greet.sh." \
  "اسکرپٹ ~/ops/greet.sh موجود نہیں۔"
[ -x "$script" ] || fail "~/ops/greet.sh is not executable: run chmod +x ~/ops/greet.sh" \
  "السكربت ~/ops/greet.sh غير قابل للتنفيذ: شغّل chmod +x ~/ops/greet.sh" \
  "~/ops/greet.sh قابلِ اجرا نہیں: chmod +x ~/ops/greet.sh چلائیں۔"
# The learner's script runs as a copy, in a folder of its own.
tmp=$(mktemp -d) && trap 'as-learner rm -rf "$tmp" 2>/dev/null; rm -rf "$tmp"' EXIT
mkdir "$tmp/run" && cp "$script" "$tmp/run/greet.sh" && chmod 755 "$tmp/run/greet.sh" && chmod 1777 "$tmp" "$tmp/run"
run() { (cd "$tmp/run" && HOME="$tmp/run" timeout 3 as-learner ./greet.sh "$@" </dev/null >"$tmp/out" 2>"$tmp/err"); code=$?; out=$(cat "$tmp/out"); }
run Amina
[ "$code" -eq 0 ] && [ "$out" = "Hello, Amina!" ] || fail "./greet.sh Amina must print Hello, Amina! and exit 0; it printed \"$(head -n 1 "$tmp/out" | cut -c 1-60)\" and exited $code." \
  "يجب أن يطبع ./greet.sh Amina النص Hello, Amina! وينتهي بالرمز 0؛ لكنه طبع \"$(head -n 1 "$tmp/out" | cut -c 1-60)\" وانتهى بالرمز $code." \
  "./greet.sh Amina کو Hello, Amina! چھاپ کر 0 کے ساتھ ختم ہونا چاہیے؛ اس نے \"$(head -n 1 "$tmp/out" | cut -c 1-60)\" چھاپا اور $code کے ساتھ ختم ہوا۔"
run
[ "$code" -eq 1 ] || fail "./greet.sh without a name must exit with code 1; it exited with $code." \
  "يجب أن ينتهي ./greet.sh دون اسم بالرمز 1؛ لكنه انتهى بالرمز $code." \
  "نام کے بغیر ./greet.sh کو ایگزٹ کوڈ 1 کے ساتھ ختم ہونا چاہیے؛ یہ $code کے ساتھ ختم ہوا۔"
[ -z "$out" ] || fail "./greet.sh without a name printed its message on stdout: send it to stderr with >&2." \
  "طبع ./greet.sh دون اسم رسالته على stdout: أرسلها إلى stderr باستخدام >&2." \
  "نام کے بغیر ./greet.sh نے اپنا پیغام stdout پر چھاپا: اسے >&2 سے stderr پر بھیجیں۔"
grep -qi "usage" "$tmp/err" || fail "./greet.sh without a name must explain how to use it on stderr, for example: Usage: greet.sh NAME" \
  "يجب أن يشرح ./greet.sh دون اسم طريقة استخدامه على stderr، مثل: Usage: greet.sh NAME" \
  "نام کے بغیر ./greet.sh کو stderr پر استعمال کا طریقہ بتانا چاہیے، مثلاً: Usage: greet.sh NAME"
exit 0
