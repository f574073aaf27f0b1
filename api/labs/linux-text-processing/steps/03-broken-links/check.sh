log="$LAB_HOME/logs/access.log"
report="$LAB_HOME/reports/broken-links.txt"
[ -f "$report" ] || fail "There is no file ~/reports/broken-links.txt with the paths that got a 404." \
  "لا يوجد ملف ~/reports/broken-links.txt يضم المسارات التي حصلت على 404." \
  "404 پانے والے پاتھس کی فائل ~/reports/broken-links.txt موجود نہیں۔"
expected=$(awk '$9 == 404 {print $7}' "$log" | sort -u)
want=$(printf '%s\n' "$expected" | wc -l)
got=$(wc -l < "$report")
printf '%s\n' "$expected" | cmp -s - "$report" || fail "~/reports/broken-links.txt must list each path that got a 404 once, sorted, one per line and nothing else: $want lines are expected, it has $got." \
  "يجب أن يضم ~/reports/broken-links.txt كل مسار حصل على 404 مرة واحدة، مرتبًا، مسارًا في كل سطر ولا شيء غير ذلك: المتوقع $want أسطر، وعدد أسطره الآن $got." \
  "~/reports/broken-links.txt میں 404 پانے والا ہر پاتھ ایک بار، ترتیب سے، ہر سطر میں ایک ہونا چاہیے اور کچھ نہیں: $want سطریں متوقع ہیں، اس میں $got ہیں۔"
