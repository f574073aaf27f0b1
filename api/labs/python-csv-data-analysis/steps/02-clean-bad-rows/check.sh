out=$(python3 - <<'PY'
import csv, os, shutil, subprocess, sys, tempfile
from datetime import datetime

def bad(en, ar, ur):
    print(en); print(ar); print(ur); sys.exit(1)

def problem(row):
    """Why a row of sales.csv is not valid, in the three languages, or None."""
    date, region, _, units, price = (row + [None] * 5)[:5]
    try:
        datetime.strptime(date or "", "%Y-%m-%d")
    except ValueError:
        return ("its date '%s' is not a real YYYY-MM-DD date" % date, "تاريخه '%s' ليس تاريخًا حقيقيًا بالشكل YYYY-MM-DD" % date, "اس کی تاریخ '%s' حقیقی YYYY-MM-DD تاریخ نہیں" % date)
    if not region:
        return ("its region is empty", "منطقته فارغة", "اس کا region خالی ہے")
    try:
        ok = int(units) > 0
    except (TypeError, ValueError):
        ok = False
    if not ok:
        return ("its units '%s' is not a whole number above 0" % units, "قيمة units فيه '%s' ليست عددًا صحيحًا أكبر من 0" % units, "اس کا units '%s' صفر سے بڑا پورا عدد نہیں" % units)
    try:
        ok = float(price) > 0
    except (TypeError, ValueError):
        ok = False
    if not ok:
        return ("its unit_price '%s' is not a number above 0" % price, "قيمة unit_price فيه '%s' ليست عددًا أكبر من 0" % price, "اس کا unit_price '%s' صفر سے بڑا عدد نہیں" % price)
    return None

with open((os.environ["LAB_HOME"] + "/data/sales.csv"), newline="") as f:
    raw = list(csv.reader(f))
header, body = raw[0], raw[1:]
want = [r for r in body if problem(r) is None]
rejected = len(body) - len(want)

script = (os.environ["LAB_HOME"] + "/analysis/clean.py")
if not os.path.isfile(script):
    bad("There is no script ~/analysis/clean.py yet: create it with the code shown.",
        "لا يوجد السكربت ~/analysis/clean.py بعد: أنشئه بالشيفرة المعروضة.",
        "اسکرپٹ ~/analysis/clean.py ابھی موجود نہیں: دکھائے گئے کوڈ سے اسے بنائیں۔")
cleaned = (os.environ["LAB_HOME"] + "/data/sales_clean.csv")
if not os.path.isfile(cleaned):
    bad("There is no ~/data/sales_clean.csv yet: run python3 ~/analysis/clean.py ~/data/sales.csv ~/data/sales_clean.csv",
        "لا يوجد ~/data/sales_clean.csv بعد: نفّذ python3 ~/analysis/clean.py ~/data/sales.csv ~/data/sales_clean.csv",
        "~/data/sales_clean.csv ابھی موجود نہیں: python3 ~/analysis/clean.py ~/data/sales.csv ~/data/sales_clean.csv چلائیں۔")

def compare(rows, names):
    name = names[0]
    if not rows or rows[0] != header:
        first = ",".join(rows[0]) if rows else ""
        bad("The first line of %s is '%s'; expected the header %s." % (name, first, ",".join(header)),
            "السطر الأول في %s هو '%s'؛ والمتوقع سطر العناوين %s." % (names[1], first, ",".join(header)),
            "%s کی پہلی سطر '%s' ہے؛ سرخی %s ہونی چاہیے۔" % (names[2], first, ",".join(header)))
    rows = rows[1:]
    for r in rows:
        why = problem(r)
        if why:
            line = ",".join(r)
            bad("%s still has the row '%s': %s." % (name, line, why[0]),
                "لا يزال في %s الصف '%s': %s." % (names[1], line, why[1]),
                "%s میں اب بھی قطار '%s' موجود ہے: %s۔" % (names[2], line, why[2]))
    lost = [r for r in want if r not in rows]
    if lost:
        line = ",".join(lost[0])
        bad("%s lacks %d valid row(s), for example '%s': keep every valid row unchanged." % (name, len(lost), line),
            "يغيب عن %s %d من الصفوف الصالحة، مثل '%s': أبقِ كل صف صالح دون تغيير." % (names[1], len(lost), line),
            "%s میں %d درست قطاریں نہیں، مثلاً '%s': ہر درست قطار بغیر تبدیلی کے رکھیں۔" % (names[2], len(lost), line))
    if rows != want:
        bad("%s has %d rows; expected exactly the %d valid rows, once each, in the order of sales.csv." % (name, len(rows), len(want)),
            "في %s عدد %d من الصفوف؛ والمتوقع الصفوف الصالحة وعددها %d بالضبط، كل منها مرة واحدة، بترتيب sales.csv." % (names[1], len(rows), len(want)),
            "%s میں %d قطاریں ہیں؛ ٹھیک %d درست قطاریں متوقع ہیں، ہر ایک ایک بار، sales.csv کی ترتیب میں۔" % (names[2], len(rows), len(want)))

with open(cleaned, newline="") as f:
    compare([r for r in csv.reader(f) if r], ("~/data/sales_clean.csv",) * 3)

# Run the script again, into a folder of the check's own, and read what it prints.
tmp = tempfile.mkdtemp()
os.chmod(tmp, 0o1777)  # the learner\'s script (run as the learner) reads and writes here
try:
    target = os.path.join(tmp, "out.csv")
    try:
        p = subprocess.run(["as-learner", sys.executable, script, (os.environ["LAB_HOME"] + "/data/sales.csv"), target], cwd=tmp, stdin=subprocess.DEVNULL, capture_output=True, text=True, timeout=4)
    except subprocess.TimeoutExpired:
        bad("clean.py did not finish within 4 seconds.", "لم ينتهِ clean.py خلال 4 ثوانٍ.", "clean.py چار سیکنڈ میں مکمل نہیں ہوا۔")
    if p.returncode != 0:
        err = ((p.stderr or "").strip().splitlines() or ["exit code %d" % p.returncode])[-1][:200]
        bad("python3 clean.py ~/data/sales.csv <output file> failed: %s" % err,
            "فشل تنفيذ python3 clean.py ~/data/sales.csv <ملف الإخراج>: %s" % err,
            "python3 clean.py ~/data/sales.csv <آؤٹ پٹ فائل> ناکام ہوا: %s" % err)
    if not os.path.isfile(target):
        bad("clean.py did not write the file named by its second argument (sys.argv[2]).",
            "لم يكتب clean.py الملف المذكور في وسيطه الثاني (sys.argv[2]).",
            "clean.py نے دوسرے آرگیومنٹ (sys.argv[2]) والی فائل نہیں لکھی۔")
    with open(target, newline="") as f:
        compare([r for r in csv.reader(f) if r], ("the output file of clean.py", "ملف إخراج clean.py", "clean.py کی آؤٹ پٹ فائل"))
finally:
    shutil.rmtree(tmp, ignore_errors=True)
got = {}
for line in p.stdout.splitlines():
    if ":" in line:
        key, value = line.split(":", 1)
        got[key.strip().lower()] = value.strip()
for key, value in (("kept", len(want)), ("rejected", rejected)):
    if got.get(key) != str(value):
        bad("clean.py should print '%s: %d'; it printed '%s: %s'." % (key, value, key, got.get(key, "")),
            "يجب أن يطبع clean.py السطر '%s: %d'؛ لكنه طبع '%s: %s'." % (key, value, key, got.get(key, "")),
            "clean.py کو '%s: %d' دکھانا چاہیے؛ اس نے '%s: %s' دکھایا۔" % (key, value, key, got.get(key, "")))
PY
) || { mapfile -t m <<<"$out"; fail "${m[0]:-The check could not run ~/analysis/clean.py.}" "${m[1]:-تعذّر على الفحص تشغيل ~/analysis/clean.py.}" "${m[2]:-جانچ ~/analysis/clean.py نہیں چلا سکی۔}"; }
exit 0
