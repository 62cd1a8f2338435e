import { sql } from "drizzle-orm";
import { describe, expect, inject, it } from "vitest";
import { withDatabase } from "../../tests/support/global-database.ts";
import { testConfig } from "../../tests/support/test-app.ts";
import { setupTestDatabase } from "../../tests/support/test-database.ts";
import { createLogger } from "../logger.ts";
import { openDatabase } from "./client.ts";
import { preparedStatement } from "./prepared-statement.ts";

const test = setupTestDatabase();

/** The database as a worker process opens it (its pools and their sessions), on this file's database. */
function openAsTheApp() {
  return openDatabase(testConfig({ databasePoolMax: 2 }), createLogger("silent"), {
    embeddedConnection: withDatabase(inject("databaseConnection"), test.name),
  });
}

// A page of rows, as the question list takes one: a plan that knows the LIMIT and OFFSET is
// estimated cheaper than one that does not, so PostgreSQL left to choose plans it every time.
const pageOfNumbers = preparedStatement<{ n: number }, { limit: number; offset: number }>(
  "test_page_of_numbers",
  () => sql`select n from generate_series(1, 10000) as n order by n
            limit ${sql.placeholder("limit")} offset ${sql.placeholder("offset")}`,
);

describe("prepared reads", () => {
  it("are planned once per connection and run with that plan for any values", async () => {
    const database = await openAsTheApp();
    try {
      for (let page = 0; page < 8; page++) {
        const rows = await pageOfNumbers(database.db, { limit: 13, offset: page * 13 });
        expect(rows.map((row) => row.n)).toEqual(Array.from({ length: 13 }, (_, i) => page * 13 + i + 1));
      }
      // One connection in the prepared reads' pool (half of 2): the statement's session.
      const { rows } = await database.db.$preparedReads!.query<{
        generic_plans: string;
        custom_plans: string;
      }>(
        "select generic_plans, custom_plans from pg_prepared_statements where name = 'test_page_of_numbers'",
      );
      expect(rows).toEqual([{ generic_plans: "8", custom_plans: "0" }]);
    } finally {
      await database.close();
    }
  });

  it("leave the app's other queries planned for their values", async () => {
    const database = await openAsTheApp();
    try {
      const { rows } = await database.pool.query<{ mode: string }>(
        "select current_setting('plan_cache_mode') as mode",
      );
      expect(rows).toEqual([{ mode: "auto" }]);
    } finally {
      await database.close();
    }
  });
});
