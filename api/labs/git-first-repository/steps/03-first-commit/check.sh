repo="$LAB_HOME/website"
git -C "$repo" rev-parse -q --verify HEAD >/dev/null 2>&1 || fail "The repository in ~/website has no commit yet: run git add index.html style.css, then git commit -m \"Add the home page\"." \
  "لا يحتوي المستودع في ~/website على أي إيداع بعد: شغّل git add index.html style.css ثم git commit -m \"Add the home page\"." \
  "~/website کی ریپوزٹری میں ابھی کوئی کمٹ نہیں: git add index.html style.css اور پھر git commit -m \"Add the home page\" چلائیں۔"
for file in index.html style.css; do
  git -C "$repo" cat-file -e "HEAD:$file" 2>/dev/null || fail "$file is not in your last commit: stage it with git add $file, then commit." \
    "الملف $file ليس في آخر إيداع لك: جهّزه باستخدام git add $file ثم أودِع." \
    "$file آپ کے آخری کمٹ میں نہیں: اسے git add $file سے اسٹیج کریں، پھر کمٹ کریں۔"
done
