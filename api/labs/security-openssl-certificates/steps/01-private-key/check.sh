pki="$LAB_HOME/pki"
key="$pki/shop.key"
[ -d "$pki" ] || fail "There is no folder ~/pki yet. Create it with: mkdir -m 700 ~/pki" \
  "لا يوجد المجلد ~/pki بعد. أنشئه بالأمر: mkdir -m 700 ~/pki" \
  "ابھی ~/pki فولڈر موجود نہیں۔ اسے اس کمانڈ سے بنائیں: mkdir -m 700 ~/pki"
[ -f "$key" ] || fail "There is no key at ~/pki/shop.key yet." \
  "لا يوجد مفتاح في ~/pki/shop.key بعد." \
  "ابھی ~/pki/shop.key پر کوئی کلید موجود نہیں۔"
text=$(openssl pkey -in "$key" -passin pass: -noout -text 2>/dev/null) || fail "~/pki/shop.key is not a private key OpenSSL can read without a passphrase." \
  "الملف ~/pki/shop.key ليس مفتاحًا خاصًا يستطيع OpenSSL قراءته دون عبارة مرور." \
  "~/pki/shop.key ایسی نجی کلید نہیں جسے OpenSSL پاس فریز کے بغیر پڑھ سکے۔"
printf '%s\n' "$text" | grep -q 'prime256v1' || fail "~/pki/shop.key is not an EC key on the curve P-256 (prime256v1)." \
  "المفتاح ~/pki/shop.key ليس مفتاح EC على المنحنى P-256 (prime256v1)." \
  "~/pki/shop.key کرو P-256 (prime256v1) والی EC کلید نہیں ہے۔"
mode=$(stat -c %a "$key")
[ "$mode" = 600 ] || fail "~/pki/shop.key has mode $mode; a private key must be 600 (only you can read and write it)." \
  "صلاحيات ~/pki/shop.key هي $mode، ويجب أن تكون صلاحيات المفتاح الخاص 600 (أنت وحدك تقرؤه وتكتبه)." \
  "~/pki/shop.key کا موڈ $mode ہے؛ نجی کلید کا موڈ 600 ہونا چاہیے (صرف آپ پڑھ اور لکھ سکیں)۔"
mode=$(stat -c %a "$pki")
[ "$mode" = 700 ] || fail "The folder ~/pki has mode $mode; it must be 700 so that only you can open it." \
  "صلاحيات المجلد ~/pki هي $mode، ويجب أن تكون 700 كي لا يفتحه أحد سواك." \
  "~/pki فولڈر کا موڈ $mode ہے؛ اسے 700 ہونا چاہیے تاکہ صرف آپ اسے کھول سکیں۔"
exit 0
