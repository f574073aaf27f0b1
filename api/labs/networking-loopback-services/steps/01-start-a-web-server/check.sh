page="$LAB_HOME/site/index.html"
[ -f "$page" ] || fail "There is no page at ~/site/index.html yet." \
  "لا توجد صفحة في ~/site/index.html بعد." \
  "ابھی ~/site/index.html پر کوئی صفحہ موجود نہیں۔"
grep -q 'Hello, loopback!' "$page" || fail "~/site/index.html does not contain the text 'Hello, loopback!'." \
  "لا يحتوي ~/site/index.html على النص 'Hello, loopback!'." \
  "~/site/index.html میں 'Hello, loopback!' متن موجود نہیں۔"
listen=$(ss -Hltn 'sport = :8080' | awk '{ print $4 }' | paste -sd ' ')
[ -n "$listen" ] || fail "Nothing listens on port 8080. Start the web server in the background and read ~/http.log if it stops." \
  "لا شيء يستمع على المنفذ 8080. شغّل خادم الويب في الخلفية واقرأ ~/http.log إذا توقف." \
  "پورٹ 8080 پر کوئی نہیں سن رہا۔ ویب سرور بیک گراؤنڈ میں چلائیں، اور اگر وہ رک جائے تو ~/http.log پڑھیں۔"
[ "$listen" = 127.0.0.1:8080 ] || fail "The server listens on $listen; bind it to the loopback address only (--bind 127.0.0.1)." \
  "يستمع الخادم على $listen؛ اربطه بعنوان loopback وحده (--bind 127.0.0.1)." \
  "سرور $listen پر سن رہا ہے؛ اسے صرف loopback پتے سے باندھیں (--bind 127.0.0.1)۔"
body=$(timeout 5 curl -s --max-time 3 http://127.0.0.1:8080/) || fail "http://127.0.0.1:8080/ does not answer." \
  "العنوان http://127.0.0.1:8080/ لا يجيب." \
  "http://127.0.0.1:8080/ جواب نہیں دیتا۔"
[ "$body" = "$(cat "$page")" ] || fail "http://127.0.0.1:8080/ does not return ~/site/index.html; serve the folder ~/site (--directory ~/site)." \
  "العنوان http://127.0.0.1:8080/ لا يعيد ~/site/index.html؛ قدّم المجلد ~/site (--directory ~/site)." \
  "http://127.0.0.1:8080/ سے ~/site/index.html نہیں آتا؛ ~/site فولڈر پیش کریں (--directory ~/site)۔"
exit 0
