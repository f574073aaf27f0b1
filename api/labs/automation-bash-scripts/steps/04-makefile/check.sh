ops="$LAB_HOME/ops"
[ -f "$ops/Makefile" ] || fail "There is no ~/ops/Makefile." \
  "لا يوجد ملف ~/ops/Makefile." \
  "~/ops/Makefile موجود نہیں۔"
for script in greet.sh backup.sh; do
  [ -x "$ops/$script" ] || fail "~/ops/$script is missing or not executable: finish the previous steps first." \
    "السكربت ~/ops/$script غير موجود أو غير قابل للتنفيذ: أنجز الخطوات السابقة أولًا." \
    "~/ops/$script موجود نہیں یا قابلِ اجرا نہیں: پہلے پچھلے مراحل مکمل کریں۔"
done
# make runs on copies of the Makefile and the scripts, with a home folder of the check's own.
tmp=$(mktemp -d) && trap 'as-learner rm -rf "$tmp" 2>/dev/null; rm -rf "$tmp"' EXIT
mkdir -p "$tmp/ops" "$tmp/home" "$tmp/srv/shop-data"
cp "$ops/Makefile" "$ops/greet.sh" "$ops/backup.sh" "$tmp/ops/" && chmod 755 "$tmp/ops/greet.sh" "$tmp/ops/backup.sh" && chmod 1777 "$tmp" "$tmp/ops" "$tmp/home"
echo "id,total" > "$tmp/srv/shop-data/orders.csv"
runmake() { (cd "$tmp/ops" && HOME="$tmp/home" timeout 5 as-learner make -s "$@" </dev/null >"$tmp/out" 2>"$tmp/err"); code=$?; }
runmake greet NAME=Omar
grep -q "missing separator" "$tmp/err" && fail "make says \"missing separator\": every command line of a target must start with a Tab, not spaces." \
  "يقول make إن \"missing separator\": يجب أن يبدأ كل سطر أمر في الهدف بحرف Tab لا بمسافات." \
  "make کہتا ہے \"missing separator\": ہر ٹارگٹ کی ہر کمانڈ والی سطر Tab سے شروع ہونی چاہیے، خالی جگہوں سے نہیں۔"
for target in check greet backup; do
  grep -qE "^$target[[:space:]]*:" "$ops/Makefile" || fail "~/ops/Makefile has no target named $target." \
    "لا يحتوي ~/ops/Makefile على هدف باسم $target." \
    "~/ops/Makefile میں $target نام کا کوئی ٹارگٹ نہیں۔"
done
[ "$code" -eq 0 ] && grep -qx "Hello, Omar!" "$tmp/out" || fail "make greet NAME=Omar must run ./greet.sh Omar and print Hello, Omar!; it exited with $code." \
  "يجب أن يشغّل make greet NAME=Omar الأمر ./greet.sh Omar ويطبع Hello, Omar!؛ لكنه انتهى بالرمز $code." \
  "make greet NAME=Omar کو ./greet.sh Omar چلا کر Hello, Omar! چھاپنا چاہیے؛ یہ $code کے ساتھ ختم ہوا۔"
runmake greet
[ "$code" -eq 0 ] && grep -qx "Hello, World!" "$tmp/out" || fail "make greet without NAME must print Hello, World!: give NAME a default with NAME ?= World." \
  "يجب أن يطبع make greet دون NAME النص Hello, World!: أعطِ NAME قيمة افتراضية باستخدام NAME ?= World." \
  "NAME کے بغیر make greet کو Hello, World! چھاپنا چاہیے: NAME ?= World سے NAME کی ڈیفالٹ قدر رکھیں۔"
runmake backup SRC="$tmp/srv/shop-data" DEST="$tmp/backups"
[ "$code" -eq 0 ] && [ -f "$tmp/backups/shop-data-$(date +%F).tar.gz" ] || fail "make backup SRC=... DEST=... must run ./backup.sh \$(SRC) \$(DEST) and create the archive in DEST; it exited with $code." \
  "يجب أن يشغّل make backup SRC=... DEST=... الأمر ./backup.sh \$(SRC) \$(DEST) وينشئ الأرشيف في DEST؛ لكنه انتهى بالرمز $code." \
  "make backup SRC=... DEST=... کو ./backup.sh \$(SRC) \$(DEST) چلا کر DEST میں آرکائیو بنانی چاہیے؛ یہ $code کے ساتھ ختم ہوا۔"
runmake check
[ "$code" -eq 0 ] || fail "make check fails on your scripts (exit code $code): $(head -n 1 "$tmp/err" | cut -c 1-80)" \
  "يفشل make check على سكربتاتك (رمز الخروج $code): $(head -n 1 "$tmp/err" | cut -c 1-80)" \
  "make check آپ کے اسکرپٹس پر ناکام ہوتا ہے (ایگزٹ کوڈ $code): $(head -n 1 "$tmp/err" | cut -c 1-80)"
echo 'if then' >> "$tmp/ops/greet.sh"
runmake check
[ "$code" -ne 0 ] || fail "make check must fail when a script has a syntax error: run bash -n greet.sh and bash -n backup.sh in it." \
  "يجب أن يفشل make check عندما يحتوي سكربت على خطأ في الصياغة: شغّل فيه bash -n greet.sh وbash -n backup.sh." \
  "جب کسی اسکرپٹ میں syntax کی غلطی ہو تو make check کو ناکام ہونا چاہیے: اس میں bash -n greet.sh اور bash -n backup.sh چلائیں۔"
exit 0
