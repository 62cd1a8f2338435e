import path from "node:path";
import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import pg from "pg";
import type { Config } from "../config.ts";
import type { Logger } from "../logger.ts";
import { startEmbeddedPostgres } from "./embedded-postgres.ts";
import * as schema from "./schema/index.ts";

export type Database = NodePgDatabase<typeof schema>;

/** What a service writing in its caller's transaction takes: the database or an open transaction. */
export type DatabaseOrTransaction = Database | Parameters<Parameters<Database["transaction"]>[0]>[0];

export type DatabaseHandle = {
  db: Database;
  pool: pg.Pool;
  /** "embedded" when the app runs its own PostgreSQL in DATA_DIR. */
  kind: "embedded" | "external";
  close(): Promise<void>;
};

export const EMBEDDED_DATABASE_NAME = "w3programmer";

export function createDatabase(pool: pg.Pool): Database {
  return drizzle({ client: pool, schema });
}

export async function openDatabase(config: Config, logger: Logger): Promise<DatabaseHandle> {
  const embedded = config.databaseUrl
    ? undefined
    : await startEmbeddedPostgres({
        dataDir: path.join(config.dataDir, "postgres"),
        database: EMBEDDED_DATABASE_NAME,
        logger,
      });
  const pool = new pg.Pool({
    ...(embedded ? embedded.connection : { connectionString: config.databaseUrl }),
    max: config.databasePoolMax,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: 10_000,
    application_name: "w3programmer",
  });
  // An idle client losing its connection (database restart) must not crash the process.
  pool.on("error", (error) => logger.error({ err: error }, "idle database connection failed"));
  return {
    db: createDatabase(pool),
    pool,
    kind: embedded ? "embedded" : "external",
    async close() {
      await pool.end();
      await embedded?.stop();
    },
  };
}
