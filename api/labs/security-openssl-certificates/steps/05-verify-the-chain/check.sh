pki="$LAB_HOME/pki"
[ -f "$pki/verify.txt" ] || fail "There is no ~/pki/verify.txt yet; save the output of openssl verify in it." \
  "لا يوجد الملف ~/pki/verify.txt بعد؛ احفظ فيه ناتج openssl verify." \
  "ابھی ~/pki/verify.txt موجود نہیں؛ اس میں openssl verify کا آؤٹ پٹ محفوظ کریں۔"
grep -Eq 'shop\.crt: OK$' "$pki/verify.txt" || fail "~/pki/verify.txt does not contain the line 'shop.crt: OK' printed by openssl verify -CAfile ca.crt shop.crt." \
  "لا يحتوي ~/pki/verify.txt على السطر 'shop.crt: OK' الذي يطبعه openssl verify -CAfile ca.crt shop.crt." \
  "~/pki/verify.txt میں وہ لائن 'shop.crt: OK' نہیں جو openssl verify -CAfile ca.crt shop.crt چھاپتا ہے۔"
openssl verify -CAfile "$pki/ca.crt" "$pki/shop.crt" >/dev/null 2>&1 || fail "~/pki/shop.crt no longer verifies against ~/pki/ca.crt; sign it again as in step 4." \
  "لم يعد ممكنًا التحقق من ~/pki/shop.crt بواسطة ~/pki/ca.crt؛ وقّعها من جديد كما في الخطوة 4." \
  "~/pki/shop.crt کی تصدیق اب ~/pki/ca.crt سے نہیں ہوتی؛ اسے مرحلہ 4 کی طرح دوبارہ سائن کریں۔"
[ -f "$pki/fullchain.pem" ] || fail "There is no ~/pki/fullchain.pem yet." \
  "لا يوجد الملف ~/pki/fullchain.pem بعد." \
  "ابھی ~/pki/fullchain.pem موجود نہیں۔"
python3 - "$pki" <<'PY' || fail "~/pki/fullchain.pem must hold exactly two certificates: shop.crt first, then ca.crt." \
  "يجب أن يحتوي ~/pki/fullchain.pem على شهادتين فقط: shop.crt أولًا ثم ca.crt." \
  "~/pki/fullchain.pem میں بالکل دو سرٹیفکیٹ ہونے چاہییں: پہلے shop.crt، پھر ca.crt۔"
import re, sys
def blocks(name):
    text = open(f"{sys.argv[1]}/{name}", errors="replace").read()
    return ["".join(b.split()) for b in re.findall(r"-----BEGIN CERTIFICATE-----(.*?)-----END CERTIFICATE-----", text, re.S)]
chain, leaf, ca = blocks("fullchain.pem"), blocks("shop.crt"), blocks("ca.crt")
sys.exit(0 if leaf and ca and chain == [leaf[0], ca[0]] else 1)
PY
exit 0
