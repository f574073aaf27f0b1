name=$(git config --global user.name)
email=$(git config --global user.email)
[ -n "$name" ] || fail "Git does not know your name yet: run git config --global user.name \"Your Name\"." \
  "لا يعرف Git اسمك بعد: شغّل git config --global user.name \"اسمك\"." \
  "Git کو ابھی آپ کا نام معلوم نہیں: git config --global user.name \"آپ کا نام\" چلائیں۔"
case "$email" in
  ?*@?*) ;;
  *) fail "Git has no valid email for you (it must contain an @): run git config --global user.email \"you@example.com\"." \
       "لا يملك Git بريدًا إلكترونيًا صالحًا لك (يجب أن يحتوي على @): شغّل git config --global user.email \"you@example.com\"." \
       "Git کے پاس آپ کی درست ای میل نہیں (اس میں @ ہونا چاہیے): git config --global user.email \"you@example.com\" چلائیں۔" ;;
esac
[ "$(git config --global init.defaultBranch)" = main ] || fail "The default branch name is not main: run git config --global init.defaultBranch main." \
  "اسم الفرع الافتراضي ليس main: شغّل git config --global init.defaultBranch main." \
  "ڈیفالٹ برانچ کا نام main نہیں: git config --global init.defaultBranch main چلائیں۔"
