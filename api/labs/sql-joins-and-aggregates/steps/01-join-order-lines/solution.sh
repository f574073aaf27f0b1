sqlite3 ~/shop/shop.db <<'SQL'
CREATE VIEW order_lines AS
SELECT o.id AS order_id,
       o.ordered_at,
       c.name AS customer,
       p.name AS product,
       p.category,
       oi.quantity,
       oi.quantity * oi.unit_price AS line_total
FROM orders AS o
JOIN customers   AS c  ON c.id = o.customer_id
JOIN order_items AS oi ON oi.order_id = o.id
JOIN products    AS p  ON p.id = oi.product_id
WHERE o.status = 'paid';
SQL
