shared="$LAB_HOME/shared"
for item in deploy.sh reports/weekly.txt reports/monthly.txt secrets/db-password.txt secrets/api-token.env README.md; do
  [ -s "$shared/$item" ] || fail "~/shared/$item is missing or empty; change modes only, do not delete files." \
    "الملف ~/shared/$item غير موجود أو فارغ؛ غيّر الصلاحيات فقط ولا تحذف الملفات." \
    "~/shared/$item موجود نہیں یا خالی ہے؛ صرف موڈ بدلیں، فائلیں نہ مٹائیں۔"
done
left=$(find "$shared" -perm -0002 | sed "s|^$LAB_HOME|~|" | paste -sd ' ')
[ -z "$left" ] || fail "Others can still write: $left" \
  "ما زال الآخرون يستطيعون الكتابة في: $left" \
  "دوسرے اب بھی ان میں لکھ سکتے ہیں: $left"
while read -r want item; do
  mode=$(stat -c %a "$shared/$item")
  [ "$mode" = "$want" ] || fail "~/shared/$item has mode $mode; it should be $want." \
    "صلاحيات ~/shared/$item هي $mode، ويجب أن تكون $want." \
    "~/shared/$item کا موڈ $mode ہے؛ اسے $want ہونا چاہیے۔"
done <<'END'
700 secrets
600 secrets/db-password.txt
600 secrets/api-token.env
755 deploy.sh
755 reports
644 reports/weekly.txt
END
exit 0
