out=$(python3 - <<'PY'
import os, sqlite3, sys

def bad(en, ar, ur):
    print(en); print(ar); print(ur); sys.exit(1)

con = sqlite3.connect("file:%s?mode=ro" % (os.environ["LAB_HOME"] + "/shop/shop.db"), uri=True)
kind = con.execute("SELECT type FROM sqlite_master WHERE name = 'product_ranking'").fetchone()
if not kind or kind[0] != "view":
    bad("There is no view named product_ranking in ~/shop/shop.db: run the CREATE VIEW product_ranking statement.",
        "لا يوجد في ~/shop/shop.db عرض باسم product_ranking: نفّذ جملة CREATE VIEW product_ranking.",
        "~/shop/shop.db میں product_ranking نام کا کوئی ویو نہیں: CREATE VIEW product_ranking والا جملہ چلائیں۔")
cols = ["category", "product", "revenue", "rank_in_category"]
try:
    have = [r[1] for r in con.execute("PRAGMA table_info(product_ranking)")]
    if sorted(have) != sorted(cols):
        bad("The view product_ranking has the columns %s; expected %s." % (", ".join(have), ", ".join(cols)),
            "أعمدة العرض product_ranking هي %s؛ والمطلوب %s." % (", ".join(have), ", ".join(cols)),
            "ویو product_ranking کے کالم %s ہیں؛ یہ چاہییں: %s۔" % (", ".join(have), ", ".join(cols)))
    got = {r[1]: (r[0], float(r[2] or 0), r[3]) for r in con.execute("SELECT category, product, revenue, rank_in_category FROM product_ranking")}
except sqlite3.Error as e:
    bad("The view product_ranking cannot be read (%s): drop it and create it again." % e,
        "تتعذّر قراءة العرض product_ranking (%s): احذفه وأنشئه من جديد." % e,
        "ویو product_ranking پڑھا نہیں جا سکتا (%s): اسے حذف کر کے دوبارہ بنائیں۔" % e)
sales = con.execute("""SELECT p.category, p.name, SUM(oi.quantity * oi.unit_price)
  FROM orders o JOIN order_items oi ON oi.order_id = o.id JOIN products p ON p.id = oi.product_id
  WHERE o.status = 'paid' GROUP BY p.id""").fetchall()
want = {}
for category, name, revenue in sales:
    rank = 1 + sum(1 for c, n, r in sales if c == category and r > revenue + 1e-9)
    want[name] = (category, round(revenue, 2), rank)
if sorted(got) != sorted(want):
    bad("product_ranking has %d products; expected the %d products sold in paid orders, one row each (GROUP BY category, product)." % (len(got), len(want)),
        "في product_ranking عدد %d من المنتجات؛ والمتوقع %d منتجًا بيعت في طلبات مدفوعة، صف لكل منها (GROUP BY category, product)." % (len(got), len(want)),
        "product_ranking میں %d مصنوعات ہیں؛ ادا شدہ آرڈروں میں بکنے والی %d مصنوعات متوقع ہیں، ہر ایک کی ایک قطار (GROUP BY category, product)۔" % (len(got), len(want)))
for name in sorted(want):
    category, revenue, rank = want[name]
    if abs(got[name][1] - revenue) > 0.005:
        bad("%s has revenue %s; expected %.2f (ROUND(SUM(line_total), 2))." % (name, got[name][1], revenue),
            "إيرادات %s هي %s؛ والمتوقع %.2f (ROUND(SUM(line_total), 2))." % (name, got[name][1], revenue),
            "%s کی آمدنی %s ہے؛ %.2f متوقع ہے (ROUND(SUM(line_total), 2))۔" % (name, got[name][1], revenue))
    if got[name][2] != rank:
        bad("%s has rank_in_category %s; expected %d within %s. Use RANK() OVER (PARTITION BY category ORDER BY SUM(line_total) DESC)." % (name, got[name][2], rank, category),
            "رتبة %s هي %s؛ والمتوقع %d داخل فئة %s. استخدم RANK() OVER (PARTITION BY category ORDER BY SUM(line_total) DESC)." % (name, got[name][2], rank, category),
            "%s کا rank_in_category %s ہے؛ %s میں %d متوقع ہے۔ RANK() OVER (PARTITION BY category ORDER BY SUM(line_total) DESC) استعمال کریں۔" % (name, got[name][2], category, rank))
PY
) || { mapfile -t m <<<"$out"; fail "${m[0]:-The check could not read ~/shop/shop.db.}" "${m[1]:-تعذّر على الفحص قراءة ~/shop/shop.db.}" "${m[2]:-جانچ ~/shop/shop.db نہیں پڑھ سکی۔}"; }
exit 0
