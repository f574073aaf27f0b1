key="$LAB_HOME/pki/ca.key"
crt="$LAB_HOME/pki/ca.crt"
[ -f "$key" ] || fail "There is no CA key at ~/pki/ca.key yet." \
  "لا يوجد مفتاح للسلطة في ~/pki/ca.key بعد." \
  "ابھی ~/pki/ca.key پر CA کی کلید موجود نہیں۔"
want=$(openssl pkey -in "$key" -passin pass: -pubout 2>/dev/null) || fail "~/pki/ca.key is not a private key OpenSSL can read without a passphrase." \
  "الملف ~/pki/ca.key ليس مفتاحًا خاصًا يستطيع OpenSSL قراءته دون عبارة مرور." \
  "~/pki/ca.key ایسی نجی کلید نہیں جسے OpenSSL پاس فریز کے بغیر پڑھ سکے۔"
mode=$(stat -c %a "$key")
[ "$mode" = 600 ] || fail "~/pki/ca.key has mode $mode; the CA key must be 600." \
  "صلاحيات ~/pki/ca.key هي $mode، ويجب أن تكون صلاحيات مفتاح السلطة 600." \
  "~/pki/ca.key کا موڈ $mode ہے؛ CA کی کلید کا موڈ 600 ہونا چاہیے۔"
[ -f "$crt" ] || fail "There is no CA certificate at ~/pki/ca.crt yet." \
  "لا توجد شهادة للسلطة في ~/pki/ca.crt بعد." \
  "ابھی ~/pki/ca.crt پر CA سرٹیفکیٹ موجود نہیں۔"
have=$(openssl x509 -in "$crt" -noout -pubkey 2>/dev/null) || fail "~/pki/ca.crt is not a PEM certificate." \
  "الملف ~/pki/ca.crt ليس شهادة بصيغة PEM." \
  "~/pki/ca.crt کوئی PEM سرٹیفکیٹ نہیں ہے۔"
[ "$want" = "$have" ] || fail "~/pki/ca.crt does not belong to ~/pki/ca.key: their public keys differ." \
  "الشهادة ~/pki/ca.crt لا تخص المفتاح ~/pki/ca.key، فالمفتاحان العامّان مختلفان." \
  "~/pki/ca.crt کا تعلق ~/pki/ca.key سے نہیں: دونوں کی عوامی کلیدیں مختلف ہیں۔"
cn=$(openssl x509 -in "$crt" -noout -subject -nameopt multiline | sed -n 's/^ *commonName *= *//p')
[ "$cn" = "Example Lab Root CA" ] || fail "The CA certificate's common name is '$cn'; it must be CN=Example Lab Root CA." \
  "الاسم الشائع في شهادة السلطة هو '$cn'، ويجب أن يكون CN=Example Lab Root CA." \
  "CA سرٹیفکیٹ کا کامن نیم '$cn' ہے؛ اسے CN=Example Lab Root CA ہونا چاہیے۔"
openssl verify -CAfile "$crt" "$crt" >/dev/null 2>&1 || fail "~/pki/ca.crt is not a valid self-signed certificate (it must be made with openssl req -x509)." \
  "الشهادة ~/pki/ca.crt ليست شهادة صالحة موقّعة ذاتيًا (يجب إنشاؤها بالأمر openssl req -x509)." \
  "~/pki/ca.crt درست خود سائن شدہ سرٹیفکیٹ نہیں (اسے openssl req -x509 سے بنانا ہوگا)۔"
openssl x509 -in "$crt" -noout -ext basicConstraints 2>/dev/null | grep -q 'CA:TRUE' || fail "~/pki/ca.crt has no basicConstraints CA:TRUE, so it cannot sign certificates." \
  "الشهادة ~/pki/ca.crt لا تحتوي على basicConstraints CA:TRUE، لذا لا يمكنها توقيع الشهادات." \
  "~/pki/ca.crt میں basicConstraints CA:TRUE نہیں، اس لیے یہ سرٹیفکیٹ سائن نہیں کر سکتا۔"
openssl x509 -in "$crt" -noout -checkend $((5 * 365 * 86400)) >/dev/null 2>&1 || fail "~/pki/ca.crt expires within five years; make it valid for 3650 days (-days 3650)." \
  "تنتهي صلاحية ~/pki/ca.crt خلال خمس سنوات؛ اجعلها صالحة 3650 يومًا (-days 3650)." \
  "~/pki/ca.crt پانچ سال کے اندر ختم ہو جاتا ہے؛ اسے 3650 دن کے لیے درست بنائیں (-days 3650)۔"
exit 0
