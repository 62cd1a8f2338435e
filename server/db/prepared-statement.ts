import { fillPlaceholders, type SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type { Database } from "./client.ts";

const dialect = new PgDialect();

/**
 * A read the site makes on most requests, as a named prepared statement: its SQL is built once per
 * process (with `sql.placeholder(name)` where the values go) and planned once per connection,
 * where a statement sent as text is built by drizzle and planned by PostgreSQL every time. For
 * the question list at 500,000 questions, planning took longer than running (0.3–0.7 ms against
 * 0.3 ms; docs/performance.md).
 *
 * It runs on the database's pool for prepared reads when it has one (`$preparedReads`, whose
 * sessions keep one plan per statement: PREPARED_READS_SESSION in client.ts), on its client
 * otherwise (a transaction's, or a pool made without one).
 *
 * `name` must be unique in the process: PostgreSQL knows the statement by it on each connection.
 */
export function preparedStatement<
  Row extends Record<string, unknown>,
  Values extends Record<string, unknown>,
>(name: string, build: () => SQL): (db: Database, values: Values) => Promise<Row[]> {
  let query: { text: string; params: unknown[] } | undefined;
  return async (db, values) => {
    if (!query) {
      const { sql: text, params } = dialect.sqlToQuery(build());
      query = { text, params };
    }
    const result = await (db.$preparedReads ?? db.$client).query<Row>({
      name,
      text: query.text,
      values: fillPlaceholders(query.params, values),
    });
    return result.rows;
  };
}
