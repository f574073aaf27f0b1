out=$(python3 - <<'PY'
import os, sqlite3, sys

def bad(en, ar, ur):
    print(en); print(ar); print(ur); sys.exit(1)

con = sqlite3.connect("file:%s?mode=ro" % (os.environ["LAB_HOME"] + "/shop/shop.db"), uri=True)
# The stock the shop started with (setup.sh), and what order 141 takes from it.
initial = {1: 120, 2: 35, 3: 60, 4: 18, 5: 9, 6: 25, 7: 14, 8: 6, 9: 22, 10: 17, 11: 4, 12: 3}
sold = {7: 1, 9: 2}
order = con.execute("SELECT customer_id, status FROM orders WHERE id = 141").fetchone()
if not order:
    bad("There is no order 141 yet: run the first transaction (BEGIN ... COMMIT) for Faisal Awad.",
        "لا يوجد الطلب 141 بعد: نفّذ المعاملة الأولى (BEGIN ... COMMIT) للعميل Faisal Awad.",
        "آرڈر 141 ابھی موجود نہیں: Faisal Awad کے لیے پہلی ٹرانزیکشن (BEGIN ... COMMIT) چلائیں۔")
if tuple(order) != (11, "paid"):
    bad("Order 141 has customer_id %s and status '%s'; expected customer 11 (Faisal Awad) and 'paid'." % order,
        "للطلب 141 القيمتان customer_id = %s وstatus = '%s'؛ والمتوقع العميل 11 (Faisal Awad) و'paid'." % order,
        "آرڈر 141 میں customer_id %s اور status '%s' ہے؛ گاہک 11 (Faisal Awad) اور 'paid' متوقع ہے۔" % order)
prices = {r[0]: r[1] for r in con.execute("SELECT id, price FROM products")}
names = {r[0]: r[1] for r in con.execute("SELECT id, name FROM products")}
items = {r[0]: (r[1], r[2]) for r in con.execute("SELECT product_id, quantity, unit_price FROM order_items WHERE order_id = 141")}
if sorted(items) != sorted(sold) or any(items[p][0] != q or abs(items[p][1] - prices[p]) > 0.005 for p, q in sold.items()):
    got = ", ".join("%s x %s" % (items[p][0], names.get(p, p)) for p in sorted(items)) or "nothing"
    bad("Order 141 holds %s; expected 1 x Mechanical Keyboard and 2 x USB-C Hub at today's prices." % got,
        "يضم الطلب 141: %s؛ والمتوقع 1 x Mechanical Keyboard و2 x USB-C Hub بأسعار اليوم." % got,
        "آرڈر 141 میں یہ ہے: %s؛ آج کی قیمتوں پر 1 x Mechanical Keyboard اور 2 x USB-C Hub متوقع ہیں۔" % got)
if con.execute("SELECT 1 FROM orders WHERE id = 142 UNION SELECT 1 FROM order_items WHERE order_id = 142").fetchone():
    bad("Order 142 was saved although its stock update failed: it should have been rolled back. Remove it: DELETE FROM order_items WHERE order_id = 142; DELETE FROM orders WHERE id = 142;",
        "حُفظ الطلب 142 رغم فشل تحديث مخزونه: كان يجب التراجع عنه. احذفه: DELETE FROM order_items WHERE order_id = 142; DELETE FROM orders WHERE id = 142;",
        "آرڈر 142 محفوظ ہو گیا حالانکہ اس کا اسٹاک اپڈیٹ ناکام ہوا تھا: اسے rollback ہونا چاہیے تھا۔ اسے ہٹائیں: DELETE FROM order_items WHERE order_id = 142; DELETE FROM orders WHERE id = 142;")
other = con.execute("SELECT id FROM orders WHERE id > 141").fetchone()
if other:
    bad("There is an unexpected order %d: only order 141 should have been added." % other[0],
        "يوجد طلب غير متوقع برقم %d: كان يجب إضافة الطلب 141 فقط." % other[0],
        "ایک غیر متوقع آرڈر %d موجود ہے: صرف آرڈر 141 شامل ہونا چاہیے تھا۔" % other[0])
for pid, stock in con.execute("SELECT id, stock FROM products ORDER BY id"):
    want = initial.get(pid, stock) - sold.get(pid, 0)
    if stock != want:
        name = names[pid]
        bad("The stock of %s is %s; expected %d (%d minus the %d sold in order 141). Fix it: UPDATE products SET stock = %d WHERE name = '%s';" % (name, stock, want, initial[pid], sold.get(pid, 0), want, name),
            "مخزون %s هو %s؛ والمتوقع %d (%d ناقص %d بيعت في الطلب 141). صحّحه: UPDATE products SET stock = %d WHERE name = '%s';" % (name, stock, want, initial[pid], sold.get(pid, 0), want, name),
            "%s کا اسٹاک %s ہے؛ %d متوقع ہے (%d میں سے آرڈر 141 میں بکے %d کم کر کے)۔ درست کریں: UPDATE products SET stock = %d WHERE name = '%s';" % (name, stock, want, initial[pid], sold.get(pid, 0), want, name))
PY
) || { mapfile -t m <<<"$out"; fail "${m[0]:-The check could not read ~/shop/shop.db.}" "${m[1]:-تعذّر على الفحص قراءة ~/shop/shop.db.}" "${m[2]:-جانچ ~/shop/shop.db نہیں پڑھ سکی۔}"; }
exit 0
