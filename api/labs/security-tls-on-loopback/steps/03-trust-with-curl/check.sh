tls="$LAB_HOME/tls"
[ -f "$tls/untrusted.txt" ] || fail "There is no ~/tls/untrusted.txt yet; save the error of curl without --cacert in it (2>)." \
  "لا يوجد الملف ~/tls/untrusted.txt بعد؛ احفظ فيه خطأ curl دون --cacert (باستخدام 2>)." \
  "ابھی ~/tls/untrusted.txt موجود نہیں؛ اس میں --cacert کے بغیر curl کی غلطی محفوظ کریں (2> سے)۔"
grep -qi 'certificate' "$tls/untrusted.txt" || fail "~/tls/untrusted.txt does not show curl's certificate error (curl: (60) SSL certificate problem)." \
  "لا يعرض ~/tls/untrusted.txt خطأ الشهادة الذي يطبعه curl (curl: (60) SSL certificate problem)." \
  "~/tls/untrusted.txt میں curl کی سرٹیفکیٹ والی غلطی (curl: (60) SSL certificate problem) نظر نہیں آتی۔"
[ -f "$tls/response.html" ] || fail "There is no ~/tls/response.html yet; save the page with curl --cacert ... -o ~/tls/response.html." \
  "لا يوجد الملف ~/tls/response.html بعد؛ احفظ الصفحة بالأمر curl --cacert ... -o ~/tls/response.html." \
  "ابھی ~/tls/response.html موجود نہیں؛ صفحہ curl --cacert ... -o ~/tls/response.html سے محفوظ کریں۔"
cmp -s "$tls/response.html" "$tls/site/index.html" || fail "~/tls/response.html is not the page the server sends (~/tls/site/index.html)." \
  "الملف ~/tls/response.html ليس الصفحة التي يرسلها الخادم (~/tls/site/index.html)." \
  "~/tls/response.html وہ صفحہ نہیں جو سرور بھیجتا ہے (~/tls/site/index.html)۔"
[ -f "$tls/headers.txt" ] || fail "There is no ~/tls/headers.txt yet; save the response headers with curl -D ~/tls/headers.txt." \
  "لا يوجد الملف ~/tls/headers.txt بعد؛ احفظ ترويسات الاستجابة بالأمر curl -D ~/tls/headers.txt." \
  "ابھی ~/tls/headers.txt موجود نہیں؛ جواب کے ہیڈرز curl -D ~/tls/headers.txt سے محفوظ کریں۔"
head -n 1 "$tls/headers.txt" | grep -Eq '^HTTP/[0-9.]+ 200' || fail "The first line of ~/tls/headers.txt is not an HTTP 200 status line." \
  "السطر الأول في ~/tls/headers.txt ليس سطر حالة HTTP 200." \
  "~/tls/headers.txt کی پہلی لائن HTTP 200 اسٹیٹس لائن نہیں ہے۔"
exit 0
