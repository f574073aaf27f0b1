auth="$LAB_HOME/.ssh/authorized_keys"
read -r _ mine _ < "$LAB_HOME/.ssh/id_ed25519.pub" 2>/dev/null
read -r _ backup _ < "$LAB_HOME/shared/keys/backup.pub" 2>/dev/null
[ -f "$auth" ] || fail "~/.ssh/authorized_keys is missing." \
  "الملف ~/.ssh/authorized_keys غير موجود." \
  "~/.ssh/authorized_keys موجود نہیں۔"
[ -n "$mine" ] && awk -v k="$mine" '{ for (i = 1; i <= NF; i++) if ($i == k) found = 1 } END { exit !found }' "$auth" || fail "Your public key (~/.ssh/id_ed25519.pub) is not in ~/.ssh/authorized_keys yet." \
  "مفتاحك العام (~/.ssh/id_ed25519.pub) ليس في ~/.ssh/authorized_keys بعد." \
  "آپ کی عوامی کلید (~/.ssh/id_ed25519.pub) ابھی ~/.ssh/authorized_keys میں نہیں۔"
[ -n "$backup" ] && awk -v k="$backup" '{ for (i = 1; i <= NF; i++) if ($i == k) found = 1 } END { exit !found }' "$auth" || fail "The backup key (backup@ilm-lab) is no longer in ~/.ssh/authorized_keys; add it back with: cat ~/shared/keys/backup.pub >> ~/.ssh/authorized_keys" \
  "لم يعد مفتاح النسخ الاحتياطي (backup@ilm-lab) في ~/.ssh/authorized_keys؛ أعده بالأمر: cat ~/shared/keys/backup.pub >> ~/.ssh/authorized_keys" \
  "بیک اپ کلید (backup@ilm-lab) اب ~/.ssh/authorized_keys میں نہیں؛ اسے اس کمانڈ سے واپس لائیں: cat ~/shared/keys/backup.pub >> ~/.ssh/authorized_keys"
mode=$(stat -c %a "$auth")
[ "$mode" = 600 ] || fail "~/.ssh/authorized_keys has mode $mode; it must be 600 (chmod 600 ~/.ssh/authorized_keys)." \
  "صلاحيات ~/.ssh/authorized_keys هي $mode، ويجب أن تكون 600 (chmod 600 ~/.ssh/authorized_keys)." \
  "~/.ssh/authorized_keys کا موڈ $mode ہے؛ اسے 600 ہونا چاہیے (chmod 600 ~/.ssh/authorized_keys)۔"
[ -f "$LAB_HOME/ssh-fingerprint.txt" ] || fail "There is no ~/ssh-fingerprint.txt yet; save the output of ssh-keygen -l -E sha256 in it." \
  "لا يوجد الملف ~/ssh-fingerprint.txt بعد؛ احفظ فيه ناتج ssh-keygen -l -E sha256." \
  "ابھی ~/ssh-fingerprint.txt موجود نہیں؛ اس میں ssh-keygen -l -E sha256 کا آؤٹ پٹ محفوظ کریں۔"
fingerprint=$(ssh-keygen -l -E sha256 -f "$LAB_HOME/.ssh/id_ed25519.pub" 2>/dev/null | awk '{ print $2 }')
[ -n "$fingerprint" ] && grep -qF -- "$fingerprint" "$LAB_HOME/ssh-fingerprint.txt" || fail "~/ssh-fingerprint.txt does not contain the SHA256 fingerprint of ~/.ssh/id_ed25519.pub." \
  "لا يحتوي ~/ssh-fingerprint.txt على بصمة SHA256 للمفتاح ~/.ssh/id_ed25519.pub." \
  "~/ssh-fingerprint.txt میں ~/.ssh/id_ed25519.pub کا SHA256 فنگرپرنٹ موجود نہیں۔"
exit 0
