out=$(python3 - <<'PY'
import os, sqlite3, sys

def bad(en, ar, ur):
    print(en); print(ar); print(ur); sys.exit(1)

con = sqlite3.connect("file:%s?mode=ro" % (os.environ["LAB_HOME"] + "/shop/shop.db"), uri=True)
kind = con.execute("SELECT type FROM sqlite_master WHERE name = 'customer_summary'").fetchone()
if not kind or kind[0] != "view":
    bad("There is no view named customer_summary in ~/shop/shop.db: run the CREATE VIEW customer_summary statement.",
        "لا يوجد في ~/shop/shop.db عرض باسم customer_summary: نفّذ جملة CREATE VIEW customer_summary.",
        "~/shop/shop.db میں customer_summary نام کا کوئی ویو نہیں: CREATE VIEW customer_summary والا جملہ چلائیں۔")
cols = ["customer_id", "name", "orders", "spent"]
try:
    have = [r[1] for r in con.execute("PRAGMA table_info(customer_summary)")]
    if sorted(have) != sorted(cols):
        bad("The view customer_summary has the columns %s; expected %s." % (", ".join(have), ", ".join(cols)),
            "أعمدة العرض customer_summary هي %s؛ والمطلوب %s." % (", ".join(have), ", ".join(cols)),
            "ویو customer_summary کے کالم %s ہیں؛ یہ چاہییں: %s۔" % (", ".join(have), ", ".join(cols)))
    got = {r[0]: (r[1], r[2], float(r[3] or 0)) for r in con.execute("SELECT customer_id, name, orders, spent FROM customer_summary")}
except sqlite3.Error as e:
    bad("The view customer_summary cannot be read (%s): drop it and create it again." % e,
        "تتعذّر قراءة العرض customer_summary (%s): احذفه وأنشئه من جديد." % e,
        "ویو customer_summary پڑھا نہیں جا سکتا (%s): اسے حذف کر کے دوبارہ بنائیں۔" % e)
want = {}
for cid, name in con.execute("SELECT id, name FROM customers"):
    orders = con.execute("SELECT COUNT(*) FROM orders WHERE customer_id = ? AND status = 'paid'", (cid,)).fetchone()[0]
    spent = con.execute("SELECT COALESCE(SUM(oi.quantity * oi.unit_price), 0) FROM orders o JOIN order_items oi ON oi.order_id = o.id WHERE o.customer_id = ? AND o.status = 'paid'", (cid,)).fetchone()[0]
    want[cid] = (name, orders, round(spent, 2))
missing = [want[c][0] for c in sorted(want) if c not in got]
if missing:
    bad("customer_summary has %d rows; the customers %s are missing. Use LEFT JOIN and put o.status = 'paid' in the ON clause, not in WHERE." % (len(got), ", ".join(missing)),
        "في customer_summary عدد %d من الصفوف، وينقصه العملاء %s. استخدم LEFT JOIN وضع o.status = 'paid' في عبارة ON لا في WHERE." % (len(got), "، ".join(missing)),
        "customer_summary میں %d قطاریں ہیں؛ یہ گاہک غائب ہیں: %s۔ LEFT JOIN استعمال کریں اور o.status = 'paid' کو WHERE کے بجائے ON میں رکھیں۔" % (len(got), "، ".join(missing)))
if len(got) != len(want):
    bad("customer_summary has %d rows; expected exactly %d, one per customer: GROUP BY c.id, c.name." % (len(got), len(want)),
        "في customer_summary عدد %d من الصفوف؛ والمتوقع %d بالضبط، صف لكل عميل: GROUP BY c.id, c.name." % (len(got), len(want)),
        "customer_summary میں %d قطاریں ہیں؛ ٹھیک %d چاہییں، ہر گاہک کی ایک: GROUP BY c.id, c.name۔" % (len(got), len(want)))
for cid in sorted(want):
    name, orders, spent = want[cid]
    if got[cid][1] != orders:
        bad("%s has orders = %s; expected %d paid orders. Count each paid order once: COUNT(DISTINCT o.id), with o.status = 'paid' in ON." % (name, got[cid][1], orders),
            "لدى %s القيمة orders = %s؛ والمتوقع %d من الطلبات المدفوعة. عُدّ كل طلب مدفوع مرة واحدة: COUNT(DISTINCT o.id) مع o.status = 'paid' في ON." % (name, got[cid][1], orders),
            "%s کے لیے orders = %s ہے؛ %d ادا شدہ آرڈر متوقع ہیں۔ ہر ادا شدہ آرڈر ایک بار گنیں: COUNT(DISTINCT o.id)، اور o.status = 'paid' کو ON میں رکھیں۔" % (name, got[cid][1], orders))
    if abs(got[cid][2] - spent) > 0.005:
        bad("%s has spent = %s; expected %.2f (the sum of quantity * unit_price of their paid orders, 0 if none)." % (name, got[cid][2], spent),
            "لدى %s القيمة spent = %s؛ والمتوقع %.2f (مجموع quantity * unit_price لطلباته المدفوعة، و0 إن لم توجد)." % (name, got[cid][2], spent),
            "%s کے لیے spent = %s ہے؛ %.2f متوقع ہے (ادا شدہ آرڈروں کے quantity * unit_price کا مجموعہ، نہ ہوں تو 0)۔" % (name, got[cid][2], spent))
PY
) || { mapfile -t m <<<"$out"; fail "${m[0]:-The check could not read ~/shop/shop.db.}" "${m[1]:-تعذّر على الفحص قراءة ~/shop/shop.db.}" "${m[2]:-جانچ ~/shop/shop.db نہیں پڑھ سکی۔}"; }
exit 0
