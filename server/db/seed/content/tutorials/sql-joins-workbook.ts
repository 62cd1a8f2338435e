import type { SeedTutorial } from "./types.ts";

const readme = `# SQL Joins Workbook

A small shop database and fifteen exercises on joins, grouping and window
functions: the SQL that data, back-end and QA interviews ask for.

## Files

- \`schema.sql\`: creates the four tables and fills them with sample data.
- \`exercises.sql\`: the questions, each with room for your query.
- \`solutions.sql\`: one correct answer per exercise (try first!).

## Getting started

With PostgreSQL:

    createdb shop
    psql shop -f schema.sql
    psql shop

With SQLite (no server needed):

    sqlite3 shop.db < schema.sql
    sqlite3 shop.db

The queries use standard SQL and run on both, except where a comment says
otherwise.

## How to practice

1. Read the exercise and say out loud which tables you need and how they join.
2. Write the query; run it; check the row count makes sense.
3. Compare with solutions.sql. Different queries can both be right.
`;

const schema = `-- A small shop: customers place orders of products.
CREATE TABLE customers (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  country TEXT NOT NULL
);

CREATE TABLE products (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  category TEXT NOT NULL,
  price NUMERIC(10, 2) NOT NULL
);

CREATE TABLE orders (
  id INTEGER PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers (id),
  status TEXT NOT NULL CHECK (status IN ('pending', 'shipped', 'canceled')),
  ordered_on DATE NOT NULL
);

CREATE TABLE order_items (
  order_id INTEGER NOT NULL REFERENCES orders (id),
  product_id INTEGER NOT NULL REFERENCES products (id),
  quantity INTEGER NOT NULL CHECK (quantity > 0),
  PRIMARY KEY (order_id, product_id)
);

INSERT INTO customers (id, name, country) VALUES
  (1, 'Ava Johnson', 'USA'),
  (2, 'Liam Smith', 'Canada'),
  (3, 'Sofia Garcia', 'USA'),
  (4, 'Noah Brown', 'UK'),
  (5, 'Mia Chen', 'Canada'),
  (6, 'Ethan Patel', 'USA');

INSERT INTO products (id, name, category, price) VALUES
  (1, 'Mechanical keyboard', 'Accessories', 89.00),
  (2, 'USB-C hub', 'Accessories', 39.50),
  (3, '27-inch monitor', 'Displays', 279.00),
  (4, 'Laptop stand', 'Accessories', 45.00),
  (5, 'Noise-canceling headphones', 'Audio', 199.00),
  (6, 'Webcam 1080p', 'Video', 69.00),
  (7, 'Portable SSD 1 TB', 'Storage', 109.00),
  (8, 'Ergonomic mouse', 'Accessories', 59.00);

INSERT INTO orders (id, customer_id, status, ordered_on) VALUES
  (1, 1, 'shipped', '2024-01-05'),
  (2, 1, 'shipped', '2024-02-11'),
  (3, 2, 'pending', '2024-02-14'),
  (4, 3, 'shipped', '2024-02-20'),
  (5, 4, 'canceled', '2024-03-02'),
  (6, 3, 'shipped', '2024-03-09'),
  (7, 5, 'shipped', '2024-03-15'),
  (8, 1, 'pending', '2024-03-28');

INSERT INTO order_items (order_id, product_id, quantity) VALUES
  (1, 1, 1), (1, 2, 2),
  (2, 3, 1),
  (3, 5, 1), (3, 2, 1),
  (4, 4, 2),
  (5, 6, 1),
  (6, 3, 2), (6, 1, 1),
  (7, 5, 1),
  (8, 7, 1), (8, 4, 1);
`;

const exercises = `-- SQL Joins Workbook: exercises. Load schema.sql first.

-- 1. Every order with the name of the customer who placed it.

-- 2. Every customer with the number of orders they placed, including
--    customers with no orders (expect Ethan Patel with 0).

-- 3. Customers who never placed an order.

-- 4. The products of order 6, with quantity and line total (quantity * price).

-- 5. The total value of each order.

-- 6. Revenue per product category, counting shipped orders only,
--    largest first.

-- 7. Products that have never been ordered (expect the ergonomic mouse).

-- 8. Customers from the USA who have at least one shipped order
--    (each customer once).

-- 9. The number of orders per status.

-- 10. For each customer, the date of their first and latest order.

-- 11. Customers whose shipped orders are worth more than 300 in total.

-- 12. Each customer's most recent order (one row per customer),
--     using ROW_NUMBER().

-- 13. For each order, the customer's running total of order values,
--     in date order.

-- 14. The most expensive product of each category.

-- 15. Pairs of customers from the same country (each pair once).
`;

const solutions = `-- SQL Joins Workbook: one solution per exercise.

-- 1.
SELECT o.id, c.name, o.status, o.ordered_on
FROM orders o
JOIN customers c ON c.id = o.customer_id
ORDER BY o.id;

-- 2.
SELECT c.name, COUNT(o.id) AS orders
FROM customers c
LEFT JOIN orders o ON o.customer_id = c.id
GROUP BY c.id, c.name
ORDER BY orders DESC, c.name;

-- 3.
SELECT c.name
FROM customers c
WHERE NOT EXISTS (SELECT 1 FROM orders o WHERE o.customer_id = c.id);

-- 4.
SELECT p.name, i.quantity, i.quantity * p.price AS line_total
FROM order_items i
JOIN products p ON p.id = i.product_id
WHERE i.order_id = 6;

-- 5.
SELECT i.order_id, SUM(i.quantity * p.price) AS order_total
FROM order_items i
JOIN products p ON p.id = i.product_id
GROUP BY i.order_id
ORDER BY i.order_id;

-- 6.
SELECT p.category, SUM(i.quantity * p.price) AS revenue
FROM orders o
JOIN order_items i ON i.order_id = o.id
JOIN products p ON p.id = i.product_id
WHERE o.status = 'shipped'
GROUP BY p.category
ORDER BY revenue DESC;

-- 7.
SELECT p.name
FROM products p
LEFT JOIN order_items i ON i.product_id = p.id
WHERE i.product_id IS NULL;

-- 8.
SELECT DISTINCT c.name
FROM customers c
JOIN orders o ON o.customer_id = c.id
WHERE c.country = 'USA' AND o.status = 'shipped';

-- 9.
SELECT status, COUNT(*) AS orders
FROM orders
GROUP BY status;

-- 10.
SELECT c.name, MIN(o.ordered_on) AS first_order, MAX(o.ordered_on) AS latest_order
FROM customers c
JOIN orders o ON o.customer_id = c.id
GROUP BY c.id, c.name;

-- 11.
SELECT c.name, SUM(i.quantity * p.price) AS shipped_value
FROM customers c
JOIN orders o ON o.customer_id = c.id AND o.status = 'shipped'
JOIN order_items i ON i.order_id = o.id
JOIN products p ON p.id = i.product_id
GROUP BY c.id, c.name
HAVING SUM(i.quantity * p.price) > 300;

-- 12.
SELECT name, order_id, ordered_on
FROM (
  SELECT c.name, o.id AS order_id, o.ordered_on,
         ROW_NUMBER() OVER (PARTITION BY c.id ORDER BY o.ordered_on DESC) AS n
  FROM customers c
  JOIN orders o ON o.customer_id = c.id
) latest
WHERE n = 1;

-- 13.
WITH totals AS (
  SELECT o.id, o.customer_id, o.ordered_on, SUM(i.quantity * p.price) AS total
  FROM orders o
  JOIN order_items i ON i.order_id = o.id
  JOIN products p ON p.id = i.product_id
  GROUP BY o.id, o.customer_id, o.ordered_on
)
SELECT id, customer_id, ordered_on, total,
       SUM(total) OVER (PARTITION BY customer_id ORDER BY ordered_on) AS running_total
FROM totals
ORDER BY customer_id, ordered_on;

-- 14.
SELECT category, name, price
FROM (
  SELECT category, name, price,
         RANK() OVER (PARTITION BY category ORDER BY price DESC) AS r
  FROM products
) ranked
WHERE r = 1;

-- 15.
SELECT a.name, b.name, a.country
FROM customers a
JOIN customers b ON a.country = b.country AND a.id < b.id;
`;

export const sqlJoinsWorkbook: SeedTutorial = {
  slug: "sql-joins-workbook-with-practice-database",
  name: "SQL Joins Workbook with a Practice Database",
  siteName: "W3Programmer",
  description: `<p>A small shop database you can load into PostgreSQL or SQLite in a minute, and fifteen exercises on the SQL that interviews ask for: inner and outer joins, anti-joins, grouping with <code>HAVING</code>, and window functions such as <code>ROW_NUMBER()</code> and running totals.</p>
<h2>What is inside</h2>
<ul>
<li><strong>README.md</strong>: how to load the database and how to practice.</li>
<li><strong>schema.sql</strong>: four tables (customers, products, orders, order items) with sample data.</li>
<li><strong>exercises.sql</strong>: the questions, from a first join to window functions.</li>
<li><strong>solutions.sql</strong>: one correct query per exercise.</li>
</ul>
<p>Good preparation for data analyst, back-end developer and QA interviews, where a live SQL question is common.</p>`,
  folderName: "sql-joins-workbook",
  files: [
    { path: "README.md", text: readme },
    { path: "schema.sql", text: schema },
    { path: "exercises.sql", text: exercises },
    { path: "solutions.sql", text: solutions },
  ],
};
