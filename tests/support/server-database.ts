/**
 * The database of a server process under test: its embedded PostgreSQL listens on a socket in
 * `$DATA_DIR/postgres`, as an operator's psql would reach it. For setting up what a test needs
 * and for reading what the server stored.
 */
import path from "node:path";
import pg from "pg";
import { inject } from "vitest";

/** Runs `work` on a connection to the embedded database of the server whose DATA_DIR is `dataDir`. */
export async function withServerDatabase<T>(
  dataDir: string,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({
    host: path.join(dataDir, "postgres"),
    port: 5432,
    user: "postgres",
    database: "w3programmer",
  });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** One query on the embedded database of the server whose DATA_DIR is `dataDir`. */
export async function queryDatabaseIn<Row extends pg.QueryResultRow>(
  dataDir: string,
  text: string,
  values: unknown[] = [],
): Promise<Row[]> {
  return withServerDatabase(dataDir, async (client) => (await client.query<Row>(text, values)).rows);
}

/** One query on the shared e2e server's database (tests/support/global-server.ts). */
export function queryServerDatabase<Row extends pg.QueryResultRow>(
  text: string,
  values: unknown[] = [],
): Promise<Row[]> {
  return queryDatabaseIn<Row>(inject("dataDir"), text, values);
}
