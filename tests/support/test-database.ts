import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, inject } from "vitest";
import { createDatabase, type Database } from "../../server/db/client.ts";
import { TEMPLATE_DATABASE, withDatabase } from "./global-database.ts";

export type TestDatabase = { db: Database; pool: pg.Pool; name: string };

/**
 * A database of this test file's own, cloned from the migrated template in
 * beforeAll and dropped in afterAll. Read `.db` inside tests, not at import.
 */
export function setupTestDatabase(): TestDatabase {
  const handle = {} as TestDatabase;
  const admin = inject("databaseConnection");

  beforeAll(async () => {
    handle.name = `w3p_test_${randomBytes(6).toString("hex")}`;
    const client = new pg.Client(admin);
    await client.connect();
    await client.query(`CREATE DATABASE ${handle.name} TEMPLATE ${TEMPLATE_DATABASE}`);
    await client.end();
    handle.pool = new pg.Pool({ ...withDatabase(admin, handle.name), max: 5 });
    // Teardown drops the database WITH (FORCE): a connection still closing then receives
    // "terminating connection", which must not surface as an uncaught error of the run.
    // Errors of queries still reach the tests through their promises.
    handle.pool.on("error", () => undefined);
    handle.pool.on("connect", (client) => client.on("error", () => undefined));
    handle.db = createDatabase(handle.pool);
  });

  afterAll(async () => {
    await handle.pool?.end();
    const client = new pg.Client(admin);
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${handle.name} WITH (FORCE)`);
    await client.end();
  });

  return handle;
}
