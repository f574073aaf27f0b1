csr="$LAB_HOME/pki/shop.csr"
[ -f "$csr" ] || fail "There is no certificate signing request at ~/pki/shop.csr yet." \
  "لا يوجد طلب توقيع شهادة في ~/pki/shop.csr بعد." \
  "ابھی ~/pki/shop.csr پر کوئی سرٹیفکیٹ سائننگ ریکوئسٹ موجود نہیں۔"
openssl req -in "$csr" -noout -verify >/dev/null 2>&1 || fail "~/pki/shop.csr is not a valid signed request (openssl req -verify does not accept it)." \
  "الملف ~/pki/shop.csr ليس طلبًا موقّعًا صالحًا (الأمر openssl req -verify لا يقبله)." \
  "~/pki/shop.csr درست سائن شدہ درخواست نہیں (openssl req -verify اسے قبول نہیں کرتی)۔"
subject=$(openssl req -in "$csr" -noout -subject -nameopt multiline 2>/dev/null)
cn=$(printf '%s\n' "$subject" | sed -n 's/^ *commonName *= *//p')
org=$(printf '%s\n' "$subject" | sed -n 's/^ *organizationName *= *//p')
[ "$cn" = shop.example.test ] || fail "The request's common name is '$cn'; it must be CN=shop.example.test." \
  "الاسم الشائع في الطلب هو '$cn'، ويجب أن يكون CN=shop.example.test." \
  "درخواست کا کامن نیم '$cn' ہے؛ اسے CN=shop.example.test ہونا چاہیے۔"
[ "$org" = "Example Shop" ] || fail "The request's organization is '$org'; it must be O=Example Shop." \
  "اسم المؤسسة في الطلب هو '$org'، ويجب أن يكون O=Example Shop." \
  "درخواست میں ادارے کا نام '$org' ہے؛ اسے O=Example Shop ہونا چاہیے۔"
want=$(openssl pkey -in "$LAB_HOME/pki/shop.key" -passin pass: -pubout 2>/dev/null)
have=$(openssl req -in "$csr" -noout -pubkey 2>/dev/null)
[ -n "$want" ] && [ "$want" = "$have" ] || fail "~/pki/shop.csr was not made from ~/pki/shop.key: their public keys differ." \
  "الطلب ~/pki/shop.csr لم يُنشأ من المفتاح ~/pki/shop.key، فالمفتاحان العامّان مختلفان." \
  "~/pki/shop.csr کو ~/pki/shop.key سے نہیں بنایا گیا: دونوں کی عوامی کلیدیں مختلف ہیں۔"
exit 0
