crt="$LAB_HOME/pki/shop.crt"
[ -f "$crt" ] || fail "There is no signed certificate at ~/pki/shop.crt yet." \
  "لا توجد شهادة موقّعة في ~/pki/shop.crt بعد." \
  "ابھی ~/pki/shop.crt پر کوئی سائن شدہ سرٹیفکیٹ موجود نہیں۔"
have=$(openssl x509 -in "$crt" -noout -pubkey 2>/dev/null) || fail "~/pki/shop.crt is not a PEM certificate." \
  "الملف ~/pki/shop.crt ليس شهادة بصيغة PEM." \
  "~/pki/shop.crt کوئی PEM سرٹیفکیٹ نہیں ہے۔"
want=$(openssl pkey -in "$LAB_HOME/pki/shop.key" -passin pass: -pubout 2>/dev/null)
[ -n "$want" ] && [ "$want" = "$have" ] || fail "The public key in ~/pki/shop.crt does not match ~/pki/shop.key; sign the request ~/pki/shop.csr made from that key." \
  "المفتاح العام في ~/pki/shop.crt لا يطابق ~/pki/shop.key؛ وقّع الطلب ~/pki/shop.csr المُنشأ من ذلك المفتاح." \
  "~/pki/shop.crt کی عوامی کلید ~/pki/shop.key سے نہیں ملتی؛ اسی کلید سے بنی درخواست ~/pki/shop.csr کو سائن کریں۔"
cn=$(openssl x509 -in "$crt" -noout -subject -nameopt multiline | sed -n 's/^ *commonName *= *//p')
[ "$cn" = shop.example.test ] || fail "The certificate's common name is '$cn'; it must be shop.example.test." \
  "الاسم الشائع في الشهادة هو '$cn'، ويجب أن يكون shop.example.test." \
  "سرٹیفکیٹ کا کامن نیم '$cn' ہے؛ اسے shop.example.test ہونا چاہیے۔"
openssl verify -CAfile "$LAB_HOME/pki/ca.crt" "$crt" >/dev/null 2>&1 || fail "~/pki/shop.crt does not verify against ~/pki/ca.crt; sign it with -CA ca.crt -CAkey ca.key." \
  "لا يمكن التحقق من ~/pki/shop.crt بواسطة ~/pki/ca.crt؛ وقّعها باستخدام -CA ca.crt -CAkey ca.key." \
  "~/pki/shop.crt کی تصدیق ~/pki/ca.crt سے نہیں ہوتی؛ اسے -CA ca.crt -CAkey ca.key سے سائن کریں۔"
san=$(openssl x509 -in "$crt" -noout -ext subjectAltName 2>/dev/null | tr ',' '\n' | sed 's/^ *//')
printf '%s\n' "$san" | grep -qx 'DNS:shop.example.test' && printf '%s\n' "$san" | grep -qx 'DNS:www.shop.example.test' || fail "The certificate's subjectAltName must list DNS:shop.example.test and DNS:www.shop.example.test (sign with -extfile shop.ext)." \
  "يجب أن يذكر امتداد subjectAltName في الشهادة DNS:shop.example.test وDNS:www.shop.example.test (وقّع مع -extfile shop.ext)." \
  "سرٹیفکیٹ کی subjectAltName میں DNS:shop.example.test اور DNS:www.shop.example.test دونوں درج ہونے چاہییں (-extfile shop.ext کے ساتھ سائن کریں)۔"
openssl x509 -in "$crt" -noout -ext basicConstraints 2>/dev/null | grep -q 'CA:TRUE' && fail "~/pki/shop.crt says CA:TRUE; a server certificate must have basicConstraints = CA:FALSE." \
  "الشهادة ~/pki/shop.crt تقول CA:TRUE، ويجب أن تحمل شهادة الخادم basicConstraints = CA:FALSE." \
  "~/pki/shop.crt میں CA:TRUE ہے؛ سرور سرٹیفکیٹ میں basicConstraints = CA:FALSE ہونا چاہیے۔"
openssl x509 -in "$crt" -noout -ext extendedKeyUsage 2>/dev/null | grep -q 'TLS Web Server Authentication' || fail "~/pki/shop.crt has no extendedKeyUsage serverAuth." \
  "الشهادة ~/pki/shop.crt لا تحتوي على extendedKeyUsage serverAuth." \
  "~/pki/shop.crt میں extendedKeyUsage serverAuth موجود نہیں۔"
exit 0
