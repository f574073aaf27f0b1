file="$LAB_HOME/projects/private.txt"
[ -f "$file" ] || fail "There is no file private.txt in your projects folder: copy notes.txt to ~/projects/private.txt." \
  "لا يوجد ملف private.txt في مجلد projects: انسخ notes.txt إلى ~/projects/private.txt." \
  "آپ کے projects فولڈر میں private.txt فائل موجود نہیں: notes.txt کی نقل ~/projects/private.txt میں بنائیں۔"
grep -qx "My first note" "$file" || fail "~/projects/private.txt is not a copy of notes.txt: it does not contain the line My first note." \
  "الملف ~/projects/private.txt ليس نسخة من notes.txt: فهو لا يحتوي على السطر My first note." \
  "فائل private.txt میں My first note والی سطر نہیں، اس لیے یہ notes.txt کی نقل نہیں۔"
mode=$(stat -c %a "$file")
[ "$mode" = 600 ] || fail "private.txt has the permissions $mode ($(stat -c %A "$file")); they must be 600 (-rw-------)." \
  "صلاحيات الملف private.txt هي $mode ($(stat -c %A "$file"))، ويجب أن تكون 600 (-rw-------)." \
  "private.txt کی اجازتیں $mode ($(stat -c %A "$file")) ہیں؛ انہیں 600 (-rw-------) ہونا چاہیے۔"
