sqlite3 ~/shop/shop.db <<'SQL'
CREATE VIEW customer_summary AS
SELECT c.id AS customer_id,
       c.name,
       COUNT(DISTINCT o.id) AS orders,
       ROUND(COALESCE(SUM(oi.quantity * oi.unit_price), 0), 2) AS spent
FROM customers AS c
LEFT JOIN orders AS o ON o.customer_id = c.id AND o.status = 'paid'
LEFT JOIN order_items AS oi ON oi.order_id = o.id
GROUP BY c.id, c.name;
SQL
