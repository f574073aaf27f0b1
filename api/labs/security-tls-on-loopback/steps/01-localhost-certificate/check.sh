crt="$LAB_HOME/tls/localhost.crt"
key="$LAB_HOME/tls/localhost.key"
[ -f "$crt" ] || fail "There is no certificate at ~/tls/localhost.crt yet." \
  "لا توجد شهادة في ~/tls/localhost.crt بعد." \
  "ابھی ~/tls/localhost.crt پر کوئی سرٹیفکیٹ موجود نہیں۔"
[ -f "$key" ] || fail "There is no key at ~/tls/localhost.key yet." \
  "لا يوجد مفتاح في ~/tls/localhost.key بعد." \
  "ابھی ~/tls/localhost.key پر کوئی کلید موجود نہیں۔"
want=$(openssl pkey -in "$key" -passin pass: -pubout 2>/dev/null) || fail "~/tls/localhost.key is not a private key OpenSSL can read without a passphrase (use -noenc)." \
  "الملف ~/tls/localhost.key ليس مفتاحًا خاصًا يستطيع OpenSSL قراءته دون عبارة مرور (استخدم -noenc)." \
  "~/tls/localhost.key ایسی نجی کلید نہیں جسے OpenSSL پاس فریز کے بغیر پڑھ سکے (-noenc استعمال کریں)۔"
have=$(openssl x509 -in "$crt" -noout -pubkey 2>/dev/null) || fail "~/tls/localhost.crt is not a PEM certificate." \
  "الملف ~/tls/localhost.crt ليس شهادة بصيغة PEM." \
  "~/tls/localhost.crt کوئی PEM سرٹیفکیٹ نہیں ہے۔"
[ "$want" = "$have" ] || fail "~/tls/localhost.crt and ~/tls/localhost.key do not belong together: their public keys differ." \
  "الشهادة ~/tls/localhost.crt والمفتاح ~/tls/localhost.key لا يتطابقان، فالمفتاحان العامّان مختلفان." \
  "~/tls/localhost.crt اور ~/tls/localhost.key ایک دوسرے کے نہیں: دونوں کی عوامی کلیدیں مختلف ہیں۔"
mode=$(stat -c %a "$key")
[ "$mode" = 600 ] || fail "~/tls/localhost.key has mode $mode; a private key must be 600." \
  "صلاحيات ~/tls/localhost.key هي $mode، ويجب أن تكون صلاحيات المفتاح الخاص 600." \
  "~/tls/localhost.key کا موڈ $mode ہے؛ نجی کلید کا موڈ 600 ہونا چاہیے۔"
san=$(openssl x509 -in "$crt" -noout -ext subjectAltName 2>/dev/null | tr ',' '\n' | sed 's/^ *//')
printf '%s\n' "$san" | grep -qx 'DNS:localhost' || fail "The certificate's subjectAltName has no DNS:localhost." \
  "لا يحتوي امتداد subjectAltName في الشهادة على DNS:localhost." \
  "سرٹیفکیٹ کی subjectAltName میں DNS:localhost موجود نہیں۔"
printf '%s\n' "$san" | grep -qx 'IP Address:127.0.0.1' || fail "The certificate's subjectAltName has no IP:127.0.0.1." \
  "لا يحتوي امتداد subjectAltName في الشهادة على IP:127.0.0.1." \
  "سرٹیفکیٹ کی subjectAltName میں IP:127.0.0.1 موجود نہیں۔"
openssl verify -CAfile "$crt" "$crt" >/dev/null 2>&1 || fail "~/tls/localhost.crt is not a valid self-signed certificate (make it with openssl req -x509)." \
  "الشهادة ~/tls/localhost.crt ليست شهادة صالحة موقّعة ذاتيًا (أنشئها بالأمر openssl req -x509)." \
  "~/tls/localhost.crt درست خود سائن شدہ سرٹیفکیٹ نہیں (اسے openssl req -x509 سے بنائیں)۔"
openssl x509 -in "$crt" -noout -checkend 86400 >/dev/null 2>&1 || fail "~/tls/localhost.crt expires within a day; make it valid for 30 days (-days 30)." \
  "تنتهي صلاحية ~/tls/localhost.crt خلال يوم؛ اجعلها صالحة 30 يومًا (-days 30)." \
  "~/tls/localhost.crt ایک دن کے اندر ختم ہو جاتا ہے؛ اسے 30 دن کے لیے درست بنائیں (-days 30)۔"
exit 0
