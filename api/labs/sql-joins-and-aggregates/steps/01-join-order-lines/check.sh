out=$(python3 - <<'PY'
import os, sqlite3, sys

def bad(en, ar, ur):
    print(en); print(ar); print(ur); sys.exit(1)

con = sqlite3.connect("file:%s?mode=ro" % (os.environ["LAB_HOME"] + "/shop/shop.db"), uri=True)
kind = con.execute("SELECT type FROM sqlite_master WHERE name = 'order_lines'").fetchone()
if not kind:
    bad("There is no view named order_lines in ~/shop/shop.db yet: run the CREATE VIEW order_lines statement.",
        "لا يوجد في ~/shop/shop.db عرض باسم order_lines بعد: نفّذ جملة CREATE VIEW order_lines.",
        "~/shop/shop.db میں ابھی order_lines نام کا کوئی ویو نہیں: CREATE VIEW order_lines والا جملہ چلائیں۔")
if kind[0] != "view":
    bad("order_lines is a %s, not a view: drop it and create it with CREATE VIEW." % kind[0],
        "order_lines من النوع %s وليس عرضًا: احذفه وأنشئه بـ CREATE VIEW." % kind[0],
        "order_lines ایک %s ہے، ویو نہیں: اسے حذف کر کے CREATE VIEW سے بنائیں۔" % kind[0])
cols = ["order_id", "ordered_at", "customer", "product", "category", "quantity", "line_total"]
try:
    have = [r[1] for r in con.execute("PRAGMA table_info(order_lines)")]
    if sorted(have) != sorted(cols):
        bad("The view order_lines has the columns %s; expected %s." % (", ".join(have), ", ".join(cols)),
            "أعمدة العرض order_lines هي %s؛ والمطلوب %s." % (", ".join(have), ", ".join(cols)),
            "ویو order_lines کے کالم %s ہیں؛ یہ چاہییں: %s۔" % (", ".join(have), ", ".join(cols)))
    got = con.execute("SELECT %s FROM order_lines" % ", ".join(cols)).fetchall()
except sqlite3.Error as e:
    bad("The view order_lines cannot be read (%s): drop it and create it again." % e,
        "تتعذّر قراءة العرض order_lines (%s): احذفه وأنشئه من جديد." % e,
        "ویو order_lines پڑھا نہیں جا سکتا (%s): اسے حذف کر کے دوبارہ بنائیں۔" % e)
def key(rows):
    return sorted((r[0], r[1], r[2], r[3], r[4], r[5], round(float(r[6] or 0), 2)) for r in rows)
base = """SELECT o.id, o.ordered_at, c.name, p.name, p.category, oi.quantity, oi.quantity * oi.unit_price
FROM orders o JOIN customers c ON c.id = o.customer_id JOIN order_items oi ON oi.order_id = o.id
JOIN products p ON p.id = oi.product_id"""
want = key(con.execute(base + " WHERE o.status = 'paid'"))
got = key(got)
if got == want:
    sys.exit(0)
if got == key(con.execute(base)):
    bad("order_lines also lists the lines of cancelled orders: add WHERE o.status = 'paid'.",
        "يعرض order_lines أيضًا بنود الطلبات الملغاة: أضف WHERE o.status = 'paid'.",
        "order_lines میں منسوخ آرڈروں کی سطریں بھی ہیں: WHERE o.status = 'paid' شامل کریں۔")
if len(got) != len(want):
    bad("order_lines has %d rows; expected %d (one per item of a paid order)." % (len(got), len(want)),
        "في order_lines عدد %d من الصفوف؛ والمتوقع %d (صف لكل بند في طلب مدفوع)." % (len(got), len(want)),
        "order_lines میں %d قطاریں ہیں؛ %d متوقع ہیں (ہر ادا شدہ آرڈر کی ہر آئٹم کی ایک)۔" % (len(got), len(want)))
if [r[:6] for r in got] == [r[:6] for r in want]:
    bad("The line_total values are wrong: compute oi.quantity * oi.unit_price (the price paid, not products.price).",
        "قيم line_total خاطئة: احسبها بـ oi.quantity * oi.unit_price (السعر المدفوع وليس products.price).",
        "line_total کی قدریں غلط ہیں: انہیں oi.quantity * oi.unit_price سے نکالیں (ادا کی گئی قیمت، products.price نہیں)۔")
diff = [r for r in got if r not in want] or got
bad("order_lines has rows that do not match the data, for example %s: check the ON conditions of the joins." % (diff[0],),
    "في order_lines صفوف لا تطابق البيانات، مثل %s: راجع شروط ON في الربط." % (diff[0],),
    "order_lines میں کچھ قطاریں ڈیٹا سے مطابقت نہیں رکھتیں، مثلاً %s: جوائن کی ON شرطیں دیکھیں۔" % (diff[0],))
PY
) || { mapfile -t m <<<"$out"; fail "${m[0]:-The check could not read ~/shop/shop.db.}" "${m[1]:-تعذّر على الفحص قراءة ~/shop/shop.db.}" "${m[2]:-جانچ ~/shop/shop.db نہیں پڑھ سکی۔}"; }
exit 0
