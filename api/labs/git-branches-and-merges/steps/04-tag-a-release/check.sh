repo="$LAB_HOME/bakery"
git -C "$repo" rev-parse -q --verify refs/tags/v1.0 >/dev/null || fail "There is no tag v1.0 in ~/bakery: on main, run git tag -a v1.0 -m \"First release\"." \
  "لا يوجد وسم v1.0 في ~/bakery: شغّل git tag -a v1.0 -m \"First release\" وأنت على main." \
  "~/bakery میں v1.0 نام کا کوئی ٹیگ نہیں: main پر رہتے ہوئے git tag -a v1.0 -m \"First release\" چلائیں۔"
[ "$(git -C "$repo" cat-file -t refs/tags/v1.0)" = tag ] || fail "v1.0 is a lightweight tag: delete it with git tag -d v1.0 and create an annotated one with git tag -a v1.0 -m \"First release\"." \
  "الوسم v1.0 وسم خفيف: احذفه باستخدام git tag -d v1.0 وأنشئ وسمًا مُعلَّقًا باستخدام git tag -a v1.0 -m \"First release\"." \
  "v1.0 ایک lightweight ٹیگ ہے: اسے git tag -d v1.0 سے مٹائیں اور git tag -a v1.0 -m \"First release\" سے annotated ٹیگ بنائیں۔"
git -C "$repo" merge-base --is-ancestor new-prices main || fail "main does not contain the merge of new-prices: finish the previous step first." \
  "لا يحتوي main على دمج new-prices: أنجز الخطوة السابقة أولًا." \
  "main میں new-prices کا مرج شامل نہیں: پہلے پچھلا مرحلہ مکمل کریں۔"
[ "$(git -C "$repo" rev-parse 'v1.0^{commit}')" = "$(git -C "$repo" rev-parse main)" ] || fail "v1.0 does not point to the last commit of main: delete it with git tag -d v1.0, switch to main and tag again." \
  "لا يشير v1.0 إلى آخر إيداع في main: احذفه باستخدام git tag -d v1.0 ثم انتقل إلى main وضع الوسم من جديد." \
  "ٹیگ v1.0 برانچ main کے آخری کمٹ کی طرف اشارہ نہیں کرتا: اسے git tag -d v1.0 سے مٹائیں، main پر جائیں اور دوبارہ ٹیگ لگائیں۔"
