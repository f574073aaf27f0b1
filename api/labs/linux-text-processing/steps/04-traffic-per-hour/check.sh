log="$LAB_HOME/logs/access.log"
report="$LAB_HOME/reports/requests-per-hour.txt"
[ -f "$report" ] || fail "There is no file ~/reports/requests-per-hour.txt with the number of requests in each hour." \
  "لا يوجد ملف ~/reports/requests-per-hour.txt يضم عدد الطلبات في كل ساعة." \
  "ہر گھنٹے کی درخواستوں کی تعداد والی فائل ~/reports/requests-per-hour.txt موجود نہیں۔"
expected=$(cut -d: -f2 "$log" | sort | uniq -c | awk '{print $1, $2}')
got=$(awk 'NF {print $1, $2}' "$report")
want=$(printf '%s\n' "$expected" | wc -l)
[ "$got" = "$expected" ] || fail "~/reports/requests-per-hour.txt must have $want lines, one per hour: the number of requests, then the two-digit hour (as uniq -c prints), from the earliest hour to the latest." \
  "يجب أن يحتوي ~/reports/requests-per-hour.txt على $want أسطر، سطر لكل ساعة: عدد الطلبات ثم الساعة برقمين (كما يطبعه uniq -c)، من أبكر ساعة إلى آخرها." \
  "~/reports/requests-per-hour.txt میں $want سطریں ہونی چاہییں، ہر گھنٹے کی ایک: پہلے درخواستوں کی تعداد، پھر دو ہندسوں کا گھنٹہ (جیسے uniq -c چھاپتا ہے)، سب سے پہلے گھنٹے سے آخری تک۔"
