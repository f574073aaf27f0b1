file="$LAB_HOME/projects/notes.txt"
[ -f "$file" ] || fail "There is no file notes.txt in your projects folder (~/projects/notes.txt)." \
  "لا يوجد ملف notes.txt في مجلد projects (~/projects/notes.txt)." \
  "آپ کے projects فولڈر میں notes.txt فائل موجود نہیں (~/projects/notes.txt)۔"
grep -qx "My first note" "$file" || fail "~/projects/notes.txt exists but does not contain the line: My first note" \
  "الملف ~/projects/notes.txt موجود لكنه لا يحتوي على السطر: My first note" \
  "فائل ~/projects/notes.txt موجود ہے مگر اس میں یہ سطر نہیں: My first note"
