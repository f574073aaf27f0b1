out=$(python3 - <<'PY'
import csv, io, json, os, shutil, subprocess, sys, tempfile
from datetime import datetime
from decimal import Decimal

def bad(en, ar, ur):
    print(en); print(ar); print(ur); sys.exit(1)

def valid(row):
    try:
        datetime.strptime(row["date"], "%Y-%m-%d")
        return bool(row["region"]) and int(row["units"]) > 0 and float(row["unit_price"]) > 0
    except (TypeError, ValueError):
        return False

def figures(rows):
    out = {}
    for r in rows:
        s = out.setdefault(r["region"], {"sales": 0, "units": 0, "revenue": Decimal(0)})
        s["sales"] += 1
        s["units"] += int(r["units"])
        s["revenue"] += int(r["units"]) * Decimal(r["unit_price"])
    return out

def compare(path, want, names):
    try:
        with open(path) as f:
            got = json.load(f)
    except ValueError as e:
        bad("%s is not valid JSON (%s): write it with json.dump." % (names[0], e),
            "%s ليس JSON صالحًا (%s): اكتبه بـ json.dump." % (names[1], e),
            "%s درست JSON نہیں (%s): اسے json.dump سے لکھیں۔" % (names[2], e))
    if not isinstance(got, dict) or sorted(got) != sorted(want):
        keys = ", ".join(sorted(got)) if isinstance(got, dict) else type(got).__name__
        bad("%s has the keys %s; expected one key per region: %s." % (names[0], keys, ", ".join(sorted(want))),
            "مفاتيح %s هي %s؛ والمتوقع مفتاح لكل منطقة: %s." % (names[1], keys, "، ".join(sorted(want))),
            "%s کی کلیدیں %s ہیں؛ ہر علاقے کی ایک کلید متوقع ہے: %s۔" % (names[2], keys, "، ".join(sorted(want))))
    for region in sorted(want):
        g, w = got[region], want[region]
        if not isinstance(g, dict) or sorted(g) != ["revenue", "sales", "units"]:
            bad("In %s, %s must be an object with the keys sales, units and revenue." % (names[0], region),
                "في %s يجب أن تكون قيمة %s كائنًا بالمفاتيح sales وunits وrevenue." % (names[1], region),
                "%s میں %s کی قدر ایسا آبجیکٹ ہونی چاہیے جس کی کلیدیں sales، units اور revenue ہوں۔" % (names[2], region))
        for key in ("sales", "units"):
            if g[key] != w[key] or not isinstance(g[key], int):
                bad("In %s, %s has %s = %r; expected the number %d." % (names[0], region, key, g[key], w[key]),
                    "في %s لدى %s القيمة %s = %r؛ والمتوقع الرقم %d." % (names[1], region, key, g[key], w[key]),
                    "%s میں %s کا %s = %r ہے؛ عدد %d متوقع ہے۔" % (names[2], region, key, g[key], w[key]))
        if not isinstance(g["revenue"], (int, float)) or abs(Decimal(str(g["revenue"])) - w["revenue"]) > Decimal("0.005"):
            bad("In %s, %s has revenue = %r; expected the number %.2f." % (names[0], region, g["revenue"], w["revenue"]),
                "في %s لدى %s القيمة revenue = %r؛ والمتوقع الرقم %.2f." % (names[1], region, g["revenue"], w["revenue"]),
                "%s میں %s کا revenue = %r ہے؛ عدد %.2f متوقع ہے۔" % (names[2], region, g["revenue"], w["revenue"]))

result = (os.environ["LAB_HOME"] + "/analysis/by_region.json")
script = (os.environ["LAB_HOME"] + "/analysis/by_region.py")
if not os.path.isfile(script):
    bad("There is no script ~/analysis/by_region.py yet: create it with the code shown.",
        "لا يوجد السكربت ~/analysis/by_region.py بعد: أنشئه بالشيفرة المعروضة.",
        "اسکرپٹ ~/analysis/by_region.py ابھی موجود نہیں: دکھائے گئے کوڈ سے اسے بنائیں۔")
if not os.path.isfile(result):
    bad("There is no ~/analysis/by_region.json yet: run python3 ~/analysis/by_region.py ~/data/sales_clean.csv ~/analysis/by_region.json",
        "لا يوجد ~/analysis/by_region.json بعد: نفّذ python3 ~/analysis/by_region.py ~/data/sales_clean.csv ~/analysis/by_region.json",
        "~/analysis/by_region.json ابھی موجود نہیں: python3 ~/analysis/by_region.py ~/data/sales_clean.csv ~/analysis/by_region.json چلائیں۔")
with open((os.environ["LAB_HOME"] + "/data/sales.csv"), newline="") as f:
    clean = [r for r in csv.DictReader(f) if valid(r)]
compare(result, figures(clean), ("~/analysis/by_region.json",) * 3)

sample = """date,region,product,units,unit_price
2024-07-01,North,Backpack,2,24.90
2024-07-01,Central,Notebook,12,3.50
2024-07-02,North,Headphones,1,53.10
2024-07-03,Central,Desk Lamp,3,19.00
2024-07-04,North,Notebook,7,3.15
"""
tmp = tempfile.mkdtemp()
os.chmod(tmp, 0o1777)  # the learner\'s script (run as the learner) reads and writes here
try:
    source, target = os.path.join(tmp, "test.csv"), os.path.join(tmp, "out.json")
    with open(source, "w") as f:
        f.write(sample)
    try:
        p = subprocess.run(["as-learner", sys.executable, script, source, target], cwd=tmp, stdin=subprocess.DEVNULL, capture_output=True, text=True, timeout=4)
    except subprocess.TimeoutExpired:
        bad("by_region.py did not finish within 4 seconds on a 5-row test file.",
            "لم ينتهِ by_region.py خلال 4 ثوانٍ على ملف اختبار من 5 صفوف.",
            "by_region.py پانچ قطاروں کی ٹیسٹ فائل پر 4 سیکنڈ میں مکمل نہیں ہوا۔")
    if p.returncode != 0:
        err = ((p.stderr or "").strip().splitlines() or ["exit code %d" % p.returncode])[-1][:200]
        bad("python3 by_region.py <test file> <output file> failed: %s" % err,
            "فشل تنفيذ python3 by_region.py على ملف الاختبار: %s" % err,
            "python3 by_region.py ٹیسٹ فائل پر ناکام ہوا: %s" % err)
    if not os.path.isfile(target):
        bad("by_region.py did not write the file named by its second argument (sys.argv[2]).",
            "لم يكتب by_region.py الملف المذكور في وسيطه الثاني (sys.argv[2]).",
            "by_region.py نے دوسرے آرگیومنٹ (sys.argv[2]) والی فائل نہیں لکھی۔")
    compare(target, figures(csv.DictReader(io.StringIO(sample))),
            ("the JSON by_region.py wrote for a test file", "ملف JSON الذي كتبه by_region.py لملف اختبار", "ٹیسٹ فائل کے لیے by_region.py کی لکھی JSON"))
finally:
    shutil.rmtree(tmp, ignore_errors=True)
PY
) || { mapfile -t m <<<"$out"; fail "${m[0]:-The check could not run ~/analysis/by_region.py.}" "${m[1]:-تعذّر على الفحص تشغيل ~/analysis/by_region.py.}" "${m[2]:-جانچ ~/analysis/by_region.py نہیں چلا سکی۔}"; }
exit 0
