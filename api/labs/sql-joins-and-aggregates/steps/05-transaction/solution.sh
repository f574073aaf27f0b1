sqlite3 ~/shop/shop.db <<'SQL'
BEGIN;
INSERT INTO orders (id, customer_id, ordered_at, status) VALUES (141, 11, '2024-04-02', 'paid');
INSERT INTO order_items (order_id, product_id, quantity, unit_price)
  SELECT 141, id, 1, price FROM products WHERE name = 'Mechanical Keyboard';
INSERT INTO order_items (order_id, product_id, quantity, unit_price)
  SELECT 141, id, 2, price FROM products WHERE name = 'USB-C Hub';
UPDATE products SET stock = stock - 1 WHERE name = 'Mechanical Keyboard';
UPDATE products SET stock = stock - 2 WHERE name = 'USB-C Hub';
COMMIT;
SQL
# The order that cannot be served: the UPDATE breaks CHECK (stock >= 0) and everything is rolled back.
sqlite3 ~/shop/shop.db <<'SQL' 2>/dev/null || true
BEGIN;
INSERT INTO orders (id, customer_id, ordered_at, status) VALUES (142, 1, '2024-04-02', 'paid');
INSERT INTO order_items (order_id, product_id, quantity, unit_price)
  SELECT 142, id, 5, price FROM products WHERE name = 'Webcam';
UPDATE products SET stock = stock - 5 WHERE name = 'Webcam';
ROLLBACK;
SQL
