import type { SeedMainCategory } from "./types.ts";

export const category: SeedMainCategory = {
  name: "Databases & SQL",
  slug: "databases",
  description: `<p>Almost every software, data and analytics job in the USA involves a database. SQL is tested in interviews for back-end developers, data analysts, data engineers, QA engineers and database administrators, often as a live query-writing exercise.</p>
<p>These question sets cover writing SQL queries, PostgreSQL internals and features, relational database design and MongoDB, from basic joins and aggregation to transactions, indexing strategy, replication and sharding.</p>`,
  metaTitle: "Database and SQL Interview Questions",
  metaDescription:
    "SQL and database interview questions with answers: SQL queries, PostgreSQL, database design, normalization, indexing and MongoDB.",
  metaKeywords:
    "sql interview questions, database interview questions, postgresql interview, database design, mongodb interview, data analyst sql",
  children: [
    {
      name: "SQL Queries",
      slug: "sql-queries-interview-questions",
      description: `<p>SQL query questions are among the most common technical screens for developers and data professionals. You are typically given one or two tables, such as employees and departments or orders and customers, and asked to write queries on the spot.</p>
<p>Expect joins, filtering and grouping, <code>WHERE</code> versus <code>HAVING</code>, subqueries, common table expressions, window functions, set operations, duplicates, the "Nth highest salary" family and the tricky behavior of <code>NULL</code>.</p>
<p>Interviewers look for correct results on edge cases (ties, missing rows, NULLs), readable formatting and an explanation of how the query is evaluated.</p>`,
      metaTitle: "SQL Query Interview Questions and Answers",
      metaDescription:
        "SQL query interview questions: joins, WHERE vs HAVING, window functions, CTEs, duplicates, Nth highest salary and NULL handling.",
      metaKeywords:
        "sql query interview questions, sql joins, window functions, second highest salary, find duplicates sql, cte, having vs where",
      questions: [
        {
          question: "What is the difference between WHERE and HAVING?",
          answer: `<p><code>WHERE</code> filters <strong>individual rows</strong> before grouping and aggregation. <code>HAVING</code> filters <strong>groups</strong> after <code>GROUP BY</code> has been applied, so it can use aggregate functions such as <code>COUNT</code>, <code>SUM</code> or <code>AVG</code>. You cannot use an aggregate in <code>WHERE</code>.</p>
<pre><code class="language-sql">-- Departments with more than 5 employees hired since 2020,
-- counting only full-time staff
SELECT department_id,
       COUNT(*)    AS headcount,
       AVG(salary) AS avg_salary
FROM employees
WHERE employment_type = 'FULL_TIME'       -- row filter
  AND hire_date &gt;= DATE '2020-01-01'
GROUP BY department_id
HAVING COUNT(*) &gt; 5                       -- group filter
ORDER BY headcount DESC;</code></pre>
<p>For performance, put conditions that do not depend on aggregates in <code>WHERE</code>: rows are removed early, before the grouping work, and indexes can be used. A condition such as <code>HAVING department_id = 10</code> works but is less efficient and less clear than the same condition in <code>WHERE</code>.</p>
<p><code>HAVING</code> can also be used without <code>GROUP BY</code>, in which case the whole result is treated as one group.</p>`,
        },
        {
          question: "Explain the different types of SQL joins.",
          answer: `<ul>
<li><strong>INNER JOIN</strong>: only rows with a match in both tables.</li>
<li><strong>LEFT (OUTER) JOIN</strong>: all rows from the left table, plus matching rows from the right; columns from the right are <code>NULL</code> when there is no match.</li>
<li><strong>RIGHT (OUTER) JOIN</strong>: the mirror image; usually rewritten as a LEFT JOIN for readability.</li>
<li><strong>FULL (OUTER) JOIN</strong>: all rows from both tables, matched where possible. Not supported by MySQL, where you emulate it with a UNION of a left and a right join.</li>
<li><strong>CROSS JOIN</strong>: every combination of rows (a Cartesian product).</li>
<li><strong>SELF JOIN</strong>: a table joined to itself with aliases, for example employees and their managers.</li>
</ul>
<pre><code class="language-sql">-- Customers who have never placed an order (anti-join)
SELECT c.customer_id, c.name
FROM customers c
LEFT JOIN orders o ON o.customer_id = c.customer_id
WHERE o.order_id IS NULL;

-- Employee and manager names (self join)
SELECT e.name AS employee, m.name AS manager
FROM employees e
LEFT JOIN employees m ON m.employee_id = e.manager_id;</code></pre>
<p>A common trap: putting a condition on the right table in <code>WHERE</code> after a LEFT JOIN, such as <code>WHERE o.status = 'PAID'</code>, removes the unmatched rows and silently turns it into an inner join. Put such conditions in the <code>ON</code> clause instead.</p>`,
        },
        {
          question: "How do you find the second highest (or Nth highest) salary?",
          answer: `<p>First clarify with the interviewer how ties should be handled: is the "second highest" the second distinct value, and what should be returned if it does not exist?</p>
<pre><code class="language-sql">-- 1. Subquery: second highest distinct salary, NULL if none
SELECT MAX(salary) AS second_highest
FROM employees
WHERE salary &lt; (SELECT MAX(salary) FROM employees);

-- 2. DISTINCT + OFFSET (PostgreSQL / MySQL syntax)
SELECT DISTINCT salary
FROM employees
ORDER BY salary DESC
LIMIT 1 OFFSET 1;          -- Nth highest: OFFSET N - 1

-- 3. Window function: works for any N and per group
SELECT department_id, name, salary
FROM (
  SELECT department_id, name, salary,
         DENSE_RANK() OVER (PARTITION BY department_id ORDER BY salary DESC) AS rnk
  FROM employees
) ranked
WHERE rnk = 2;</code></pre>
<p>Notes:</p>
<ul>
<li>The <code>MAX</code> subquery returns <code>NULL</code> when there is no second value, which many graders expect; the <code>LIMIT/OFFSET</code> version returns no rows instead.</li>
<li><code>DENSE_RANK</code> treats ties correctly for "Nth distinct value" and also returns every employee who earns it. <code>ROW_NUMBER</code> would pick one arbitrary row among ties.</li>
<li>SQL Server uses <code>OFFSET 1 ROWS FETCH NEXT 1 ROWS ONLY</code> or <code>TOP</code> instead of <code>LIMIT</code>.</li>
</ul>`,
        },
        {
          question: "How do you find and remove duplicate rows in a table?",
          answer: `<p>To <strong>find</strong> duplicates, group by the columns that define a duplicate and keep groups with more than one row:</p>
<pre><code class="language-sql">SELECT email, COUNT(*) AS copies
FROM users
GROUP BY email
HAVING COUNT(*) &gt; 1;</code></pre>
<p>To see the full rows, or to <strong>delete</strong> all but one copy, number the rows within each duplicate group using a window function and keep the first one, for example the oldest by <code>id</code>:</p>
<pre><code class="language-sql">-- Inspect
SELECT *
FROM (
  SELECT u.*,
         ROW_NUMBER() OVER (PARTITION BY email ORDER BY id) AS rn
  FROM users u
) t
WHERE rn &gt; 1;

-- Delete duplicates, keeping the lowest id per email (PostgreSQL)
DELETE FROM users
WHERE id IN (
  SELECT id
  FROM (
    SELECT id, ROW_NUMBER() OVER (PARTITION BY email ORDER BY id) AS rn
    FROM users
  ) t
  WHERE rn &gt; 1
);</code></pre>
<p>Good practice in production: run the <code>SELECT</code> first, do the delete inside a transaction, back up the affected rows, and decide carefully which copy to keep, for example the most recently updated. Then prevent recurrence with a <code>UNIQUE</code> constraint or unique index. If emails differ only by case, deduplicate on <code>LOWER(email)</code>.</p>`,
        },
        {
          question:
            "What are window functions, and what is the difference between ROW_NUMBER, RANK and DENSE_RANK?",
          answer: `<p>A <strong>window function</strong> computes a value for each row using a set of related rows, its window, defined with <code>OVER (PARTITION BY ... ORDER BY ...)</code>. Unlike <code>GROUP BY</code>, it does not collapse rows: every input row stays in the result with the computed value added.</p>
<p>The three ranking functions differ only in how they treat ties:</p>
<ul>
<li><strong>ROW_NUMBER()</strong>: unique sequential numbers 1, 2, 3, 4; ties get different numbers in an unspecified order unless the <code>ORDER BY</code> is unique.</li>
<li><strong>RANK()</strong>: ties share a rank and leave gaps: 1, 2, 2, 4.</li>
<li><strong>DENSE_RANK()</strong>: ties share a rank with no gaps: 1, 2, 2, 3.</li>
</ul>
<pre><code class="language-sql">SELECT name, department_id, salary,
       ROW_NUMBER() OVER w AS row_num,
       RANK()       OVER w AS rnk,
       DENSE_RANK() OVER w AS dense_rnk,
       SUM(salary)  OVER (PARTITION BY department_id) AS dept_payroll,
       salary - LAG(salary) OVER (PARTITION BY department_id ORDER BY salary DESC) AS diff_from_prev
FROM employees
WINDOW w AS (PARTITION BY department_id ORDER BY salary DESC);</code></pre>
<p>Other useful window functions: <code>LAG</code>/<code>LEAD</code> for previous and next rows, <code>FIRST_VALUE</code>, <code>NTILE</code>, and running totals with <code>SUM(x) OVER (ORDER BY date)</code>. Window functions are evaluated after <code>WHERE</code>, <code>GROUP BY</code> and <code>HAVING</code>, so to filter on their result (for example "top 3 per department") wrap the query in a subquery or CTE. The named <code>WINDOW</code> clause is supported by PostgreSQL and MySQL 8 but not by every database.</p>`,
        },
        {
          question: "What is the difference between UNION and UNION ALL?",
          answer: `<p>Both combine the results of two or more <code>SELECT</code> statements into one result set. The queries must return the same number of columns with compatible types, and the column names come from the first query.</p>
<ul>
<li><strong>UNION</strong> removes duplicate rows from the combined result. To do that, the database must sort or hash the whole result, which costs time and memory on large sets.</li>
<li><strong>UNION ALL</strong> simply appends the results and keeps every row, including duplicates. It is faster and can start streaming rows immediately.</li>
</ul>
<pre><code class="language-sql">-- Every email we have ever contacted, without duplicates
SELECT email FROM customers
UNION
SELECT email FROM newsletter_subscribers;

-- Combine monthly partitions: rows cannot overlap, so skip deduplication
SELECT order_id, amount, 'web' AS channel FROM web_orders
UNION ALL
SELECT order_id, amount, 'store' AS channel FROM store_orders;</code></pre>
<p>Use <code>UNION ALL</code> by default when you know the inputs do not overlap or when duplicates are meaningful, for example when you will aggregate them afterwards. Use <code>UNION</code> only when you actually need distinct rows. An <code>ORDER BY</code> applies to the combined result and is written once at the end. Related set operators are <code>INTERSECT</code> (rows in both) and <code>EXCEPT</code> (<code>MINUS</code> in Oracle) for rows in the first but not the second.</p>`,
        },
        {
          question: "What is the difference between DELETE, TRUNCATE and DROP?",
          answer: `<ul>
<li><strong>DELETE</strong> is a DML command that removes rows one by one, optionally filtered by a <code>WHERE</code> clause. Each row deletion is logged, row-level triggers fire, foreign key constraints are checked, and it can be rolled back inside a transaction. On big tables it is slow and can leave the table's storage bloated until it is reclaimed (for example by <code>VACUUM</code> in PostgreSQL).</li>
<li><strong>TRUNCATE</strong> removes all rows at once by deallocating the table's data pages. It is much faster, uses minimal logging, does not fire row-level <code>DELETE</code> triggers, cannot take a <code>WHERE</code> clause, and usually resets identity/auto-increment counters (in PostgreSQL only with <code>RESTART IDENTITY</code>). It fails if other tables reference the table through foreign keys, unless you use <code>CASCADE</code> where supported.</li>
<li><strong>DROP</strong> removes the table itself: its structure, data, indexes, constraints, triggers and permissions.</li>
</ul>
<p>Whether <code>TRUNCATE</code> can be rolled back depends on the database: in PostgreSQL and SQL Server it is transactional; in MySQL and Oracle it is DDL that commits implicitly and cannot be rolled back.</p>
<p>In interviews, mention safety too: run <code>DELETE</code> with a <code>WHERE</code> clause inside a transaction and check the affected row count before committing, and restrict <code>TRUNCATE</code>/<code>DROP</code> permissions in production.</p>`,
        },
        {
          question: "What is a common table expression (CTE), and how does a recursive CTE work?",
          answer: `<p>A <strong>CTE</strong> is a named temporary result defined with <code>WITH</code> at the start of a statement and used like a table in the main query. CTEs break complex queries into readable steps, can be referenced several times, and replace nested subqueries.</p>
<p>A <strong>recursive CTE</strong> refers to itself. It has an anchor member that produces the starting rows, <code>UNION ALL</code>, and a recursive member that joins back to the CTE. The database repeats the recursive part until it returns no new rows. It is the standard way to query hierarchies: org charts, category trees, bills of materials and graph paths.</p>
<pre><code class="language-sql">-- Everyone who reports, directly or indirectly, to employee 1
WITH RECURSIVE reports AS (
  SELECT employee_id, name, manager_id, 1 AS depth
  FROM employees
  WHERE manager_id = 1                          -- anchor

  UNION ALL

  SELECT e.employee_id, e.name, e.manager_id, r.depth + 1
  FROM employees e
  JOIN reports r ON e.manager_id = r.employee_id  -- recursive step
  WHERE r.depth &lt; 20                            -- safety limit
)
SELECT * FROM reports ORDER BY depth, name;</code></pre>
<p>Guard against cycles in bad data with a depth limit or a visited-path array, since infinite recursion will run until an error. The <code>RECURSIVE</code> keyword is required in PostgreSQL and MySQL but not in SQL Server. In PostgreSQL 12 and later, simple non-recursive CTEs can be inlined by the planner; <code>MATERIALIZED</code> forces separate evaluation.</p>`,
        },
        {
          question: "How do NULL values behave in SQL, and what are the common pitfalls?",
          answer: `<p><code>NULL</code> means "unknown or missing", not zero or an empty string. SQL uses <strong>three-valued logic</strong>: any comparison with NULL, even <code>NULL = NULL</code>, yields <code>UNKNOWN</code>, and <code>WHERE</code> keeps only rows where the condition is <code>TRUE</code>.</p>
<pre><code class="language-sql">-- Wrong: never matches anything
SELECT * FROM users WHERE phone = NULL;
-- Right
SELECT * FROM users WHERE phone IS NULL;

-- COUNT(*) counts rows; COUNT(col) skips NULLs
SELECT COUNT(*), COUNT(phone), AVG(bonus), AVG(COALESCE(bonus, 0))
FROM employees;

-- Pitfall: NOT IN with a NULL in the subquery returns no rows at all
SELECT name FROM customers
WHERE customer_id NOT IN (SELECT customer_id FROM orders);   -- empty if any NULL

-- Safe alternative
SELECT c.name FROM customers c
WHERE NOT EXISTS (SELECT 1 FROM orders o WHERE o.customer_id = c.customer_id);</code></pre>
<p>More rules to remember:</p>
<ul>
<li>Aggregates such as <code>SUM</code>, <code>AVG</code>, <code>MIN</code> and <code>MAX</code> ignore NULLs, so <code>AVG(bonus)</code> is the average of non-null bonuses only.</li>
<li>Arithmetic or concatenation with NULL returns NULL; use <code>COALESCE</code> to substitute a default.</li>
<li><code>GROUP BY</code> and <code>DISTINCT</code> treat all NULLs as one group.</li>
<li>Sort position of NULLs differs by database; PostgreSQL and Oracle support <code>NULLS FIRST</code>/<code>NULLS LAST</code>.</li>
<li><code>IS DISTINCT FROM</code> compares values treating NULLs as equal.</li>
</ul>`,
        },
        {
          question: "In what order is a SQL SELECT statement logically evaluated?",
          answer: `<p>SQL is written in one order but logically processed in another. The standard logical order is:</p>
<ol>
<li><strong>FROM</strong> and <strong>JOIN</strong>: build the source rows, applying <code>ON</code> conditions.</li>
<li><strong>WHERE</strong>: filter individual rows.</li>
<li><strong>GROUP BY</strong>: form groups.</li>
<li><strong>HAVING</strong>: filter groups.</li>
<li><strong>SELECT</strong>: compute output expressions, including window functions and column aliases.</li>
<li><strong>DISTINCT</strong>: remove duplicate rows.</li>
<li><strong>ORDER BY</strong>: sort the result.</li>
<li><strong>LIMIT / OFFSET</strong> (or <code>FETCH FIRST</code> / <code>TOP</code>): return a slice.</li>
</ol>
<p>This explains many errors and behaviors:</p>
<ul>
<li>A column alias defined in <code>SELECT</code> cannot be used in <code>WHERE</code>, because <code>WHERE</code> runs first. It can be used in <code>ORDER BY</code>. (Some databases, such as MySQL and PostgreSQL, also allow aliases in <code>GROUP BY</code> as an extension.)</li>
<li>Aggregates are not allowed in <code>WHERE</code>, only in <code>HAVING</code> and <code>SELECT</code>.</li>
<li>Window functions cannot be filtered in <code>WHERE</code> or <code>HAVING</code>; wrap the query in a subquery or CTE.</li>
<li><code>LIMIT</code> without <code>ORDER BY</code> returns an arbitrary set of rows.</li>
</ul>
<p>This is the logical order that defines the result. The query optimizer is free to execute the physical plan differently, for example by pushing filters down or using an index to avoid sorting, as long as the result is the same.</p>`,
        },
        {
          question: "What is the difference between IN, EXISTS and JOIN when filtering by another table?",
          answer: `<p>All three can express a <strong>semi-join</strong>, such as "customers who have at least one order", but they behave differently:</p>
<ul>
<li><strong>IN (subquery)</strong> compares a value with the list returned by the subquery. It is the most readable option for a single column.</li>
<li><strong>EXISTS</strong> runs a correlated subquery and is true as soon as one matching row is found. The selected columns do not matter, so <code>SELECT 1</code> is conventional, and multi-column conditions are easy to express.</li>
<li><strong>JOIN</strong> returns one row per match, so a customer with five orders appears five times. Adding <code>DISTINCT</code> to fix that hides the real intent; use a join when you actually need columns from the other table.</li>
</ul>
<pre><code class="language-sql">-- Equivalent semi-joins
SELECT c.* FROM customers c
WHERE c.customer_id IN (SELECT o.customer_id FROM orders o);

SELECT c.* FROM customers c
WHERE EXISTS (SELECT 1 FROM orders o WHERE o.customer_id = c.customer_id);

-- Anti-join: customers with no orders
SELECT c.* FROM customers c
WHERE NOT EXISTS (SELECT 1 FROM orders o WHERE o.customer_id = c.customer_id);</code></pre>
<p>The negated forms are where the difference matters most. If the subquery returns even one <code>NULL</code>, <code>x NOT IN (...)</code> can never be true and the query returns no rows. <code>NOT EXISTS</code> and <code>LEFT JOIN ... WHERE o.customer_id IS NULL</code> do not have this problem.</p>
<p>For performance, modern optimizers usually turn <code>IN</code> and <code>EXISTS</code> into the same semi-join plan, so choose by correctness and clarity, then confirm with <code>EXPLAIN</code>.</p>`,
        },
        {
          question: "How do you pivot rows into columns in SQL?",
          answer: `<p>The portable way is <strong>conditional aggregation</strong>: group by the row key and, for each output column, put a <code>CASE</code> expression inside an aggregate. The <code>CASE</code> passes the value through only for rows that belong to that column and returns <code>NULL</code> otherwise, which the aggregate ignores.</p>
<pre><code class="language-sql">-- sales(region, quarter, amount): one row per region, one column per quarter
SELECT region,
       SUM(CASE WHEN quarter = 'Q1' THEN amount END) AS q1,
       SUM(CASE WHEN quarter = 'Q2' THEN amount END) AS q2,
       SUM(CASE WHEN quarter = 'Q3' THEN amount END) AS q3,
       SUM(CASE WHEN quarter = 'Q4' THEN amount END) AS q4,
       COUNT(CASE WHEN amount &gt;= 10000 THEN 1 END) AS large_deals
FROM sales
GROUP BY region
ORDER BY region;

-- PostgreSQL and SQLite: the standard FILTER clause
SELECT region,
       SUM(amount) FILTER (WHERE quarter = 'Q1') AS q1,
       SUM(amount) FILTER (WHERE quarter = 'Q2') AS q2
FROM sales
GROUP BY region;</code></pre>
<p>Points worth mentioning:</p>
<ul>
<li>A region with no Q1 sales gets <code>NULL</code> in <code>q1</code>; wrap the aggregate in <code>COALESCE(..., 0)</code> if the report should show zero.</li>
<li>The output columns must be known when the query is written. For a dynamic set of values you need dynamic SQL or pivoting in the application.</li>
<li>SQL Server and Oracle have a <code>PIVOT</code> operator, but conditional aggregation works everywhere and lets you mix different aggregates in one query.</li>
</ul>`,
        },
        {
          question: "How do you calculate a running total and a moving average in SQL?",
          answer: `<p>Use an aggregate as a window function with an <code>ORDER BY</code> and an explicit <strong>window frame</strong> that defines which rows around the current one are included.</p>
<pre><code class="language-sql">-- daily_sales(store_id, sale_date, revenue): one row per store and day
SELECT store_id, sale_date, revenue,
       SUM(revenue) OVER (PARTITION BY store_id ORDER BY sale_date
                          ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW) AS running_total,
       AVG(revenue) OVER (PARTITION BY store_id ORDER BY sale_date
                          ROWS BETWEEN 6 PRECEDING AND CURRENT ROW) AS moving_avg_7
FROM daily_sales
ORDER BY store_id, sale_date;</code></pre>
<p>Details interviewers look for:</p>
<ul>
<li>With <code>ORDER BY</code> but no frame, the default is <code>RANGE BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW</code>. <code>RANGE</code> treats rows with equal sort values as peers, so rows sharing a date all get the same total, including each other. Write <code>ROWS</code> for a strict row-by-row running total.</li>
<li><code>ROWS BETWEEN 6 PRECEDING</code> counts rows, not days. If some days are missing, the window covers more than seven calendar days. Fill the gaps by joining to a calendar table, or use a time-based frame such as <code>RANGE BETWEEN INTERVAL '6 days' PRECEDING AND CURRENT ROW</code> (PostgreSQL 11 and later).</li>
<li>The first six rows of each store average fewer than seven values; hide them or compare with <code>COUNT(*)</code> over the same frame.</li>
<li>Before window functions, this required a self-join or correlated subquery, which scales quadratically.</li>
</ul>`,
        },
        {
          question:
            "How do you find consecutive sequences, such as users who logged in on three or more consecutive days?",
          answer: `<p>This is the classic <strong>gaps and islands</strong> problem. Number each user's distinct dates in order with <code>ROW_NUMBER</code> and subtract that number from the date. Within a run of consecutive days both values grow by one per row, so the difference stays constant; after a gap it changes. That difference identifies each island, or streak, and you can group by it.</p>
<pre><code class="language-sql">-- PostgreSQL; logins(user_id, login_at)
WITH days AS (
  SELECT DISTINCT user_id, CAST(login_at AS DATE) AS login_date
  FROM logins
),
grouped AS (
  SELECT user_id, login_date,
         login_date - CAST(ROW_NUMBER() OVER (PARTITION BY user_id ORDER BY login_date) AS INT) AS grp
  FROM days
)
SELECT user_id,
       MIN(login_date) AS streak_start,
       MAX(login_date) AS streak_end,
       COUNT(*)        AS streak_days
FROM grouped
GROUP BY user_id, grp
HAVING COUNT(*) &gt;= 3
ORDER BY user_id, streak_start;</code></pre>
<p>Things to point out:</p>
<ul>
<li>The <code>DISTINCT</code> step matters: several logins on the same day would increase the row number without moving the date and break the streak.</li>
<li>Date arithmetic differs by database: use <code>DATEADD(day, -rn, login_date)</code> in SQL Server or <code>DATE_SUB(login_date, INTERVAL rn DAY)</code> in MySQL.</li>
<li>An alternative is to flag rows where <code>LAG(login_date)</code> is not the previous day and take a running <code>SUM</code> of the flags as the group id. It is more flexible, for example when gaps of up to two days are allowed.</li>
</ul>`,
        },
      ],
    },
    {
      name: "PostgreSQL",
      slug: "postgresql-interview-questions",
      description: `<p>PostgreSQL is a powerful open-source relational database and a frequent choice for new applications at US startups and enterprises, including managed services such as Amazon RDS and Aurora, Google Cloud SQL and Azure Database for PostgreSQL.</p>
<p>Interviews for back-end engineers, database administrators and data engineers cover PostgreSQL-specific behavior: MVCC and VACUUM, index types, reading <code>EXPLAIN ANALYZE</code>, JSONB, isolation levels, identity columns, upserts, connection pooling and replication.</p>
<p>Senior candidates should be able to diagnose a slow query and explain the operational side of running PostgreSQL in production.</p>`,
      metaTitle: "PostgreSQL Interview Questions and Answers",
      metaDescription:
        "PostgreSQL interview questions: MVCC and VACUUM, index types, EXPLAIN ANALYZE, JSONB, isolation levels, upserts, pooling and replication.",
      metaKeywords:
        "postgresql interview questions, postgres mvcc, vacuum, explain analyze, jsonb, postgres indexes, pgbouncer, postgres replication",
      questions: [
        {
          question: "What is MVCC in PostgreSQL, and why is VACUUM needed?",
          answer: `<p><strong>Multi-Version Concurrency Control (MVCC)</strong> lets readers and writers work at the same time without blocking each other. PostgreSQL never updates a row in place: an <code>UPDATE</code> writes a new version of the row (a tuple) and marks the old one as expired, and a <code>DELETE</code> just marks the row as expired. Each tuple stores the IDs of the transactions that created (<code>xmin</code>) and expired (<code>xmax</code>) it. Every transaction reads from a <strong>snapshot</strong> and sees only the versions that were committed and visible at that point.</p>
<p>The result is that reads never block writes and writes never block reads; only concurrent writes to the same row wait for each other.</p>
<p>The cost is <strong>dead tuples</strong>: old versions that no running transaction can see any more. <strong>VACUUM</strong> cleans them up:</p>
<ul>
<li>Marks the space of dead tuples as reusable, preventing table and index <strong>bloat</strong>.</li>
<li>Updates the visibility map, which enables index-only scans.</li>
<li><strong>Freezes</strong> old transaction IDs to prevent transaction ID wraparound, which would otherwise force the database to stop accepting writes.</li>
</ul>
<p>The <strong>autovacuum</strong> daemon runs VACUUM and ANALYZE automatically; on busy tables you often tune it to run more aggressively. Long-running or idle-in-transaction sessions hold back cleanup, a common cause of bloat. Plain VACUUM does not return space to the OS; <code>VACUUM FULL</code> does, but it rewrites the table under an exclusive lock.</p>`,
        },
        {
          question: "What index types does PostgreSQL support, and when would you use each?",
          answer: `<ul>
<li><strong>B-tree</strong> (default): equality and range queries (<code>=</code>, <code>&lt;</code>, <code>BETWEEN</code>), sorting, <code>IS NULL</code> and prefix <code>LIKE 'abc%'</code> (with the right collation or operator class). The right choice for most columns.</li>
<li><strong>Hash</strong>: equality only. Crash-safe and replicated since PostgreSQL 10, but rarely better than B-tree.</li>
<li><strong>GIN</strong> (Generalized Inverted Index): values that contain many elements: <code>jsonb</code> containment (<code>@&gt;</code>), arrays, full-text search (<code>tsvector</code>) and trigram similarity with <code>pg_trgm</code> for <code>ILIKE '%text%'</code>. Fast reads, slower writes.</li>
<li><strong>GiST</strong> (Generalized Search Tree): geometric and range data, PostGIS geospatial queries, nearest-neighbor searches, and exclusion constraints such as "no overlapping bookings".</li>
<li><strong>SP-GiST</strong>: space-partitioned structures such as quadtrees and tries, for non-balanced data like IP addresses or points.</li>
<li><strong>BRIN</strong> (Block Range Index): tiny indexes storing min/max per block range, ideal for huge, append-only tables where values follow physical order, such as timestamps in event logs.</li>
</ul>
<p>Beyond the type, PostgreSQL supports <strong>multicolumn</strong>, <strong>partial</strong> (<code>WHERE</code> clause), <strong>expression</strong> (<code>LOWER(email)</code>) and <strong>covering</strong> indexes (<code>INCLUDE</code> columns for index-only scans). Every index slows down writes and uses disk and memory, so check <code>pg_stat_user_indexes</code> for unused indexes and drop them.</p>`,
        },
        {
          question: "How do you read EXPLAIN ANALYZE output to diagnose a slow query?",
          answer: `<p><code>EXPLAIN</code> shows the plan the optimizer chose with estimated costs. <code>EXPLAIN ANALYZE</code> actually <strong>executes</strong> the query and adds real row counts and timing for each node, so wrap data-modifying statements in a transaction you roll back. Adding <code>BUFFERS</code> shows how many pages came from cache or disk.</p>
<pre><code class="language-sql">EXPLAIN (ANALYZE, BUFFERS)
SELECT o.id, o.total
FROM orders o
WHERE o.customer_id = 42
  AND o.created_at &gt;= now() - interval '30 days';

-- Seq Scan on orders o  (cost=0.00..25834.00 rows=12 width=16)
--                       (actual time=0.041..182.311 rows=9 loops=1)
--   Filter: ((customer_id = 42) AND (created_at &gt;= ...))
--   Rows Removed by Filter: 999991
--   Buffers: shared hit=2134 read=11200
-- Execution Time: 182.402 ms</code></pre>
<p>What to look for:</p>
<ul>
<li>Read the plan from the innermost (most indented) nodes outward; each node's time includes its children, and per-loop values must be multiplied by <code>loops</code>.</li>
<li><strong>Sequential scans</strong> with a large "Rows Removed by Filter" on a selective condition suggest a missing index, here on <code>(customer_id, created_at)</code>.</li>
<li><strong>Estimated vs actual rows</strong> differing by orders of magnitude indicate stale or insufficient statistics; run <code>ANALYZE</code> or raise the statistics target. Bad estimates lead to bad join choices.</li>
<li>Sorts or hashes that spill to disk ("external merge") suggest raising <code>work_mem</code> or adding an index that provides the order.</li>
<li>Nested loops with many iterations over large inputs.</li>
</ul>
<p>For finding which queries to tune in the first place, use the <code>pg_stat_statements</code> extension.</p>`,
        },
        {
          question: "What is the difference between json and jsonb in PostgreSQL?",
          answer: `<ul>
<li><strong>json</strong> stores the input text exactly as given, including whitespace, key order and duplicate keys. It must be re-parsed on every operation, so processing is slower, and it has limited indexing support.</li>
<li><strong>jsonb</strong> stores a decomposed <strong>binary</strong> format. Input is slightly slower to store because it is converted, but querying is much faster. Whitespace is discarded, key order is not preserved, and for duplicate keys only the last value is kept. It supports GIN indexes and the containment and existence operators.</li>
</ul>
<pre><code class="language-sql">CREATE TABLE events (
  id         bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  payload    jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX events_payload_gin ON events USING gin (payload jsonb_path_ops);

-- Containment query that uses the GIN index
SELECT id, payload -&gt;&gt; 'userId' AS user_id
FROM events
WHERE payload @&gt; '{"type": "purchase", "country": "US"}';

-- B-tree expression index for one frequently filtered key
CREATE INDEX events_user_idx ON events ((payload -&gt;&gt; 'userId'));

-- Update a nested key
UPDATE events SET payload = jsonb_set(payload, '{status}', '"refunded"') WHERE id = 10;</code></pre>
<p>Use <code>jsonb</code> in almost all cases; use <code>json</code> only if you must preserve the exact original text, for example for auditing. Do not store everything as JSON: fields that are always present, used in joins, or needing constraints belong in regular typed columns.</p>`,
        },
        {
          question: "What transaction isolation levels does PostgreSQL provide, and how do they behave?",
          answer: `<p>The SQL standard defines four levels by which anomalies they allow: dirty reads, non-repeatable reads, phantom reads and serialization anomalies. PostgreSQL implements them with MVCC snapshots:</p>
<ul>
<li><strong>Read Uncommitted</strong>: accepted as syntax but behaves exactly like Read Committed. PostgreSQL never shows uncommitted data.</li>
<li><strong>Read Committed</strong> (the default): each statement sees a fresh snapshot of data committed before it started. Two identical queries in one transaction can return different results if another transaction commits in between.</li>
<li><strong>Repeatable Read</strong>: the whole transaction uses one snapshot taken at its first statement, so repeated reads return the same data and, unlike the standard's minimum, phantoms are also prevented. If you try to update a row that another transaction changed and committed after your snapshot, you get a serialization error and must retry.</li>
<li><strong>Serializable</strong>: uses Serializable Snapshot Isolation (SSI), which tracks read/write dependencies and aborts transactions that could produce a result impossible in any serial order, such as write skew (two doctors both going off call at the same time).</li>
</ul>
<pre><code class="language-sql">BEGIN ISOLATION LEVEL SERIALIZABLE;
SELECT count(*) FROM doctors WHERE on_call AND shift_id = 7;
UPDATE doctors SET on_call = false WHERE id = 3 AND shift_id = 7;
COMMIT;   -- may fail with SQLSTATE 40001: the application must retry</code></pre>
<p>Higher levels give stronger guarantees but more aborted transactions, so application code must be written to retry on error code <code>40001</code>. Many applications stay at Read Committed and use explicit row locks (<code>SELECT ... FOR UPDATE</code>) where needed.</p>`,
        },
        {
          question: "What is the difference between SERIAL and identity columns in PostgreSQL?",
          answer: `<p>Both create an auto-incrementing integer backed by a <strong>sequence</strong>.</p>
<ul>
<li><strong>SERIAL</strong> / <strong>BIGSERIAL</strong> is a PostgreSQL-specific shorthand: it creates a sequence, sets the column default to <code>nextval('...')</code> and marks the sequence as owned by the column. It is not a real type, and because it is just a default, anyone can insert explicit values, which later causes duplicate key errors when the sequence catches up. Permissions on the sequence must also be granted separately.</li>
<li><strong>Identity columns</strong> (since PostgreSQL 10) follow the SQL standard. The sequence is tied to the column itself, and permissions follow the table. <code>GENERATED ALWAYS</code> rejects manual values unless you explicitly write <code>OVERRIDING SYSTEM VALUE</code>; <code>GENERATED BY DEFAULT</code> allows them.</li>
</ul>
<pre><code class="language-sql">CREATE TABLE customers (
  id    bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  email text NOT NULL UNIQUE
);

INSERT INTO customers (email) VALUES ('ann@example.com') RETURNING id;

-- After bulk-loading rows with explicit ids, move the sequence past them
SELECT setval(pg_get_serial_sequence('customers', 'id'), (SELECT max(id) FROM customers));</code></pre>
<p>Identity columns are the recommended choice for new tables. Use <code>bigint</code> rather than <code>integer</code> for tables that may grow large, since running out of 2.1 billion values is a painful migration. Remember that sequences are not transactional: rolled-back inserts leave <strong>gaps</strong>, so never rely on IDs being consecutive. For IDs generated outside the database or exposed publicly, UUIDs are an alternative.</p>`,
        },
        {
          question:
            "What are partial and expression indexes, and how do you create an index without blocking writes?",
          answer: `<p>A <strong>partial index</strong> covers only the rows that match a <code>WHERE</code> predicate. It is smaller and faster to maintain, and the planner uses it when a query's conditions imply the predicate. It can also enforce conditional uniqueness.</p>
<p>An <strong>expression index</strong> indexes the result of an expression or function, so queries that filter on the same expression can use it.</p>
<pre><code class="language-sql">-- Only a small fraction of orders are pending, and those are queried constantly
CREATE INDEX orders_pending_idx ON orders (created_at) WHERE status = 'pending';

-- Unique email per active account, ignoring soft-deleted rows
CREATE UNIQUE INDEX users_email_active_uq ON users (lower(email)) WHERE deleted_at IS NULL;

-- Case-insensitive lookup can use the index above
SELECT * FROM users WHERE lower(email) = lower('Ann@Example.com') AND deleted_at IS NULL;

-- Build an index on a busy production table without blocking writes
CREATE INDEX CONCURRENTLY orders_customer_created_idx ON orders (customer_id, created_at);</code></pre>
<p>A normal <code>CREATE INDEX</code> takes a lock that blocks inserts, updates and deletes on the table for the whole build, which can mean minutes of downtime on a large table. <code>CREATE INDEX CONCURRENTLY</code> avoids that by scanning the table twice and waiting for existing transactions. It takes longer, cannot run inside a transaction block, and if it fails it leaves an <code>INVALID</code> index that you must drop and recreate. <code>DROP INDEX CONCURRENTLY</code> and, since PostgreSQL 12, <code>REINDEX CONCURRENTLY</code> work similarly.</p>`,
        },
        {
          question: "Why do PostgreSQL applications need connection pooling, and how does PgBouncer help?",
          answer: `<p>PostgreSQL uses a <strong>process-per-connection</strong> model: every client connection is served by a separate backend process with its own memory. Opening a connection is relatively expensive, since it involves forking a process, authentication and, often, TLS, and thousands of mostly idle connections waste memory and increase contention. <code>max_connections</code> is usually kept in the hundreds for this reason.</p>
<p>Modern deployments make it worse: many application instances, autoscaling containers and serverless functions each open their own connections.</p>
<p><strong>Connection pooling</strong> keeps a small number of database connections open and shares them among many clients:</p>
<ul>
<li><strong>Application-side pools</strong>, such as HikariCP in Java, <code>pg.Pool</code> in Node.js or SQLAlchemy's pool, reuse connections within one process.</li>
<li><strong>PgBouncer</strong> is a lightweight external pooler that sits between all applications and PostgreSQL. Its modes:
<ul>
<li>Session: a server connection is assigned for the whole client session; the safest but least efficient.</li>
<li>Transaction: a server connection is assigned only for the duration of a transaction; the most common and efficient mode, letting thousands of clients share a few dozen connections.</li>
<li>Statement: per statement; multi-statement transactions are not allowed.</li>
</ul></li>
</ul>
<p>Transaction mode limits session-level features: session <code>SET</code> commands, advisory session locks, <code>LISTEN</code> and, in older PgBouncer versions, named prepared statements do not work reliably. Managed alternatives include Amazon RDS Proxy. A good starting pool size is a small multiple of the database server's CPU cores, not hundreds.</p>`,
        },
        {
          question:
            "What is the difference between streaming replication and logical replication in PostgreSQL?",
          answer: `<p><strong>Streaming (physical) replication</strong> ships the write-ahead log (WAL), the low-level record of every change to data pages, from the primary to one or more standbys, which replay it byte for byte.</p>
<ul>
<li>The standby is an exact copy of the whole cluster: all databases, same major version.</li>
<li>Standbys can serve read-only queries (hot standby) and can be promoted to primary for failover. Tools such as Patroni, or managed cloud services, automate this.</li>
<li>It can be <strong>asynchronous</strong> (default; small replication lag, possible loss of the last transactions on failover) or <strong>synchronous</strong> (commit waits for a standby; no data loss, higher latency).</li>
</ul>
<p><strong>Logical replication</strong> (built in since PostgreSQL 10) decodes WAL into row-level changes (INSERT, UPDATE, DELETE) and sends them through a <strong>publication</strong> on the source to a <strong>subscription</strong> on the target.</p>
<ul>
<li>You can replicate selected tables, and, since PostgreSQL 15, selected rows and columns.</li>
<li>The subscriber is a normal writable database and can run a different major version, which enables near-zero-downtime major upgrades and data consolidation.</li>
<li>DDL (schema changes) and sequence values are not replicated, and tables need a primary key or replica identity for updates and deletes.</li>
</ul>
<p>In short: physical replication for high availability and read replicas; logical replication for selective data sharing, upgrades and feeding other systems. Change data capture tools such as Debezium use logical decoding too.</p>`,
        },
        {
          question: "How do you perform an upsert in PostgreSQL?",
          answer: `<p>An <strong>upsert</strong> inserts a row or, if it would violate a unique constraint, updates the existing row instead. PostgreSQL supports it atomically with <code>INSERT ... ON CONFLICT</code> (since 9.5). This avoids the race condition of "SELECT, then INSERT or UPDATE", where two concurrent sessions can both decide to insert.</p>
<pre><code class="language-sql">CREATE TABLE product_inventory (
  sku        text PRIMARY KEY,
  quantity   integer NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Insert or add to the existing quantity
INSERT INTO product_inventory (sku, quantity)
VALUES ('SKU-1001', 5), ('SKU-2002', 3)
ON CONFLICT (sku) DO UPDATE
SET quantity   = product_inventory.quantity + EXCLUDED.quantity,
    updated_at = now()
RETURNING sku, quantity, (xmax = 0) AS inserted;

-- Ignore duplicates entirely
INSERT INTO newsletter (email) VALUES ('ann@example.com')
ON CONFLICT (email) DO NOTHING;</code></pre>
<p>Key details:</p>
<ul>
<li>The conflict target (<code>(sku)</code>, or <code>ON CONSTRAINT name</code>) must match a unique index or constraint.</li>
<li><code>EXCLUDED</code> refers to the row that was proposed for insertion.</li>
<li>You can add a <code>WHERE</code> clause to <code>DO UPDATE</code> to update only when something changed.</li>
<li>One statement cannot affect the same conflicting row twice, so deduplicate input rows first.</li>
<li>Failed insert attempts still consume sequence values.</li>
</ul>
<p>PostgreSQL 15 also added the SQL-standard <code>MERGE</code> statement, which is more flexible for synchronizing tables but, unlike <code>ON CONFLICT</code>, can still raise unique violations under concurrent inserts.</p>`,
        },
      ],
    },
    {
      name: "Database Design",
      slug: "database-design-interview-questions",
      description: `<p>Database design questions appear in back-end, full-stack, data engineering and system design interviews. They check whether you can turn business requirements into a schema that is correct, consistent and fast enough for the expected workload.</p>
<p>Topics include normalization and when to denormalize, keys and relationships, ACID transactions, indexing strategy, OLTP versus OLAP modeling, the CAP theorem, replication, partitioning and sharding, and changing schemas safely in production.</p>
<p>Interviewers value clear reasoning about trade-offs more than textbook definitions, so always connect your answer to a concrete example.</p>`,
      metaTitle: "Database Design Interview Questions and Answers",
      metaDescription:
        "Database design interview questions: normalization, keys, ACID, indexing, many-to-many, CAP theorem, sharding, star schema and migrations.",
      metaKeywords:
        "database design interview questions, normalization, acid, primary key, indexing strategy, cap theorem, sharding, star schema, data modeling",
      questions: [
        {
          question: "What is normalization? Explain 1NF, 2NF and 3NF.",
          answer: `<p><strong>Normalization</strong> organizes tables to reduce redundancy and prevent update, insert and delete anomalies, for example having to change a customer's address in 50 order rows.</p>
<ul>
<li><strong>First normal form (1NF)</strong>: every column holds atomic values, with no repeating groups or lists in a cell (no <code>phone1, phone2, phone3</code> columns or comma-separated values), and each row is uniquely identifiable.</li>
<li><strong>Second normal form (2NF)</strong>: 1NF, and every non-key column depends on the whole primary key, not just part of it. This matters with composite keys: in <code>order_items(order_id, product_id, quantity, product_name)</code>, <code>product_name</code> depends only on <code>product_id</code>, so it belongs in <code>products</code>.</li>
<li><strong>Third normal form (3NF)</strong>: 2NF, and no non-key column depends on another non-key column (no transitive dependencies). In <code>employees(id, department_id, department_name)</code>, <code>department_name</code> depends on <code>department_id</code>, so it moves to a <code>departments</code> table.</li>
</ul>
<p>A popular summary: every non-key attribute must depend on "the key, the whole key and nothing but the key". <strong>BCNF</strong> tightens 3NF so that every determinant is a candidate key; higher forms (4NF, 5NF) deal with multi-valued and join dependencies and are rarely discussed in interviews.</p>
<p>Most transactional (OLTP) schemas aim for 3NF, then denormalize selectively where measured performance requires it.</p>`,
        },
        {
          question: "When and how would you denormalize a database?",
          answer: `<p><strong>Denormalization</strong> deliberately adds redundancy to make reads faster or simpler, accepting extra storage and the work of keeping copies consistent. It should follow a measured performance problem, not be the starting design.</p>
<p>Typical cases:</p>
<ul>
<li><strong>Read-heavy screens</strong> that would need many joins, such as a product listing showing category name, average rating and review count.</li>
<li><strong>Expensive aggregates</strong>: store <code>comment_count</code> on a post instead of counting on each page view.</li>
<li><strong>Historical accuracy</strong>: copying the price and shipping address into an order is actually correct modeling, because later changes to the product or customer must not change past orders.</li>
<li><strong>Analytics</strong>: data warehouses use star schemas with wide, denormalized dimension tables.</li>
</ul>
<p>Techniques: redundant columns updated in the same transaction or by triggers; <strong>materialized views</strong> refreshed on a schedule when some staleness is acceptable; caches or search indexes fed by change data capture.</p>
<pre><code class="language-sql">CREATE MATERIALIZED VIEW product_stats AS
SELECT p.id, p.name, c.name AS category,
       COUNT(r.id) AS review_count, AVG(r.rating) AS avg_rating
FROM products p
JOIN categories c ON c.id = p.category_id
LEFT JOIN reviews r ON r.product_id = p.id
GROUP BY p.id, p.name, c.name;

CREATE UNIQUE INDEX ON product_stats (id);
REFRESH MATERIALIZED VIEW CONCURRENTLY product_stats;  -- PostgreSQL, e.g. every 10 minutes</code></pre>
<p>Trade-offs: slower, more complex writes, risk of inconsistency when an update path is missed, and more storage. First check whether indexes, query rewrites or caching already solve the problem.</p>`,
        },
        {
          question:
            "Should you use natural keys or surrogate keys, and what about UUIDs versus auto-increment IDs?",
          answer: `<p>A <strong>natural key</strong> comes from the business data: an email, a Social Security number, an ISBN. A <strong>surrogate key</strong> is a meaningless generated identifier such as an auto-increment integer or a UUID.</p>
<p>Surrogate keys are usually preferred as primary keys because natural keys tend to change (people change email addresses), may not be truly unique, can be sensitive (never use an SSN as a key), and are often wide, which makes every foreign key and index larger. Still enforce natural uniqueness with a separate <code>UNIQUE</code> constraint.</p>
<p><strong>Auto-increment / identity integers</strong>:</p>
<ul>
<li>Small (8 bytes for <code>bigint</code>), fast, and inserted in order, which keeps B-tree indexes compact.</li>
<li>But they need a central database to generate them, and exposing them in URLs reveals business volume and invites enumeration attacks.</li>
</ul>
<p><strong>UUIDs</strong>:</p>
<ul>
<li>Can be generated anywhere (clients, multiple services, offline) without coordination, and merge easily across databases and shards.</li>
<li>Larger (16 bytes) and, for random version 4 UUIDs, inserted at random index positions, which causes page splits and poor cache locality on large tables.</li>
<li><strong>UUIDv7</strong> (RFC 9562) starts with a timestamp, so values are roughly time-ordered and index-friendly while remaining globally unique.</li>
</ul>
<p>A common compromise: a <code>bigint</code> internal primary key plus a separate UUID or random public ID exposed in APIs.</p>`,
        },
        {
          question: "What do the ACID properties of a transaction mean?",
          answer: `<ul>
<li><strong>Atomicity</strong>: a transaction is all or nothing. If any statement fails or the server crashes, every change in the transaction is rolled back. Transferring money either debits and credits, or does neither.</li>
<li><strong>Consistency</strong>: a transaction moves the database from one valid state to another, respecting all constraints, such as primary and foreign keys, <code>CHECK</code> and <code>NOT NULL</code>. Business rules the database cannot express are the application's responsibility.</li>
<li><strong>Isolation</strong>: concurrent transactions do not interfere in ways that produce incorrect results. The degree is set by the isolation level (Read Committed, Repeatable Read, Serializable), trading correctness guarantees against concurrency.</li>
<li><strong>Durability</strong>: once a transaction commits, its changes survive crashes and power failures. Databases achieve this with a write-ahead log flushed to disk before the commit is acknowledged, plus replication for hardware failures.</li>
</ul>
<pre><code class="language-sql">BEGIN;
UPDATE accounts SET balance = balance - 100 WHERE id = 1 AND balance &gt;= 100;
UPDATE accounts SET balance = balance + 100 WHERE id = 2;
INSERT INTO transfers (from_id, to_id, amount) VALUES (1, 2, 100);
COMMIT;   -- or ROLLBACK if the first UPDATE affected 0 rows</code></pre>
<p>Relational databases such as PostgreSQL, MySQL (InnoDB), SQL Server and Oracle are fully ACID. Many distributed NoSQL systems historically offered weaker "BASE" guarantees (basically available, soft state, eventually consistent) for availability and scale, although several, including MongoDB, now support multi-document ACID transactions.</p>`,
        },
        {
          question: "How do you model a many-to-many relationship in a relational database?",
          answer: `<p>Relational tables cannot store a list of references in one column properly, so a many-to-many relationship is modeled with a <strong>junction table</strong> (also called a join, bridge or associative table). It holds a foreign key to each side, and its primary key is usually the combination of both.</p>
<pre><code class="language-sql">CREATE TABLE students (
  id   bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL
);

CREATE TABLE courses (
  id    bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  title text NOT NULL
);

CREATE TABLE enrollments (
  student_id  bigint NOT NULL REFERENCES students (id) ON DELETE CASCADE,
  course_id   bigint NOT NULL REFERENCES courses (id) ON DELETE RESTRICT,
  enrolled_at timestamptz NOT NULL DEFAULT now(),
  grade       char(2),
  PRIMARY KEY (student_id, course_id)
);

-- The composite PK serves lookups by student; add an index for lookups by course
CREATE INDEX enrollments_course_idx ON enrollments (course_id);

-- Courses for a student
SELECT c.title
FROM enrollments e
JOIN courses c ON c.id = e.course_id
WHERE e.student_id = 42;</code></pre>
<p>Points to mention:</p>
<ul>
<li>The composite primary key prevents duplicate enrollments.</li>
<li>The junction table can carry attributes of the relationship itself, such as enrollment date or grade; at that point it is a real entity and may deserve its own name and surrogate key.</li>
<li>Choose <code>ON DELETE</code> behavior deliberately for each side.</li>
<li>Storing IDs as arrays or comma-separated strings breaks referential integrity and makes queries and indexing hard.</li>
</ul>`,
        },
        {
          question:
            "How do you decide which indexes to create, and why does column order matter in a composite index?",
          answer: `<p>Indexes speed up reads but slow down every insert, update and delete, and use storage and memory. Design them from the actual <strong>query patterns</strong>, not from the table structure:</p>
<ul>
<li>Index columns used in <code>WHERE</code> filters, joins (especially foreign keys) and <code>ORDER BY</code> of frequent queries.</li>
<li>Favor <strong>selective</strong> columns; an index on a 50/50 boolean rarely helps, though a partial index on the rare value can.</li>
<li>Verify with the execution plan, and drop unused indexes.</li>
</ul>
<p>A composite index on <code>(a, b, c)</code> is sorted by <code>a</code>, then <code>b</code> within each <code>a</code>, then <code>c</code>, like a phone book sorted by last name then first name. It follows the <strong>leftmost prefix rule</strong>: it can serve filters on <code>a</code>, on <code>a</code> and <code>b</code>, or on all three, but generally not on <code>b</code> alone.</p>
<pre><code class="language-sql">CREATE INDEX orders_customer_status_created_idx
  ON orders (customer_id, status, created_at);

-- Uses the index fully: equality columns first, then the range/sort column
SELECT * FROM orders
WHERE customer_id = 42 AND status = 'SHIPPED'
ORDER BY created_at DESC
LIMIT 20;

-- Cannot use it efficiently: the leading column is missing
SELECT * FROM orders WHERE status = 'SHIPPED';</code></pre>
<p>Rule of thumb: put columns tested with <strong>equality first</strong>, then the column used for <strong>range or sorting</strong>. After a range condition on one column, later columns can no longer narrow the scan as effectively.</p>`,
        },
        {
          question: "What is the CAP theorem, and how does it influence database choice?",
          answer: `<p>The <strong>CAP theorem</strong> states that a distributed data store cannot guarantee all three of the following at the same time when a network partition occurs:</p>
<ul>
<li><strong>Consistency</strong>: every read sees the most recent write (linearizability), as if there were a single copy of the data.</li>
<li><strong>Availability</strong>: every request to a non-failed node receives a non-error response.</li>
<li><strong>Partition tolerance</strong>: the system keeps operating even when messages between nodes are lost or delayed.</li>
</ul>
<p>Network partitions are unavoidable in real distributed systems, so the practical choice is what to give up during a partition:</p>
<ul>
<li><strong>CP systems</strong> refuse or delay some requests to stay consistent: for example, a minority partition stops accepting writes. Examples include etcd, ZooKeeper, HBase and MongoDB with majority write and read concerns.</li>
<li><strong>AP systems</strong> keep answering on every side and reconcile later, giving eventual consistency: Cassandra and DynamoDB in their default eventually consistent read modes.</li>
</ul>
<p>The <strong>PACELC</strong> extension adds that even without a partition (Else), there is a trade-off between <strong>Latency</strong> and <strong>Consistency</strong>, which matters more day to day: synchronous replication across regions is consistent but slow.</p>
<p>In an interview, tie it to requirements: a bank balance or inventory count needs consistency; a social feed, product view counter or shopping recommendations can tolerate eventual consistency for better availability and latency. Many databases let you tune this per request, for example Cassandra's consistency levels.</p>`,
        },
        {
          question: "What is the difference between replication, partitioning and sharding?",
          answer: `<ul>
<li><strong>Replication</strong> keeps copies of the same data on several servers. It provides high availability (fail over if the primary dies) and scales <strong>reads</strong> through read replicas. It does not scale writes in a single-primary setup, and asynchronous replicas can serve slightly stale data (replication lag), so "read your own writes" must be handled, for example by reading from the primary right after a write.</li>
<li><strong>Partitioning</strong> splits one large table into smaller pieces, usually within one database server, by range (for example by month), list (by region) or hash. Queries that filter on the partition key only touch relevant partitions (partition pruning), and old data can be dropped instantly by detaching a partition instead of running a huge <code>DELETE</code>.</li>
<li><strong>Sharding</strong> is horizontal partitioning across multiple servers: each shard holds a subset of rows, for example customers by hash of <code>customer_id</code>. It scales <strong>writes</strong> and storage beyond one machine.</li>
</ul>
<p>Sharding has real costs: cross-shard joins and transactions become hard, rebalancing is complex, and a poor <strong>shard key</strong> creates hot spots (sharding by date sends all new writes to one shard). Choose a high-cardinality, evenly distributed key that matches the main access pattern, such as tenant ID in a SaaS application.</p>
<p>Typical evolution: tune queries and indexes, scale up, add read replicas and caching, partition large tables, and shard only when one primary truly cannot handle the write load. Distributed SQL systems such as CockroachDB or Citus can manage sharding for you.</p>`,
        },
        {
          question: "What is the difference between OLTP and OLAP, and what is a star schema?",
          answer: `<p><strong>OLTP</strong> (online transaction processing) systems run the business: placing orders, updating accounts, booking tickets. They handle many small, concurrent reads and writes that touch a few rows each, need low latency and strong consistency, and use normalized schemas. Examples: PostgreSQL, MySQL, SQL Server behind an application.</p>
<p><strong>OLAP</strong> (online analytical processing) systems analyze the business: revenue by region and month, customer cohorts, trends over years. Queries scan and aggregate millions or billions of rows, writes arrive mostly in batches or streams, and data is stored in <strong>columnar</strong> format for fast scans. Examples: Snowflake, Amazon Redshift, Google BigQuery, Databricks SQL, ClickHouse.</p>
<p>A <strong>star schema</strong> is the classic dimensional model for analytics:</p>
<ul>
<li>A central <strong>fact table</strong> holds measurable events at a declared grain, such as one row per order line, with numeric measures (quantity, amount) and foreign keys to dimensions.</li>
<li>Surrounding <strong>dimension tables</strong> hold descriptive, denormalized attributes used for filtering and grouping: date, customer, product, store.</li>
</ul>
<p>Queries join the fact table to a few dimensions and aggregate, which is simple for analysts and BI tools. A <strong>snowflake schema</strong> normalizes dimensions into sub-tables, saving space but adding joins. Dimensions whose attributes change over time, such as a customer's state, are handled with <strong>slowly changing dimension</strong> techniques, most often Type 2, which adds a new row with validity dates. Data moves from OLTP to OLAP through ETL or ELT pipelines.</p>`,
        },
        {
          question: "How do you change a database schema in production without downtime?",
          answer: `<p>During a rolling deployment, old and new versions of the application run against the same database at the same time, so every schema change must be compatible with both. The standard approach is <strong>expand and contract</strong> (parallel change):</p>
<ol>
<li><strong>Expand</strong>: add new structures without breaking old code, such as a new nullable column or a new table.</li>
<li><strong>Migrate</strong>: deploy code that writes to both old and new structures, and backfill existing rows in small batches to avoid long locks and replication lag.</li>
<li><strong>Switch reads</strong> to the new structure once the data is complete and verified.</li>
<li><strong>Contract</strong>: after no running code uses the old structure, remove it in a later release.</li>
</ol>
<p>For example, renaming <code>users.fullname</code> to <code>display_name</code> becomes: add <code>display_name</code>, dual-write, backfill, read from <code>display_name</code>, stop writing <code>fullname</code>, drop it.</p>
<p>Database-specific safety practices:</p>
<ul>
<li>Build indexes without blocking writes (<code>CREATE INDEX CONCURRENTLY</code> in PostgreSQL, online DDL in MySQL).</li>
<li>Add constraints in two steps where supported, for example <code>NOT VALID</code> and then <code>VALIDATE CONSTRAINT</code> in PostgreSQL.</li>
<li>Set a short <code>lock_timeout</code> so a migration waiting for a lock does not queue and block all other queries.</li>
<li>Avoid rewriting large tables, for example some column type changes, during peak traffic.</li>
</ul>
<p>Keep migrations in version control with a tool such as Flyway, Liquibase, Alembic or your framework's migration system, test them on production-sized data, and have a rollback plan.</p>`,
        },
      ],
    },
    {
      name: "MongoDB",
      slug: "mongodb-interview-questions",
      description: `<p>MongoDB is the most popular document database and appears in many US job postings for Node.js, Python and full-stack developers, often as part of the MERN or MEAN stack. Interviews test whether you can model data as documents and run MongoDB reliably at scale.</p>
<p>Questions cover the document model versus relational tables, embedding versus referencing, indexes and the ESR rule, the aggregation pipeline, update operators, replica sets, sharding, transactions, schema validation and query performance with <code>explain()</code>.</p>`,
      metaTitle: "MongoDB Interview Questions and Answers",
      metaDescription:
        "MongoDB interview questions: data modeling, embedding vs referencing, indexes, aggregation pipeline, replica sets, sharding and transactions.",
      metaKeywords:
        "mongodb interview questions, nosql interview, mongodb aggregation, mongodb indexes, replica set, sharding, mongodb schema design, mern stack",
      questions: [
        {
          question: "What is MongoDB, and how does its document model differ from a relational database?",
          answer: `<p><strong>MongoDB</strong> is a document-oriented NoSQL database. Data is stored as <strong>documents</strong> in BSON (binary JSON), grouped in <strong>collections</strong>, instead of rows in tables. Each document has a unique <code>_id</code> and can contain nested objects and arrays.</p>
<pre><code class="language-json">{
  "_id": { "$oid": "665f1c2a9b1e8a3d4c2b1a90" },
  "name": "Ann Lee",
  "email": "ann@example.com",
  "addresses": [
    { "type": "home", "city": "Austin", "state": "TX" }
  ],
  "skills": ["java", "aws"]
}</code></pre>
<p>Key differences from relational databases:</p>
<ul>
<li><strong>Flexible schema</strong>: documents in one collection can have different fields, so the model can evolve without migrations. In practice you still enforce structure with schema validation or an ODM like Mongoose.</li>
<li><strong>Data that is used together is stored together</strong>: related data is often embedded in one document, so a single read returns a whole object without joins, which maps naturally to objects in code.</li>
<li><strong>Joins</strong> exist (<code>$lookup</code>) but are less central; design is driven by query patterns rather than normalization.</li>
<li><strong>Horizontal scaling</strong> through built-in sharding, and high availability through replica sets.</li>
<li><strong>Transactions</strong>: single-document operations are always atomic; multi-document ACID transactions are supported but used sparingly.</li>
</ul>
<p>MongoDB fits content management, catalogs, user profiles, event and IoT data, and fast-evolving products. Highly relational data with complex joins and strict cross-entity constraints usually fits a relational database better.</p>`,
        },
        {
          question: "When should you embed documents and when should you reference them in MongoDB?",
          answer: `<p>The main MongoDB modeling rule is to design for how the application reads and writes data.</p>
<p><strong>Embed</strong> related data inside the parent document when:</p>
<ul>
<li>The data is read together with the parent most of the time, such as an order and its line items, or a user and their addresses.</li>
<li>It is a one-to-one or one-to-few relationship.</li>
<li>The child has no meaning on its own and is not shared by other documents.</li>
<li>You want atomic updates, since a single-document write is always atomic.</li>
</ul>
<p><strong>Reference</strong> (store the <code>_id</code> and look it up separately or with <code>$lookup</code>) when:</p>
<ul>
<li>The relationship is one-to-many with a large or unbounded "many", such as a product and all its reviews, or a device and its readings. Documents have a <strong>16 MB</strong> size limit, and ever-growing arrays hurt performance.</li>
<li>The related data is many-to-many or shared, such as authors and books.</li>
<li>The related entity is frequently accessed or updated on its own.</li>
<li>Embedding would duplicate data that changes often.</li>
</ul>
<p>Hybrid patterns are common. The <strong>extended reference</strong> pattern copies a few frequently read fields, such as the customer's name, into the order while keeping the customer ID. The <strong>subset</strong> pattern embeds the 10 most recent reviews and stores the rest in a separate collection. The <strong>bucket</strong> pattern groups time-series readings into one document per hour. Duplication is acceptable when the copied data rarely changes or must stay historical.</p>`,
        },
        {
          question: "How do indexes work in MongoDB, and what is the ESR rule for compound indexes?",
          answer: `<p>MongoDB indexes are B-tree structures. Without a suitable index, a query performs a <strong>collection scan</strong> of every document. Every collection has a unique index on <code>_id</code>. Other types include single-field, <strong>compound</strong>, <strong>multikey</strong> (created automatically when the field is an array), text, geospatial (<code>2dsphere</code>), hashed (for sharding), wildcard, <strong>TTL</strong> (auto-delete documents after a time) and <strong>partial</strong> indexes.</p>
<p>For compound indexes, MongoDB recommends the <strong>ESR rule</strong> for field order:</p>
<ol>
<li><strong>Equality</strong> fields first (exact matches).</li>
<li><strong>Sort</strong> fields next, so results come out of the index already ordered without an in-memory sort.</li>
<li><strong>Range</strong> fields last (<code>$gt</code>, <code>$lt</code>, <code>$in</code> in some cases, regex).</li>
</ol>
<pre><code class="language-javascript">// Query: a customer's shipped orders over $100, newest first
db.orders.find({ customerId: 42, status: "shipped", total: { $gt: 100 } })
  .sort({ createdAt: -1 });

// ESR-ordered index: equality, equality, sort, range
db.orders.createIndex({ customerId: 1, status: 1, createdAt: -1, total: 1 });

// Expire sessions one hour after their createdAt time
db.sessions.createIndex({ createdAt: 1 }, { expireAfterSeconds: 3600 });

// Unique email only where the field exists
db.users.createIndex(
  { email: 1 },
  { unique: true, partialFilterExpression: { email: { $exists: true } } }
);</code></pre>
<p>Like relational indexes, compound indexes follow the prefix rule, and each index adds write overhead and memory use. Keep the working set of indexes in RAM, and check usage with <code>$indexStats</code>.</p>`,
        },
        {
          question: "What is the aggregation pipeline in MongoDB?",
          answer: `<p>The <strong>aggregation pipeline</strong> processes documents through a sequence of <strong>stages</strong>, where each stage transforms the stream and passes the result to the next one, similar to Unix pipes or chained SQL clauses. It is MongoDB's tool for grouping, reporting, reshaping and joining data.</p>
<p>Common stages: <code>$match</code> (filter, like WHERE), <code>$group</code> (like GROUP BY with accumulators <code>$sum</code>, <code>$avg</code>, <code>$max</code>, <code>$push</code>), <code>$project</code>/<code>$addFields</code>/<code>$set</code> (reshape), <code>$sort</code>, <code>$limit</code>, <code>$unwind</code> (one document per array element), <code>$lookup</code> (left outer join), <code>$facet</code> (several sub-pipelines) and <code>$merge</code>/<code>$out</code> (write results to a collection).</p>
<pre><code class="language-javascript">// Top 5 product categories by 2024 revenue from US orders
db.orders.aggregate([
  { $match: { country: "US", orderDate: { $gte: ISODate("2024-01-01"), $lt: ISODate("2025-01-01") } } },
  { $unwind: "$items" },
  { $group: {
      _id: "$items.category",
      revenue: { $sum: { $multiply: ["$items.price", "$items.qty"] } },
      orders: { $addToSet: "$_id" }
  } },
  { $project: { _id: 0, category: "$_id", revenue: 1, orderCount: { $size: "$orders" } } },
  { $sort: { revenue: -1 } },
  { $limit: 5 }
]);</code></pre>
<p>Performance tips: put <code>$match</code> and <code>$sort</code> as early as possible so they can use indexes and reduce the documents flowing through later stages; project away unneeded fields; and be aware that each stage has a 100 MB memory limit beyond which it must spill to disk (<code>allowDiskUse</code>, enabled by default in recent versions).</p>`,
        },
        {
          question: "What is a replica set in MongoDB, and what are read and write concerns?",
          answer: `<p>A <strong>replica set</strong> is a group of <code>mongod</code> servers that hold the same data for high availability. One member is the <strong>primary</strong> and receives all writes; <strong>secondaries</strong> replicate the primary's operation log (oplog) asynchronously. Production replica sets typically have three data-bearing members, ideally in different availability zones.</p>
<p>If the primary becomes unreachable, the remaining members hold an <strong>election</strong> and a secondary that can see a majority of voting members becomes primary, usually within seconds. Drivers detect the new primary automatically and retryable writes cover the failover window. An odd number of voting members avoids ties.</p>
<p><strong>Write concern</strong> sets how many members must acknowledge a write before it is reported successful:</p>
<ul>
<li><code>w: 1</code>: the primary only; fast, but the write can be rolled back if the primary fails before replicating it.</li>
<li><code>w: "majority"</code>: a majority of members; durable across failover. It is the default in modern MongoDB versions.</li>
</ul>
<p><strong>Read concern</strong> sets what data a read may return: <code>"local"</code> (latest data on that node, possibly not yet majority-committed), <code>"majority"</code> (only data that cannot be rolled back), <code>"linearizable"</code> and <code>"snapshot"</code>.</p>
<p><strong>Read preference</strong> chooses which member serves reads: <code>primary</code> (default), <code>primaryPreferred</code>, <code>secondary</code>, <code>secondaryPreferred</code> or <code>nearest</code>. Reading from secondaries offloads work or reduces latency across regions, but results may be stale because of replication lag.</p>`,
        },
        {
          question: "How does sharding work in MongoDB, and how do you choose a shard key?",
          answer: `<p><strong>Sharding</strong> distributes a collection's data across multiple replica sets called <strong>shards</strong>, so storage and write throughput scale horizontally. A sharded cluster has three components:</p>
<ul>
<li><strong>Shards</strong>: each a replica set holding a subset of the data.</li>
<li><strong>Config servers</strong>: a replica set storing metadata about which data lives where.</li>
<li><strong><code>mongos</code> routers</strong>: the entry point for applications; they route each query to the right shards.</li>
</ul>
<p>Data is split by the <strong>shard key</strong> into ranges called chunks, and a balancer moves chunks between shards to keep them even. With <strong>ranged sharding</strong>, nearby key values sit together, which is good for range queries; <strong>hashed sharding</strong> spreads values evenly, which is good for write distribution but bad for range queries.</p>
<p>A good shard key has:</p>
<ul>
<li><strong>High cardinality</strong>: many distinct values, so data can be split finely.</li>
<li><strong>Even frequency</strong>: no single value dominates.</li>
<li><strong>Non-monotonic writes</strong>: a key that always increases, such as a timestamp or a default ObjectId, sends every insert to the same "hot" shard; hash it or prefix it with another field.</li>
<li><strong>Query isolation</strong>: most queries include the shard key, so <code>mongos</code> can target one shard instead of broadcasting a scatter-gather query to all of them.</li>
</ul>
<p>A compound key like <code>{ tenantId: 1, createdAt: 1 }</code> often works well for multi-tenant applications. Since MongoDB 5.0 a collection can be resharded online, but it is still an expensive operation, so choose carefully. Shard only when a single replica set is no longer enough.</p>`,
        },
        {
          question: "Does MongoDB support transactions, and when should you use them?",
          answer: `<p>Every operation on a <strong>single document</strong> is atomic in MongoDB, including updates to embedded arrays and sub-documents. Good schema design, which embeds data that changes together, covers most needs without transactions.</p>
<p>For changes across several documents or collections, MongoDB supports multi-document <strong>ACID transactions</strong>: on replica sets since version 4.0 and on sharded clusters since 4.2. They require a replica set or sharded cluster, not a standalone server.</p>
<pre><code class="language-javascript">const session = client.startSession();
try {
  await session.withTransaction(async () =&gt; {
    const accounts = client.db("bank").collection("accounts");
    const res = await accounts.updateOne(
      { _id: "A", balance: { $gte: 100 } },
      { $inc: { balance: -100 } },
      { session }
    );
    if (res.modifiedCount !== 1) throw new Error("Insufficient funds");
    await accounts.updateOne({ _id: "B" }, { $inc: { balance: 100 } }, { session });
  }, { writeConcern: { w: "majority" }, readConcern: { level: "snapshot" } });
} finally {
  await session.endSession();
}</code></pre>
<p><code>withTransaction</code> automatically retries on transient errors, such as write conflicts, and on unknown commit results. Every operation must pass the <code>session</code>.</p>
<p>Best practices: keep transactions short (by default they are aborted after 60 seconds), touch a limited number of documents, and create indexes and collections outside them. Transactions add overhead, so if you need them everywhere, reconsider the data model or whether a relational database fits better.</p>`,
        },
        {
          question: "What are the most common MongoDB update operators, and how does an upsert work?",
          answer: `<p>Update operators modify specific fields in place instead of replacing the whole document, and each update on a single document is atomic.</p>
<ul>
<li><code>$set</code> / <code>$unset</code>: set or remove fields, including nested paths like <code>"address.city"</code>.</li>
<li><code>$inc</code>: increment or decrement a number atomically; <code>$mul</code> multiplies it.</li>
<li><code>$min</code> / <code>$max</code>: update only if the new value is lower or higher.</li>
<li><code>$push</code> (with <code>$each</code>, <code>$slice</code>, <code>$sort</code>), <code>$addToSet</code> (no duplicates) and <code>$pull</code> for arrays.</li>
<li>The positional operators <code>$</code>, <code>$[]</code> and <code>$[identifier]</code> with <code>arrayFilters</code> update matching array elements.</li>
<li><code>$setOnInsert</code>: values applied only when an upsert inserts a new document.</li>
<li><code>$currentDate</code>: set a field to the current date.</li>
</ul>
<pre><code class="language-javascript">// Track a page view: create the document the first time, increment afterwards
db.pageStats.updateOne(
  { path: "/pricing", day: "2024-06-01" },
  {
    $inc: { views: 1 },
    $addToSet: { visitors: "user-42" },
    $setOnInsert: { createdAt: new Date() },
    $currentDate: { updatedAt: true }
  },
  { upsert: true }
);

// Keep only the 50 most recent events in an array
db.users.updateOne(
  { _id: 42 },
  { $push: { recentEvents: { $each: [{ type: "login", at: new Date() }], $slice: -50 } } }
);</code></pre>
<p>With <code>upsert: true</code>, if no document matches the filter, MongoDB inserts one built from the filter's equality fields plus the update. Back upsert filters with a <strong>unique index</strong>; otherwise two concurrent upserts can both insert, creating duplicates.</p>`,
        },
        {
          question: "How do you enforce a schema in MongoDB?",
          answer: `<p>MongoDB collections are schema-flexible by default, but production data usually needs rules. There are two complementary layers.</p>
<p><strong>Database-level schema validation</strong>: a collection can have a validator, usually written with <code>$jsonSchema</code>, that checks every insert and update.</p>
<pre><code class="language-javascript">db.createCollection("users", {
  validator: {
    $jsonSchema: {
      bsonType: "object",
      required: ["email", "name", "createdAt"],
      properties: {
        email: { bsonType: "string", pattern: "^.+@.+$" },
        name: { bsonType: "string", minLength: 1, maxLength: 100 },
        age: { bsonType: "int", minimum: 13 },
        role: { enum: ["user", "admin"] },
        createdAt: { bsonType: "date" }
      }
    }
  },
  validationLevel: "strict",   // or "moderate": skip existing invalid documents
  validationAction: "error"    // or "warn": only log violations
});</code></pre>
<p>You can add a validator to an existing collection with <code>collMod</code>, starting with <code>validationAction: "warn"</code> to find bad documents before enforcing. Unique indexes enforce uniqueness, which validators cannot.</p>
<p><strong>Application-level validation</strong>: ODMs and schema libraries such as Mongoose, Zod or Pydantic define types, defaults and custom rules in code and give friendly error messages before the data reaches the database.</p>
<p>Use both: application validation for user-facing errors and business rules, and database validation as a last line of defense against bugs, scripts and other services that write to the same collection. Also add a schema version field to documents when the structure evolves, so code can handle old and new shapes during migrations.</p>`,
        },
        {
          question: "How do you analyze and optimize a slow query in MongoDB?",
          answer: `<p>Start by finding slow operations with the <strong>database profiler</strong> or slow query log (operations above <code>slowms</code>, 100 ms by default), Atlas Query Profiler and Performance Advisor, or <code>db.currentOp()</code> for what is running now. Then inspect the plan:</p>
<pre><code class="language-javascript">db.orders.find({ customerId: 42, status: "shipped" })
  .sort({ createdAt: -1 })
  .explain("executionStats");

// Key fields in the output:
// winningPlan.stage:  "COLLSCAN" (bad) vs "IXSCAN" + "FETCH" (index used)
// executionStats.nReturned:          20
// executionStats.totalKeysExamined:  20
// executionStats.totalDocsExamined:  20
// A "SORT" stage means an in-memory sort: the index does not provide the order</code></pre>
<p>What to look for:</p>
<ul>
<li><strong>COLLSCAN</strong> on a large collection: add an index that matches the filter and sort, following the ESR rule.</li>
<li>The ratio of <strong>docs examined to docs returned</strong> should be close to 1. A ratio of 10,000 to 20 means the index is not selective enough or a field is missing from it.</li>
<li>An in-memory <strong>SORT</strong> stage: add the sort field to the index in the right position.</li>
<li><strong>Covered queries</strong>: if the index contains every field in the filter and projection and you exclude <code>_id</code> when it is not in the index, MongoDB answers from the index alone (<code>totalDocsExamined: 0</code>).</li>
</ul>
<p>Other fixes: project only the fields you need, avoid unanchored or case-insensitive regular expressions, use range-based pagination instead of large <code>skip()</code> values, avoid very large documents and unbounded arrays, and make sure indexes fit in RAM.</p>`,
        },
      ],
    },
  ],
};
