sqlite3 ~/shop/shop.db <<'SQL'
CREATE VIEW product_ranking AS
SELECT category,
       product,
       ROUND(SUM(line_total), 2) AS revenue,
       RANK() OVER (PARTITION BY category ORDER BY SUM(line_total) DESC) AS rank_in_category
FROM order_lines
GROUP BY category, product;
SQL
