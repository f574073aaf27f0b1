page="$LAB_HOME/tls/site/index.html"
[ -f "$page" ] || fail "There is no page at ~/tls/site/index.html yet." \
  "لا توجد صفحة في ~/tls/site/index.html بعد." \
  "ابھی ~/tls/site/index.html پر کوئی صفحہ موجود نہیں۔"
grep -q 'Hello over TLS' "$page" || fail "~/tls/site/index.html does not contain the text 'Hello over TLS'." \
  "لا يحتوي ~/tls/site/index.html على النص 'Hello over TLS'." \
  "~/tls/site/index.html میں 'Hello over TLS' متن موجود نہیں۔"
ss -Hltn 'sport = :8443' | grep -q '127\.0\.0\.1:8443' || fail "Nothing listens on 127.0.0.1:8443. Start the server in the background and check ~/tls/server.log." \
  "لا شيء يستمع على 127.0.0.1:8443. شغّل الخادم في الخلفية وراجع ~/tls/server.log." \
  "127.0.0.1:8443 پر کوئی نہیں سن رہا۔ سرور بیک گراؤنڈ میں چلائیں اور ~/tls/server.log دیکھیں۔"
body=$(timeout 5 curl -s --max-time 3 --cacert "$LAB_HOME/tls/localhost.crt" --resolve localhost:8443:127.0.0.1 https://localhost:8443/) || fail "The server on port 8443 does not answer HTTPS with the certificate ~/tls/localhost.crt (curl --cacert fails)." \
  "الخادم على المنفذ 8443 لا يجيب عبر HTTPS بالشهادة ~/tls/localhost.crt (فشل curl --cacert)." \
  "پورٹ 8443 والا سرور ~/tls/localhost.crt سرٹیفکیٹ کے ساتھ HTTPS پر جواب نہیں دیتا (curl --cacert ناکام)۔"
[ "$body" = "$(cat "$page")" ] || fail "https://localhost:8443/ does not return the content of ~/tls/site/index.html; serve the folder ~/tls/site." \
  "العنوان https://localhost:8443/ لا يعيد محتوى ~/tls/site/index.html؛ قدّم المجلد ~/tls/site." \
  "https://localhost:8443/ سے ~/tls/site/index.html کا مواد نہیں آتا؛ ~/tls/site فولڈر پیش کریں۔"
exit 0
