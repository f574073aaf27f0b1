# A small shop database, the same on every build: 12 customers (one who never ordered, one whose only
# order was cancelled), 12 products in 4 categories, 40 orders of January to March 2024.
mkdir -p "$HOME/shop"
rm -f "$HOME/shop/shop.db"
python3 - <<'PY'
import os, sqlite3
con = sqlite3.connect(os.path.expanduser("~/shop/shop.db"))
con.executescript("""
CREATE TABLE customers (
  id      INTEGER PRIMARY KEY,
  name    TEXT NOT NULL,
  country TEXT NOT NULL
);
CREATE TABLE products (
  id       INTEGER PRIMARY KEY,
  name     TEXT NOT NULL UNIQUE,
  category TEXT NOT NULL,
  price    REAL NOT NULL CHECK (price > 0),
  stock    INTEGER NOT NULL CHECK (stock >= 0)
);
CREATE TABLE orders (
  id          INTEGER PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers(id),
  ordered_at  TEXT NOT NULL,
  status      TEXT NOT NULL CHECK (status IN ('paid', 'cancelled'))
);
CREATE TABLE order_items (
  order_id   INTEGER NOT NULL REFERENCES orders(id),
  product_id INTEGER NOT NULL REFERENCES products(id),
  quantity   INTEGER NOT NULL CHECK (quantity > 0),
  unit_price REAL NOT NULL,
  PRIMARY KEY (order_id, product_id)
);
""")
customers = [("Amina Khan", "Pakistan"), ("Omar Haddad", "Jordan"), ("Sara Malik", "UAE"), ("Yousef Nasser", "Egypt"),
             ("Hira Qureshi", "Pakistan"), ("Layla Mansour", "Egypt"), ("Bilal Siddiqui", "Pakistan"), ("Noor Hamdan", "Jordan"),
             ("Khalid Aziz", "Saudi Arabia"), ("Zainab Raza", "Pakistan"), ("Faisal Awad", "UAE"), ("Mona Ibrahim", "Egypt")]
con.executemany("INSERT INTO customers VALUES (?, ?, ?)", [(i + 1, n, c) for i, (n, c) in enumerate(customers)])
products = [("USB-C Cable", "Accessories", 9.99, 120), ("Laptop Sleeve", "Accessories", 24.50, 35), ("Wireless Mouse", "Accessories", 19.90, 60),
            ("Bluetooth Speaker", "Audio", 49.00, 18), ("Noise-Cancelling Headphones", "Audio", 129.00, 9), ("Earbuds", "Audio", 59.90, 25),
            ("Mechanical Keyboard", "Computers", 89.00, 14), ("27-inch Monitor", "Computers", 219.00, 6), ("USB-C Hub", "Computers", 39.90, 22),
            ("Desk Lamp", "Home Office", 34.00, 17), ("Ergonomic Chair", "Home Office", 249.00, 4), ("Webcam", "Home Office", 64.50, 3)]
con.executemany("INSERT INTO products VALUES (?, ?, ?, ?, ?)", [(i + 1, *p) for i, p in enumerate(products)])
january_price = {5: 139.00, 8: 239.00}  # two prices came down on 1 February
seed = 7
def rand(n):
    global seed
    seed = (seed * 1103515245 + 12345) % 2**31
    return (seed >> 16) % n
for k in range(40):
    oid = 101 + k
    customer = 12 if k == 17 else 1 + rand(10)
    day = 3 + k * 2
    month, day = (1, day) if day <= 31 else (2, day - 31) if day <= 60 else (3, day - 60)
    status = "cancelled" if k in (5, 17, 26, 33) else "paid"
    con.execute("INSERT INTO orders VALUES (?, ?, ?, ?)", (oid, customer, "2024-%02d-%02d" % (month, day), status))
    chosen = []
    for _ in range(1 + rand(3)):
        p = 1 + rand(12)
        if p not in chosen:
            chosen.append(p)
    for p in chosen:
        quantity = 1 + rand(3) if products[p - 1][2] < 100 else 1
        price = january_price.get(p, products[p - 1][2]) if month == 1 else products[p - 1][2]
        con.execute("INSERT INTO order_items VALUES (?, ?, ?, ?)", (oid, p, quantity, price))
con.commit()
PY
