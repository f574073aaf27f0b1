script="$LAB_HOME/ops/greet.sh"
[ -x "$script" ] || fail "~/ops/greet.sh is missing or not executable." \
  "السكربت ~/ops/greet.sh غير موجود أو غير قابل للتنفيذ." \
  "~/ops/greet.sh موجود نہیں یا قابلِ اجرا نہیں۔"
tmp=$(mktemp -d) && trap 'as-learner rm -rf "$tmp" 2>/dev/null; rm -rf "$tmp"' EXIT
mkdir "$tmp/run" && cp "$script" "$tmp/run/greet.sh" && chmod 755 "$tmp/run/greet.sh" && chmod 1777 "$tmp" "$tmp/run"
run() { (cd "$tmp/run" && HOME="$tmp/run" timeout 3 as-learner ./greet.sh "$@" </dev/null >"$tmp/out" 2>"$tmp/err"); code=$?; out=$(cat "$tmp/out"); }
run Omar 3
[ "$code" -eq 0 ] && [ "$out" = "$(printf 'Hello, Omar!\nHello, Omar!\nHello, Omar!')" ] || fail "./greet.sh Omar 3 must print Hello, Omar! 3 times and exit 0; it printed $(grep -c . "$tmp/out") line(s) and exited $code." \
  "يجب أن يطبع ./greet.sh Omar 3 النص Hello, Omar! ثلاث مرات وينتهي بالرمز 0؛ لكن عدد الأسطر التي طبعها $(grep -c . "$tmp/out") وانتهى بالرمز $code." \
  "./greet.sh Omar 3 کو تین بار Hello, Omar! چھاپ کر 0 کے ساتھ ختم ہونا چاہیے؛ اس کی چھاپی ہوئی سطروں کی تعداد $(grep -c . "$tmp/out") تھی اور یہ $code کے ساتھ ختم ہوا۔"
run Omar
[ "$code" -eq 0 ] && [ "$out" = "Hello, Omar!" ] || fail "./greet.sh Omar (without COUNT) must print Hello, Omar! once and exit 0." \
  "يجب أن يطبع ./greet.sh Omar (دون COUNT) النص Hello, Omar! مرة واحدة وينتهي بالرمز 0." \
  "./greet.sh Omar (COUNT کے بغیر) کو ایک بار Hello, Omar! چھاپ کر 0 کے ساتھ ختم ہونا چاہیے۔"
for bad in abc 0 -1 2x; do
  run Omar "$bad"
  [ "$code" -eq 2 ] && [ -z "$out" ] || fail "./greet.sh Omar $bad must refuse the COUNT: print an error on stderr and exit with code 2; it exited with $code." \
    "يجب أن يرفض ./greet.sh Omar $bad قيمة COUNT: يطبع خطأ على stderr وينتهي بالرمز 2؛ لكنه انتهى بالرمز $code." \
    "./greet.sh Omar $bad کو یہ COUNT رد کرنا چاہیے: stderr پر غلطی چھاپ کر ایگزٹ کوڈ 2 کے ساتھ ختم ہو؛ یہ $code کے ساتھ ختم ہوا۔"
done
run
[ "$code" -eq 1 ] && [ -z "$out" ] || fail "./greet.sh without arguments must print its usage on stderr and exit with code 1; it exited with $code." \
  "يجب أن يطبع ./greet.sh دون وسائط طريقة استخدامه على stderr وينتهي بالرمز 1؛ لكنه انتهى بالرمز $code." \
  "آرگیومنٹس کے بغیر ./greet.sh کو stderr پر استعمال کا طریقہ چھاپ کر ایگزٹ کوڈ 1 کے ساتھ ختم ہونا چاہیے؛ یہ $code کے ساتھ ختم ہوا۔"
run Omar 2 extra
[ "$code" -eq 1 ] && [ -z "$out" ] || fail "./greet.sh Omar 2 extra (too many arguments) must print its usage on stderr and exit with code 1; it exited with $code." \
  "يجب أن يطبع ./greet.sh Omar 2 extra (وسائط أكثر من اللازم) طريقة استخدامه على stderr وينتهي بالرمز 1؛ لكنه انتهى بالرمز $code." \
  "./greet.sh Omar 2 extra (ضرورت سے زیادہ آرگیومنٹس) کو stderr پر استعمال کا طریقہ چھاپ کر ایگزٹ کوڈ 1 کے ساتھ ختم ہونا چاہیے؛ یہ $code کے ساتھ ختم ہوا۔"
exit 0
