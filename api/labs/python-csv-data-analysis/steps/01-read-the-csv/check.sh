out=$(python3 - <<'PY'
import os, shutil, subprocess, sys, tempfile

def bad(en, ar, ur):
    print(en); print(ar); print(ur); sys.exit(1)

script = (os.environ["LAB_HOME"] + "/analysis/summary.py")
if not os.path.isfile(script):
    bad("There is no script ~/analysis/summary.py yet: create it with the code shown.",
        "لا يوجد السكربت ~/analysis/summary.py بعد: أنشئه بالشيفرة المعروضة.",
        "اسکرپٹ ~/analysis/summary.py ابھی موجود نہیں: دکھائے گئے کوڈ سے اسے بنائیں۔")
# A test file of the check's own: the script must read the file it is given, not ~/data/sales.csv.
sample = """date,region,product,units,unit_price
2024-07-01,North,Notebook,3,3.50
2024-07-01,South,Desk Lamp,1,19.00
2024-07-02,North,Water Bottle,4,8.75
2024-07-03,East,Notebook,10,3.15
2024-07-03,South,Desk Lamp,2,17.10
2024-07-04,North,Notebook,1,3.50
"""
want = {"rows": "6", "products": "Desk Lamp, Notebook, Water Bottle"}
tmp = tempfile.mkdtemp()
os.chmod(tmp, 0o1777)  # the learner\'s script (run as the learner) reads and writes here
try:
    path = os.path.join(tmp, "test.csv")
    with open(path, "w") as f:
        f.write(sample)
    try:
        p = subprocess.run(["as-learner", sys.executable, script, path], cwd=tmp, stdin=subprocess.DEVNULL, capture_output=True, text=True, timeout=4)
    except subprocess.TimeoutExpired:
        bad("summary.py did not finish within 4 seconds on a 6-row test file.",
            "لم ينتهِ summary.py خلال 4 ثوانٍ على ملف اختبار من 6 صفوف.",
            "summary.py چھ قطاروں کی ٹیسٹ فائل پر 4 سیکنڈ میں مکمل نہیں ہوا۔")
finally:
    shutil.rmtree(tmp, ignore_errors=True)
if p.returncode != 0:
    err = ((p.stderr or "").strip().splitlines() or ["exit code %d" % p.returncode])[-1][:200]
    bad("python3 summary.py <test file> failed: %s" % err,
        "فشل تنفيذ python3 summary.py على ملف الاختبار: %s" % err,
        "python3 summary.py ٹیسٹ فائل پر ناکام ہوا: %s" % err)
got = {}
for line in p.stdout.splitlines():
    if ":" in line:
        key, value = line.split(":", 1)
        got[key.strip().lower()] = value.strip()
for key in ("rows", "products"):
    if key not in got:
        bad("summary.py prints no '%s:' line; expected '%s: %s' for the test file." % (key, key, want[key]),
            "لا يطبع summary.py سطر '%s:'؛ والمتوقع '%s: %s' لملف الاختبار." % (key, key, want[key]),
            "summary.py کوئی '%s:' سطر نہیں دکھاتا؛ ٹیسٹ فائل کے لیے '%s: %s' متوقع ہے۔" % (key, key, want[key]))
if got["rows"] != want["rows"]:
    bad("For a test file with 6 rows, summary.py printed 'rows: %s'. Count the rows of the file named by sys.argv[1], without the header." % got["rows"],
        "لملف اختبار من 6 صفوف طبع summary.py السطر 'rows: %s'. عُدّ صفوف الملف المذكور في sys.argv[1] دون سطر العناوين." % got["rows"],
        "چھ قطاروں والی ٹیسٹ فائل کے لیے summary.py نے 'rows: %s' دکھایا۔ sys.argv[1] میں دی گئی فائل کی قطاریں سرخی کے بغیر گنیں۔" % got["rows"])
if got["products"] != want["products"]:
    bad("For the test file, summary.py printed 'products: %s'; expected 'products: %s' (each product once, sorted, joined by ', ')." % (got["products"], want["products"]),
        "لملف الاختبار طبع summary.py السطر 'products: %s'؛ والمتوقع 'products: %s' (كل منتج مرة واحدة، مرتبة، ومفصولة بـ ', ')." % (got["products"], want["products"]),
        "ٹیسٹ فائل کے لیے summary.py نے 'products: %s' دکھایا؛ 'products: %s' متوقع ہے (ہر پروڈکٹ ایک بار، ترتیب سے، ', ' سے جڑی ہوئی)۔" % (got["products"], want["products"]))
PY
) || { mapfile -t m <<<"$out"; fail "${m[0]:-The check could not run ~/analysis/summary.py.}" "${m[1]:-تعذّر على الفحص تشغيل ~/analysis/summary.py.}" "${m[2]:-جانچ ~/analysis/summary.py نہیں چلا سکی۔}"; }
exit 0
