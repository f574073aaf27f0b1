log="$LAB_HOME/logs/access.log"
report="$LAB_HOME/reports/top-ips.txt"
[ -f "$report" ] || fail "There is no file ~/reports/top-ips.txt with the five busiest IP addresses." \
  "لا يوجد ملف ~/reports/top-ips.txt يضم عناوين IP الخمسة الأكثر نشاطًا." \
  "پانچ سب سے زیادہ آنے والے IP ایڈریسز کی فائل ~/reports/top-ips.txt موجود نہیں۔"
lines=$(grep -c . "$report")
[ "$lines" -eq 5 ] || fail "~/reports/top-ips.txt must have exactly 5 lines (the top five, from head -5); it has $lines." \
  "يجب أن يحتوي ~/reports/top-ips.txt على 5 أسطر بالضبط (الخمسة الأوائل، باستخدام head -5)؛ عدد أسطره الآن $lines." \
  "~/reports/top-ips.txt میں ٹھیک 5 سطریں ہونی چاہییں (head -5 سے پہلے پانچ)؛ اس میں $lines سطریں ہیں۔"
expected=$(awk '{print $1}' "$log" | sort | uniq -c | sort -rn | head -5 | awk '{print $1, $2}')
got=$(awk 'NF {print $1, $2}' "$report")
[ "$got" = "$expected" ] || fail "~/reports/top-ips.txt does not list the five most frequent IP addresses: each line must be a count then an address (as uniq -c prints), biggest count first." \
  "لا يعرض ~/reports/top-ips.txt عناوين IP الخمسة الأكثر تكرارًا: يجب أن يكون كل سطر عددًا ثم عنوانًا (كما يطبعه uniq -c)، والعدد الأكبر أولًا." \
  "~/reports/top-ips.txt میں سب سے زیادہ آنے والے پانچ IP ایڈریس نہیں: ہر سطر میں پہلے تعداد اور پھر ایڈریس ہونا چاہیے (جیسے uniq -c چھاپتا ہے)، سب سے بڑی تعداد پہلے۔"
