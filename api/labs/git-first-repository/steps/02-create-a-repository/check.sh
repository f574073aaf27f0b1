[ -d "$LAB_HOME/website/.git" ] || fail "~/website is not a Git repository yet: run git init inside ~/website." \
  "المجلد ~/website ليس مستودع Git بعد: شغّل git init داخل ~/website." \
  "~/website ابھی Git ریپوزٹری نہیں: ~/website کے اندر git init چلائیں۔"
top=$(git -C "$LAB_HOME/website" rev-parse --show-toplevel 2>/dev/null)
[ "$top" = "$LAB_HOME/website" ] || fail "~/website/.git is not a valid repository: remove it with rm -rf ~/website/.git and run git init in ~/website again." \
  "المجلد ~/website/.git ليس مستودعًا صالحًا: احذفه باستخدام rm -rf ~/website/.git ثم شغّل git init في ~/website مجددًا." \
  "~/website/.git درست ریپوزٹری نہیں: اسے rm -rf ~/website/.git سے ہٹائیں اور ~/website میں دوبارہ git init چلائیں۔"
