ssh="$LAB_HOME/.ssh"
[ -f "$ssh/id_ed25519" ] || fail "~/.ssh/id_ed25519 is missing; generate the key again as in step 1." \
  "المفتاح ~/.ssh/id_ed25519 غير موجود؛ ولّده من جديد كما في الخطوة 1." \
  "~/.ssh/id_ed25519 موجود نہیں؛ مرحلہ 1 کی طرح کلید دوبارہ بنائیں۔"
mode=$(stat -c %a "$ssh")
[ "$mode" = 700 ] || fail "~/.ssh has mode $mode; it must be 700 (chmod 700 ~/.ssh)." \
  "صلاحيات ~/.ssh هي $mode، ويجب أن تكون 700 (chmod 700 ~/.ssh)." \
  "~/.ssh کا موڈ $mode ہے؛ اسے 700 ہونا چاہیے (chmod 700 ~/.ssh)۔"
mode=$(stat -c %a "$ssh/id_ed25519")
[ "$mode" = 600 ] || fail "~/.ssh/id_ed25519 has mode $mode; a private key must be 600." \
  "صلاحيات ~/.ssh/id_ed25519 هي $mode، ويجب أن تكون صلاحيات المفتاح الخاص 600." \
  "~/.ssh/id_ed25519 کا موڈ $mode ہے؛ نجی کلید کا موڈ 600 ہونا چاہیے۔"
[ -f "$ssh/config" ] || fail "~/.ssh/config is missing; do not delete it, only change its mode." \
  "الملف ~/.ssh/config غير موجود؛ لا تحذفه، غيّر صلاحياته فقط." \
  "~/.ssh/config موجود نہیں؛ اسے مٹائیں نہیں، صرف اس کا موڈ بدلیں۔"
mode=$(stat -c %a "$ssh/config")
[ "$mode" = 600 ] || fail "~/.ssh/config has mode $mode; it must be 600 (chmod 600 ~/.ssh/config)." \
  "صلاحيات ~/.ssh/config هي $mode، ويجب أن تكون 600 (chmod 600 ~/.ssh/config)." \
  "~/.ssh/config کا موڈ $mode ہے؛ اسے 600 ہونا چاہیے (chmod 600 ~/.ssh/config)۔"
if [ -n "$(find "$ssh/id_ed25519.pub" -perm /022 2>/dev/null)" ]; then
  mode=$(stat -c %a "$ssh/id_ed25519.pub")
  fail "~/.ssh/id_ed25519.pub has mode $mode: others can change it. Make it 644." \
    "صلاحيات ~/.ssh/id_ed25519.pub هي $mode، أي يستطيع غيرك تعديله. اجعلها 644." \
    "~/.ssh/id_ed25519.pub کا موڈ $mode ہے: دوسرے اسے بدل سکتے ہیں۔ اسے 644 کریں۔"
fi
exit 0
