script="$LAB_HOME/ops/backup.sh"
[ -f "$script" ] || fail "There is no script ~/ops/backup.sh." \
  "لا يوجد سكربت ~/ops/backup.sh." \
  "اسکرپٹ ~/ops/backup.sh موجود نہیں۔"
[ -x "$script" ] || fail "~/ops/backup.sh is not executable: run chmod +x ~/ops/backup.sh" \
  "السكربت ~/ops/backup.sh غير قابل للتنفيذ: شغّل chmod +x ~/ops/backup.sh" \
  "~/ops/backup.sh قابلِ اجرا نہیں: chmod +x ~/ops/backup.sh چلائیں۔"
# A copy of the script backs up a test folder of the check's own, into a folder that does not exist yet.
tmp=$(mktemp -d) && trap 'as-learner rm -rf "$tmp" 2>/dev/null; rm -rf "$tmp"' EXIT
mkdir -p "$tmp/run" "$tmp/srv/shop-data/invoices"
cp "$script" "$tmp/run/backup.sh" && chmod 755 "$tmp/run/backup.sh" && chmod 1777 "$tmp" "$tmp/run"
echo "id,total" > "$tmp/srv/shop-data/orders.csv"
echo "invoice 7" > "$tmp/srv/shop-data/invoices/7.txt"
run() { (cd "$tmp/run" && HOME="$tmp/run" timeout 5 as-learner ./backup.sh "$@" </dev/null >"$tmp/out" 2>"$tmp/err"); code=$?; }
archive="$tmp/out-dir/shop-data-$(date +%F).tar.gz"
run "$tmp/srv/shop-data" "$tmp/out-dir"
[ "$code" -eq 0 ] || fail "backup.sh SOURCE DEST failed (exit code $code): $(head -n 1 "$tmp/err" | cut -c 1-80)" \
  "فشل backup.sh SOURCE DEST (رمز الخروج $code): $(head -n 1 "$tmp/err" | cut -c 1-80)" \
  "backup.sh SOURCE DEST ناکام ہوا (ایگزٹ کوڈ $code): $(head -n 1 "$tmp/err" | cut -c 1-80)"
[ -f "$archive" ] || fail "Backing up a folder named shop-data into DEST did not create DEST/shop-data-$(date +%F).tar.gz (DEST may not exist yet: create it with mkdir -p)." \
  "نسخ مجلد باسم shop-data احتياطيًا إلى DEST لم ينشئ DEST/shop-data-$(date +%F).tar.gz (قد لا يكون DEST موجودًا بعد: أنشئه باستخدام mkdir -p)." \
  "shop-data نام کے فولڈر کا DEST میں بیک اپ لینے سے DEST/shop-data-$(date +%F).tar.gz نہیں بنی (ہو سکتا ہے DEST ابھی موجود نہ ہو: اسے mkdir -p سے بنائیں)۔"
list=$(tar -tzf "$archive" 2>/dev/null) || fail "The archive backup.sh created is not a valid .tar.gz file: use tar -czf." \
  "الأرشيف الذي أنشأه backup.sh ليس ملف .tar.gz صالحًا: استخدم tar -czf." \
  "backup.sh کی بنائی ہوئی آرکائیو درست .tar.gz فائل نہیں: tar -czf استعمال کریں۔"
printf '%s\n' "$list" | grep -qE '^(\./)?shop-data/invoices/7\.txt$' && printf '%s\n' "$list" | grep -qE '^(\./)?shop-data/orders\.csv$' || fail "The archive must hold the folder under its own name (shop-data/orders.csv, shop-data/invoices/7.txt), not full paths: use tar -C \"\$(dirname \"\$source\")\"." \
  "يجب أن يحتوي الأرشيف على المجلد باسمه (shop-data/orders.csv وshop-data/invoices/7.txt) لا على المسارات الكاملة: استخدم tar -C \"\$(dirname \"\$source\")\"." \
  "آرکائیو میں فولڈر اپنے نام کے ساتھ ہونا چاہیے (shop-data/orders.csv، shop-data/invoices/7.txt)، پورے پاتھ کے ساتھ نہیں: tar -C \"\$(dirname \"\$source\")\" استعمال کریں۔"
grep -qF "$archive" "$tmp/out" || fail "backup.sh must print the path of the archive it created." \
  "يجب أن يطبع backup.sh مسار الأرشيف الذي أنشأه." \
  "backup.sh کو اپنی بنائی ہوئی آرکائیو کا پاتھ چھاپنا چاہیے۔"
run "$tmp/srv/missing" "$tmp/out-missing"
[ "$code" -ne 0 ] || fail "backup.sh must refuse a SOURCE that is not a folder and exit with a non-zero code; it exited with 0." \
  "يجب أن يرفض backup.sh مصدرًا SOURCE ليس مجلدًا وينتهي برمز غير الصفر؛ لكنه انتهى بالرمز 0." \
  "backup.sh کو ایسا SOURCE رد کرنا چاہیے جو فولڈر نہ ہو اور صفر کے علاوہ کسی کوڈ کے ساتھ ختم ہونا چاہیے؛ یہ 0 کے ساتھ ختم ہوا۔"
run
[ "$code" -ne 0 ] || fail "backup.sh without arguments must print its usage on stderr and exit with a non-zero code; it exited with 0." \
  "يجب أن يطبع backup.sh دون وسائط طريقة استخدامه على stderr وينتهي برمز غير الصفر؛ لكنه انتهى بالرمز 0." \
  "آرگیومنٹس کے بغیر backup.sh کو stderr پر استعمال کا طریقہ چھاپ کر صفر کے علاوہ کسی کوڈ کے ساتھ ختم ہونا چاہیے؛ یہ 0 کے ساتھ ختم ہوا۔"
exit 0
