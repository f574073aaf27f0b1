out=$(python3 - <<'PY'
import csv, io, os, shutil, subprocess, sys, tempfile
from decimal import Decimal

def bad(en, ar, ur):
    print(en); print(ar); print(ur); sys.exit(1)

script = (os.environ["LAB_HOME"] + "/analysis/summary.py")
if not os.path.isfile(script):
    bad("There is no script ~/analysis/summary.py: create it as in step 1, then extend it.",
        "لا يوجد السكربت ~/analysis/summary.py: أنشئه كما في الخطوة 1 ثم وسّعه.",
        "اسکرپٹ ~/analysis/summary.py موجود نہیں: اسے مرحلہ 1 کی طرح بنائیں، پھر بڑھائیں۔")
# A clean test file of the check's own, and its figures.
sample = """date,region,product,units,unit_price
2024-07-01,North,Backpack,2,24.90
2024-07-01,West,Notebook,12,3.50
2024-07-02,East,Headphones,1,53.10
2024-07-02,North,Water Bottle,5,8.75
2024-07-03,South,Backpack,1,22.41
2024-07-03,West,Desk Lamp,3,19.00
2024-07-04,East,Notebook,7,3.15
2024-07-05,South,Headphones,2,59.00
"""
rows = list(csv.DictReader(io.StringIO(sample)))
want = {
    "rows": str(len(rows)),
    "products": ", ".join(sorted({r["product"] for r in rows})),
    "units": str(sum(int(r["units"]) for r in rows)),
    "revenue": sum(int(r["units"]) * Decimal(r["unit_price"]) for r in rows),
}
tmp = tempfile.mkdtemp()
os.chmod(tmp, 0o1777)  # the learner\'s script (run as the learner) reads and writes here
try:
    path = os.path.join(tmp, "test.csv")
    with open(path, "w") as f:
        f.write(sample)
    try:
        p = subprocess.run(["as-learner", sys.executable, script, path], cwd=tmp, stdin=subprocess.DEVNULL, capture_output=True, text=True, timeout=4)
    except subprocess.TimeoutExpired:
        bad("summary.py did not finish within 4 seconds on an 8-row test file.",
            "لم ينتهِ summary.py خلال 4 ثوانٍ على ملف اختبار من 8 صفوف.",
            "summary.py آٹھ قطاروں کی ٹیسٹ فائل پر 4 سیکنڈ میں مکمل نہیں ہوا۔")
finally:
    shutil.rmtree(tmp, ignore_errors=True)
if p.returncode != 0:
    err = ((p.stderr or "").strip().splitlines() or ["exit code %d" % p.returncode])[-1][:200]
    bad("python3 summary.py <clean test file> failed: %s" % err,
        "فشل تنفيذ python3 summary.py على ملف الاختبار النظيف: %s" % err,
        "python3 summary.py صاف ٹیسٹ فائل پر ناکام ہوا: %s" % err)
got = {}
for line in p.stdout.splitlines():
    if ":" in line:
        key, value = line.split(":", 1)
        got[key.strip().lower()] = value.strip()
for key in ("units", "revenue", "rows", "products"):
    if key not in got:
        bad("summary.py prints no '%s:' line: it must print rows, products, units and revenue." % key,
            "لا يطبع summary.py سطر '%s:': يجب أن يطبع rows وproducts وunits وrevenue." % key,
            "summary.py کوئی '%s:' سطر نہیں دکھاتا: اسے rows، products، units اور revenue دکھانے چاہییں۔" % key)
for key in ("rows", "products", "units"):
    if got[key] != want[key]:
        bad("For the test file, summary.py printed '%s: %s'; expected '%s: %s'." % (key, got[key], key, want[key]),
            "لملف الاختبار طبع summary.py السطر '%s: %s'؛ والمتوقع '%s: %s'." % (key, got[key], key, want[key]),
            "ٹیسٹ فائل کے لیے summary.py نے '%s: %s' دکھایا؛ '%s: %s' متوقع ہے۔" % (key, got[key], key, want[key]))
try:
    revenue = Decimal(got["revenue"])
except Exception:
    revenue = None
if revenue is None or abs(revenue - want["revenue"]) > Decimal("0.005"):
    bad("For the test file, summary.py printed 'revenue: %s'; expected 'revenue: %.2f' (the sum of units * unit_price)." % (got["revenue"], want["revenue"]),
        "لملف الاختبار طبع summary.py السطر 'revenue: %s'؛ والمتوقع 'revenue: %.2f' (مجموع units * unit_price)." % (got["revenue"], want["revenue"]),
        "ٹیسٹ فائل کے لیے summary.py نے 'revenue: %s' دکھایا؛ 'revenue: %.2f' متوقع ہے (units * unit_price کا مجموعہ)۔" % (got["revenue"], want["revenue"]))
if got["revenue"] != "%.2f" % want["revenue"]:
    bad("revenue is right but printed as '%s': print it with 2 decimals, f\"{revenue:.2f}\", to get '%.2f'." % (got["revenue"], want["revenue"]),
        "قيمة revenue صحيحة لكنها طُبعت '%s': اطبعها بمنزلتين عشريتين، f\"{revenue:.2f}\"، لتصبح '%.2f'." % (got["revenue"], want["revenue"]),
        "revenue درست ہے مگر '%s' کی صورت میں چھپا: اسے دو اعشاریہ کے ساتھ f\"{revenue:.2f}\" سے دکھائیں تاکہ '%.2f' آئے۔" % (got["revenue"], want["revenue"]))
PY
) || { mapfile -t m <<<"$out"; fail "${m[0]:-The check could not run ~/analysis/summary.py.}" "${m[1]:-تعذّر على الفحص تشغيل ~/analysis/summary.py.}" "${m[2]:-جانچ ~/analysis/summary.py نہیں چلا سکی۔}"; }
exit 0
