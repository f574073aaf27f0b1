headers="$LAB_HOME/headers.txt"
[ -f "$headers" ] || fail "There is no ~/headers.txt yet; save the output of curl -sI http://127.0.0.1:8080/ in it." \
  "لا يوجد الملف ~/headers.txt بعد؛ احفظ فيه ناتج curl -sI http://127.0.0.1:8080/." \
  "ابھی ~/headers.txt موجود نہیں؛ اس میں curl -sI http://127.0.0.1:8080/ کا آؤٹ پٹ محفوظ کریں۔"
head -n 1 "$headers" | grep -Eq '^HTTP/[0-9.]+ 200' || fail "~/headers.txt does not start with an HTTP 200 status line (HTTP/1.0 200 OK)." \
  "لا يبدأ ~/headers.txt بسطر حالة HTTP 200 (HTTP/1.0 200 OK)." \
  "~/headers.txt کا آغاز HTTP 200 اسٹیٹس لائن (HTTP/1.0 200 OK) سے نہیں ہوتا۔"
length=$(tr -d '\r' < "$headers" | awk -F': *' 'tolower($1) == "content-length" { print $2 }')
size=$(stat -c %s "$LAB_HOME/site/index.html" 2>/dev/null)
[ -n "$length" ] || fail "~/headers.txt has no Content-Length header; save the headers of http://127.0.0.1:8080/." \
  "لا يحتوي ~/headers.txt على الترويسة Content-Length؛ احفظ ترويسات http://127.0.0.1:8080/." \
  "~/headers.txt میں Content-Length ہیڈر نہیں؛ http://127.0.0.1:8080/ کے ہیڈرز محفوظ کریں۔"
[ "$length" = "$size" ] || fail "~/headers.txt says Content-Length $length, but ~/site/index.html has $size bytes; fetch the headers again." \
  "يقول ~/headers.txt إن Content-Length هو $length، لكن حجم ~/site/index.html هو $size بايت؛ اطلب الترويسات من جديد." \
  "~/headers.txt میں Content-Length $length ہے، لیکن ~/site/index.html کا سائز $size بائٹس ہے؛ ہیڈرز دوبارہ منگوائیں۔"
[ -f "$LAB_HOME/status-missing.txt" ] || fail "There is no ~/status-missing.txt yet; save the status code of http://127.0.0.1:8080/missing.html in it." \
  "لا يوجد الملف ~/status-missing.txt بعد؛ احفظ فيه رمز حالة http://127.0.0.1:8080/missing.html." \
  "ابھی ~/status-missing.txt موجود نہیں؛ اس میں http://127.0.0.1:8080/missing.html کا اسٹیٹس کوڈ محفوظ کریں۔"
grep -qw 404 "$LAB_HOME/status-missing.txt" || fail "~/status-missing.txt does not contain the status code 404 of a missing page." \
  "لا يحتوي ~/status-missing.txt على رمز الحالة 404 الخاص بالصفحة غير الموجودة." \
  "~/status-missing.txt میں غیر موجود صفحے کا اسٹیٹس کوڈ 404 موجود نہیں۔"
exit 0
