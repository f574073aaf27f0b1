repo="$LAB_HOME/website"
line='<p>Open every day from 9:00 to 17:00.</p>'
grep -qF "$line" "$repo/index.html" || fail "index.html does not contain the line $line yet." \
  "لا يحتوي index.html على السطر $line بعد." \
  "index.html میں ابھی یہ سطر نہیں: $line"
git -C "$repo" diff --quiet HEAD -- index.html || fail "Your change to index.html is not committed: run git commit -a -m \"Add opening hours\"." \
  "تعديلك على index.html لم يُودَع: شغّل git commit -a -m \"Add opening hours\"." \
  "index.html میں آپ کی تبدیلی کمٹ نہیں ہوئی: git commit -a -m \"Add opening hours\" چلائیں۔"
subject=$(git -C "$repo" log -1 --format=%s)
[ "$subject" = "Add opening hours" ] || fail "The message of your last commit is \"$subject\", not \"Add opening hours\": fix it with git commit --amend -m \"Add opening hours\"." \
  "رسالة آخر إيداع لك هي \"$subject\" وليست \"Add opening hours\": صحّحها باستخدام git commit --amend -m \"Add opening hours\"." \
  "آپ کے آخری کمٹ کا پیغام \"$subject\" ہے، \"Add opening hours\" نہیں: اسے git commit --amend -m \"Add opening hours\" سے درست کریں۔"
git -C "$repo" diff --quiet HEAD~1 HEAD -- index.html 2>/dev/null && fail "Your last commit does not change index.html: commit the new opening hours in it." \
  "آخر إيداع لك لا يغيّر index.html: يجب أن يتضمن مواعيد العمل الجديدة." \
  "آپ کا آخری کمٹ index.html کو نہیں بدلتا: نئے اوقات اسی کمٹ میں ہونے چاہییں۔"
if git -C "$repo" show HEAD:index.html | grep -qF 'Coming soon.'; then
  fail "index.html in your last commit still says Coming soon.: replace that line, do not add a new one." \
    "ما زال index.html في آخر إيداع يحتوي على Coming soon.: استبدل ذلك السطر ولا تضف سطرًا جديدًا." \
    "آخری کمٹ میں index.html میں اب بھی Coming soon. لکھا ہے: وہی سطر بدلیں، نئی سطر نہ جوڑیں۔"
fi
exit 0
