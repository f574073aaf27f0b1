if timeout 3 nc -z -w 2 127.0.0.1 8080 2>/dev/null; then
  fail "Port 8080 still accepts connections: stop the web server with kill and its process id (ss -ltnp shows it)." \
    "ما زال المنفذ 8080 يقبل الاتصالات: أوقف خادم الويب بالأمر kill ورقم عمليته (يعرضه ss -ltnp)." \
    "پورٹ 8080 اب بھی کنکشن قبول کرتا ہے: ویب سرور کو kill اور اس کے پروسیس نمبر سے روکیں (ss -ltnp اسے دکھاتا ہے)۔"
fi
ss -Hltn 'sport = :9000' | grep -q '127\.0\.0\.1:9000' || fail "The netcat listener on 127.0.0.1:9000 was stopped too; start it again as in step 4 and stop only the web server." \
  "أُوقف مستمع netcat على 127.0.0.1:9000 أيضًا؛ شغّله من جديد كما في الخطوة 4 وأوقف خادم الويب وحده." \
  "127.0.0.1:9000 والا netcat لسنر بھی رک گیا؛ اسے مرحلہ 4 کی طرح دوبارہ چلائیں اور صرف ویب سرور روکیں۔"
proof="$LAB_HOME/port-8080.txt"
[ -f "$proof" ] || fail "There is no ~/port-8080.txt yet; save the report of nc -zv -w 2 127.0.0.1 8080 in it (2>)." \
  "لا يوجد الملف ~/port-8080.txt بعد؛ احفظ فيه تقرير nc -zv -w 2 127.0.0.1 8080 (باستخدام 2>)." \
  "ابھی ~/port-8080.txt موجود نہیں؛ اس میں nc -zv -w 2 127.0.0.1 8080 کی رپورٹ محفوظ کریں (2> سے)۔"
grep -qi 'succeeded' "$proof" && fail "~/port-8080.txt says the connection succeeded: it was written before the server stopped. Run the nc -zv command again." \
  "يقول ~/port-8080.txt إن الاتصال نجح، أي أنه كُتب قبل توقف الخادم. أعد تشغيل أمر nc -zv." \
  "~/port-8080.txt کے مطابق کنکشن کامیاب ہوا: یہ سرور رکنے سے پہلے لکھا گیا تھا۔ nc -zv کمانڈ دوبارہ چلائیں۔"
grep -Eqi 'refused|failed|couldn.t connect' "$proof" || fail "~/port-8080.txt does not show a refused connection to port 8080 (nc: connect to 127.0.0.1 port 8080 (tcp) failed: Connection refused)." \
  "لا يعرض ~/port-8080.txt اتصالًا مرفوضًا بالمنفذ 8080 (nc: connect to 127.0.0.1 port 8080 (tcp) failed: Connection refused)." \
  "~/port-8080.txt پورٹ 8080 سے رد شدہ کنکشن نہیں دکھاتا (nc: connect to 127.0.0.1 port 8080 (tcp) failed: Connection refused)۔"
exit 0
