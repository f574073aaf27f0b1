log="$LAB_HOME/logs/access.log"
errors="$LAB_HOME/reports/errors.log"
count="$LAB_HOME/reports/error-count.txt"
[ -d "$LAB_HOME/reports" ] || fail "There is no folder ~/reports: create it with mkdir ~/reports." \
  "لا يوجد مجلد ~/reports: أنشئه باستخدام mkdir ~/reports." \
  "فولڈر ~/reports موجود نہیں: اسے mkdir ~/reports سے بنائیں۔"
[ -f "$errors" ] || fail "There is no file ~/reports/errors.log with the error lines of the log." \
  "لا يوجد ملف ~/reports/errors.log يضم أسطر الأخطاء من السجل." \
  "لاگ کی غلطیوں والی سطروں کی فائل ~/reports/errors.log موجود نہیں۔"
expected=$(awk '$9 ~ /^5[0-9][0-9]$/' "$log")
want=$(printf '%s\n' "$expected" | wc -l)
got=$(wc -l < "$errors")
printf '%s\n' "$expected" | cmp -s - "$errors" || fail "~/reports/errors.log must hold exactly the lines of access.log whose status code is 500-599, in their order; it has $got lines, and not exactly those." \
  "يجب أن يحتوي ~/reports/errors.log على أسطر access.log التي رمز حالتها بين 500 و599 فقط وبترتيبها؛ عدد أسطره الآن $got، وهي ليست تلك الأسطر بالضبط." \
  "~/reports/errors.log میں access.log کی صرف وہ سطریں اپنی ترتیب سے ہونی چاہییں جن کا اسٹیٹس کوڈ 500 سے 599 تک ہے؛ اس میں $got سطریں ہیں اور وہ بالکل یہی نہیں۔"
[ -f "$count" ] || fail "There is no file ~/reports/error-count.txt with the number of error lines." \
  "لا يوجد ملف ~/reports/error-count.txt يضم عدد أسطر الأخطاء." \
  "غلطیوں والی سطروں کی تعداد کی فائل ~/reports/error-count.txt موجود نہیں۔"
content=$(tr -d ' \t\n' < "$count")
[ "$content" = "$want" ] || fail "~/reports/error-count.txt must contain only the number of lines in errors.log; it contains: $(head -n 1 "$count" | cut -c 1-80)" \
  "يجب أن يحتوي ~/reports/error-count.txt على عدد أسطر errors.log وحده؛ محتواه الآن: $(head -n 1 "$count" | cut -c 1-80)" \
  "~/reports/error-count.txt میں صرف errors.log کی سطروں کی تعداد ہونی چاہیے؛ اس میں یہ ہے: $(head -n 1 "$count" | cut -c 1-80)"
