saved="$LAB_HOME/listening.txt"
[ -f "$saved" ] || fail "There is no ~/listening.txt yet; save the output of ss -ltnp in it." \
  "لا يوجد الملف ~/listening.txt بعد؛ احفظ فيه ناتج ss -ltnp." \
  "ابھی ~/listening.txt موجود نہیں؛ اس میں ss -ltnp کا آؤٹ پٹ محفوظ کریں۔"
line=$(grep -F '127.0.0.1:8080' "$saved" | head -n 1)
[ -n "$line" ] || fail "~/listening.txt has no line for 127.0.0.1:8080; is the web server running? Save ss -ltnp again." \
  "لا يحتوي ~/listening.txt على سطر للعنوان 127.0.0.1:8080؛ هل خادم الويب يعمل؟ احفظ ناتج ss -ltnp من جديد." \
  "~/listening.txt میں 127.0.0.1:8080 کی کوئی لائن نہیں؛ کیا ویب سرور چل رہا ہے؟ ss -ltnp دوبارہ محفوظ کریں۔"
printf '%s\n' "$line" | grep -q 'users:((' || fail "The line for 127.0.0.1:8080 in ~/listening.txt does not show the process; use ss -ltnp (with -p)." \
  "سطر 127.0.0.1:8080 في ~/listening.txt لا يعرض العملية؛ استخدم ss -ltnp (مع -p)." \
  "~/listening.txt میں 127.0.0.1:8080 کی لائن پروسیس نہیں دکھاتی؛ ss -ltnp (یعنی -p کے ساتھ) استعمال کریں۔"
pid=$(printf '%s\n' "$line" | sed -n 's/.*pid=\([0-9]*\).*/\1/p')
live=$(ss -Hltnp 'sport = :8080' | sed -n 's/.*pid=\([0-9]*\).*/\1/p' | head -n 1)
[ -n "$live" ] || fail "Nothing listens on port 8080 any more; start the web server again as in step 1, then save ss -ltnp again." \
  "لم يعد شيء يستمع على المنفذ 8080؛ شغّل خادم الويب من جديد كما في الخطوة 1، ثم احفظ ناتج ss -ltnp مرة أخرى." \
  "پورٹ 8080 پر اب کوئی نہیں سن رہا؛ مرحلہ 1 کی طرح ویب سرور دوبارہ چلائیں، پھر ss -ltnp دوبارہ محفوظ کریں۔"
[ "$pid" = "$live" ] || fail "~/listening.txt shows pid $pid on port 8080, but the server listening now has pid $live; save ss -ltnp again." \
  "يعرض ~/listening.txt العملية $pid على المنفذ 8080، لكن الخادم المستمع الآن رقمه $live؛ احفظ ناتج ss -ltnp من جديد." \
  "~/listening.txt میں پورٹ 8080 پر pid $pid ہے، لیکن اس وقت سننے والے سرور کا pid $live ہے؛ ss -ltnp دوبارہ محفوظ کریں۔"
exit 0
