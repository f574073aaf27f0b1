report="$LAB_HOME/world-writable.txt"
[ -f "$report" ] || fail "There is no report ~/world-writable.txt yet; save the output of find ~/shared -perm -0002 in it." \
  "لا يوجد التقرير ~/world-writable.txt بعد؛ احفظ فيه ناتج find ~/shared -perm -0002." \
  "ابھی ~/world-writable.txt رپورٹ موجود نہیں؛ اس میں find ~/shared -perm -0002 کا آؤٹ پٹ محفوظ کریں۔"
# The paths the lab's setup made writable by others (the last word of each line, relative to ~/shared).
listed=$(awk 'NF { p = $NF; sub(/^.*shared\//, "", p); sub(/^\.\//, "", p); print p }' "$report" | sort -u)
expected=$(printf '%s\n' deploy.sh reports reports/weekly.txt secrets secrets/db-password.txt)
missing=$(comm -13 <(printf '%s\n' "$listed") <(printf '%s\n' "$expected") | paste -sd ' ')
extra=$(comm -23 <(printf '%s\n' "$listed") <(printf '%s\n' "$expected") | paste -sd ' ')
[ -z "$missing" ] || fail "The report ~/world-writable.txt misses these world-writable paths of ~/shared: $missing" \
  "ينقص التقرير ~/world-writable.txt هذه المسارات في ~/shared التي يستطيع الجميع الكتابة فيها: $missing" \
  "رپورٹ ~/world-writable.txt میں ~/shared کے یہ راستے نہیں جن میں ہر کوئی لکھ سکتا ہے: $missing"
[ -z "$extra" ] || fail "The report ~/world-writable.txt lists paths that others cannot write: $extra" \
  "يذكر التقرير ~/world-writable.txt مسارات لا يستطيع الآخرون الكتابة فيها: $extra" \
  "رپورٹ ~/world-writable.txt میں ایسے راستے ہیں جن میں دوسرے نہیں لکھ سکتے: $extra"
exit 0
