repo="$LAB_HOME/website"
[ -f "$repo/.gitignore" ] || fail "There is no .gitignore file in ~/website: create it with echo \"*.log\" > .gitignore." \
  "لا يوجد ملف .gitignore في ~/website: أنشئه باستخدام echo \"*.log\" > .gitignore." \
  "~/website میں .gitignore فائل موجود نہیں: اسے echo \"*.log\" > .gitignore سے بنائیں۔"
if git -C "$repo" cat-file -e HEAD:preview.log 2>/dev/null || git -C "$repo" ls-files --error-unmatch preview.log >/dev/null 2>&1; then
  fail "preview.log is tracked by Git (it was committed or staged): run git rm --cached preview.log, then commit." \
    "يتتبّع Git الملف preview.log (فقد أُودِع أو جُهّز): شغّل git rm --cached preview.log ثم أودِع." \
    "Git فائل preview.log کو ٹریک کر رہا ہے (یہ کمٹ یا اسٹیج ہو چکی ہے): git rm --cached preview.log چلائیں، پھر کمٹ کریں۔"
fi
git -C "$repo" check-ignore -q preview.log || fail "Your .gitignore does not ignore preview.log: it needs the line *.log" \
  "ملف .gitignore لا يتجاهل preview.log: يجب أن يحتوي على السطر *.log" \
  "آپ کی .gitignore فائل preview.log کو نظرانداز نہیں کرتی: اس میں *.log والی سطر ہونی چاہیے۔"
git -C "$repo" cat-file -e HEAD:.gitignore 2>/dev/null || fail ".gitignore is not committed yet: run git add .gitignore, then git commit -m \"Ignore log files\"." \
  "لم يُودَع .gitignore بعد: شغّل git add .gitignore ثم git commit -m \"Ignore log files\"." \
  ".gitignore ابھی کمٹ نہیں ہوئی: git add .gitignore اور پھر git commit -m \"Ignore log files\" چلائیں۔"
git -C "$repo" diff --quiet HEAD -- .gitignore || fail ".gitignore has changes that are not committed: add it and commit again." \
  "في .gitignore تغييرات لم تُودَع: جهّزه وأودِعه مرة أخرى." \
  ".gitignore میں ایسی تبدیلیاں ہیں جو کمٹ نہیں ہوئیں: اسے add کر کے دوبارہ کمٹ کریں۔"
