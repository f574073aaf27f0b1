out=$(python3 - <<'PY'
import csv, os, sqlite3, sys

def bad(en, ar, ur):
    print(en); print(ar); print(ur); sys.exit(1)

path = (os.environ["LAB_HOME"] + "/shop/top_categories.csv")
if not os.path.isfile(path):
    bad("There is no file ~/shop/top_categories.csv yet: save the HAVING query into it with -csv -header and >.",
        "لا يوجد الملف ~/shop/top_categories.csv بعد: احفظ فيه استعلام HAVING مع -csv -header والرمز >.",
        "فائل ~/shop/top_categories.csv ابھی موجود نہیں: HAVING والی کوئری -csv -header اور > کے ساتھ اس میں محفوظ کریں۔")
con = sqlite3.connect("file:%s?mode=ro" % (os.environ["LAB_HOME"] + "/shop/shop.db"), uri=True)
all_groups = con.execute("""SELECT p.category, SUM(oi.quantity), ROUND(SUM(oi.quantity * oi.unit_price), 2) AS revenue
  FROM orders o JOIN order_items oi ON oi.order_id = o.id JOIN products p ON p.id = oi.product_id
  WHERE o.status = 'paid' GROUP BY p.category ORDER BY revenue DESC""").fetchall()
want = [r for r in all_groups if r[2] > 2500]
with open(path, newline="") as f:
    rows = [r for r in csv.reader(f) if r]
if not rows:
    bad("~/shop/top_categories.csv is empty: the query wrote nothing into it (did sqlite3 print an error?).",
        "الملف ~/shop/top_categories.csv فارغ: لم يكتب فيه الاستعلام شيئًا (هل طبع sqlite3 رسالة خطأ؟).",
        "~/shop/top_categories.csv خالی ہے: کوئری نے اس میں کچھ نہیں لکھا (کیا sqlite3 نے کوئی ایرر دکھایا؟)۔")
if rows[0] != ["category", "units", "revenue"]:
    first = ",".join(rows[0])
    bad("The first line of ~/shop/top_categories.csv is '%s'; expected the header category,units,revenue (use -csv -header)." % first,
        "السطر الأول في ~/shop/top_categories.csv هو '%s'؛ والمتوقع سطر العناوين category,units,revenue (استخدم -csv -header)." % first,
        "~/shop/top_categories.csv کی پہلی سطر '%s' ہے؛ سرخی category,units,revenue ہونی چاہیے (-csv -header استعمال کریں)۔" % first)
body = rows[1:]
names = [r[0] for r in body]
wanted = [r[0] for r in want]
if sorted(names) != sorted(wanted):
    extra = [n for n in names if n not in wanted]
    if extra:
        bad("~/shop/top_categories.csv lists categories whose revenue is not above 2500 (%s): add HAVING SUM(line_total) > 2500." % ", ".join(extra),
            "يعرض ~/shop/top_categories.csv فئات لا تزيد إيراداتها على 2500 (%s): أضف HAVING SUM(line_total) > 2500." % "، ".join(extra),
            "~/shop/top_categories.csv میں ایسی کیٹیگریاں ہیں جن کی آمدنی 2500 سے زیادہ نہیں (%s): HAVING SUM(line_total) > 2500 شامل کریں۔" % "، ".join(extra))
    bad("~/shop/top_categories.csv lists %s; expected the categories above 2500: %s." % (", ".join(names) or "nothing", ", ".join(wanted)),
        "يعرض ~/shop/top_categories.csv: %s؛ والمتوقع الفئات التي تتجاوز 2500: %s." % ("، ".join(names) or "لا شيء", "، ".join(wanted)),
        "~/shop/top_categories.csv میں یہ ہے: %s؛ 2500 سے اوپر والی کیٹیگریاں چاہییں: %s۔" % ("، ".join(names) or "کچھ نہیں", "، ".join(wanted)))
for r in body:
    w = next(x for x in want if x[0] == r[0])
    try:
        units, revenue = int(float(r[1])), float(r[2])
    except (ValueError, IndexError):
        units, revenue = None, None
    if units != w[1] or revenue is None or abs(revenue - w[2]) > 0.005:
        bad("The line of %s reads '%s'; expected %s,%d,%.2f (units = SUM(quantity), revenue = ROUND(SUM(line_total), 2))." % (r[0], ",".join(r), w[0], w[1], w[2]),
            "سطر الفئة %s هو '%s'؛ والمتوقع %s,%d,%.2f (units = SUM(quantity) وrevenue = ROUND(SUM(line_total), 2))." % (r[0], ",".join(r), w[0], w[1], w[2]),
            "%s والی سطر '%s' ہے؛ %s,%d,%.2f متوقع ہے (units = SUM(quantity)، revenue = ROUND(SUM(line_total), 2))۔" % (r[0], ",".join(r), w[0], w[1], w[2]))
if names != wanted:
    bad("The categories are right but not sorted by revenue, highest first: add ORDER BY revenue DESC.",
        "الفئات صحيحة لكنها غير مرتبة حسب الإيرادات من الأعلى: أضف ORDER BY revenue DESC.",
        "کیٹیگریاں درست ہیں مگر آمدنی کے لحاظ سے بڑی سے چھوٹی ترتیب میں نہیں: ORDER BY revenue DESC شامل کریں۔")
PY
) || { mapfile -t m <<<"$out"; fail "${m[0]:-The check could not read ~/shop/top_categories.csv.}" "${m[1]:-تعذّر على الفحص قراءة ~/shop/top_categories.csv.}" "${m[2]:-جانچ ~/shop/top_categories.csv نہیں پڑھ سکی۔}"; }
exit 0
