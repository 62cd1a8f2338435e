import type { SeedExam } from "./types.ts";

export const sqlQueriesExam: SeedExam = {
  categorySlug: "sql-queries-interview-questions",
  passMarkPercent: 70,
  coolingOffHours: 24,
  validityMonths: 24,
  questionsPerAttempt: 15,
  questions: [
    {
      question: "Which clause filters groups after GROUP BY has aggregated them?",
      options: ["WHERE", "HAVING", "ORDER BY", "LIMIT"],
      answer: "b",
    },
    {
      question: "What does a LEFT JOIN return?",
      options: [
        "Only rows that match in both tables",
        "All rows of the left table, with the matching right rows or NULLs",
        "All rows of the right table only",
        "The Cartesian product of both tables",
      ],
      answer: "b",
    },
    {
      question: "What does COUNT(column) count?",
      options: [
        "All rows, including NULLs",
        "The rows where the column is not NULL",
        "Distinct values only",
        "Only NULL values",
      ],
      answer: "b",
    },
    {
      question: "Which condition finds rows where email has no value?",
      options: ["email = NULL", "email IS NULL", "email == NULL", "email IN (NULL)"],
      answer: "b",
    },
    {
      question: "In which order does a database logically evaluate these clauses?",
      options: [
        "SELECT, FROM, WHERE, GROUP BY",
        "FROM, WHERE, GROUP BY, HAVING, SELECT, ORDER BY",
        "WHERE, FROM, SELECT, ORDER BY",
        "SELECT, WHERE, FROM, HAVING",
      ],
      answer: "b",
    },
    {
      question: "What is the difference between UNION and UNION ALL?",
      options: [
        "UNION removes duplicate rows; UNION ALL keeps them",
        "UNION ALL removes duplicate rows; UNION keeps them",
        "UNION joins columns; UNION ALL joins rows",
        "There is no difference",
      ],
      answer: "a",
    },
    {
      question: "Which window function numbers rows 1, 2, 3 … without gaps or ties within each partition?",
      options: ["RANK()", "DENSE_RANK()", "ROW_NUMBER()", "NTILE()"],
      answer: "c",
    },
    {
      question: "For scores 90, 90 and 80 ordered descending, what does RANK() give?",
      options: ["1, 2, 3", "1, 1, 2", "1, 1, 3", "1, 2, 2"],
      answer: "c",
    },
    {
      question: "What does a primary key guarantee?",
      options: [
        "The column is indexed with full-text search",
        "Each row has a unique, non-NULL identifier",
        "The table can be joined",
        "The column stores numbers only",
      ],
      answer: "b",
    },
    {
      question: "Which statement removes all rows from a table but keeps the table?",
      options: ["DROP TABLE", "TRUNCATE TABLE", "DELETE TABLE", "REMOVE TABLE"],
      answer: "b",
    },
    {
      question: "What does a foreign key enforce?",
      options: [
        "That a value exists in the referenced table's key",
        "That a value is unique",
        "That a value is encrypted",
        "That a column has an index",
      ],
      answer: "a",
    },
    {
      question: "Which query finds the second-highest salary in employees?",
      options: [
        "SELECT MAX(salary) FROM employees WHERE salary < (SELECT MAX(salary) FROM employees)",
        "SELECT salary FROM employees ORDER BY salary LIMIT 2",
        "SELECT MIN(salary) FROM employees",
        "SELECT SECOND(salary) FROM employees",
      ],
      answer: "a",
    },
    {
      question: "What does the I in ACID stand for?",
      options: ["Integrity", "Isolation", "Indexing", "Idempotence"],
      answer: "b",
    },
    {
      question: "Which predicate matches names that start with 'Jo'?",
      options: ["name LIKE 'Jo%'", "name LIKE '%Jo'", "name = 'Jo*'", "name IN ('Jo')"],
      answer: "a",
    },
    {
      question: "What does COALESCE(a, b, c) return?",
      options: [
        "The sum of a, b and c",
        "The first of a, b, c that is not NULL",
        "The largest value",
        "NULL if any argument is NULL",
      ],
      answer: "b",
    },
    {
      question: "What is the usual reason to add an index on a column?",
      options: [
        "To speed up searches, joins and sorts on it, at some cost to writes",
        "To make the column unique",
        "To compress the table",
        "To let the column hold NULLs",
      ],
      answer: "a",
    },
  ],
};
