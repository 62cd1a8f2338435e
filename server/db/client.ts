import path from "node:path";
import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import pg from "pg";
import type { Config } from "../config.ts";
import type { Logger } from "../logger.ts";
import { startEmbeddedPostgres } from "./embedded-postgres.ts";
import { DatabaseHealth } from "./health.ts";
import * as schema from "./schema/index.ts";

export type Database = NodePgDatabase<typeof schema>;

export type DatabaseHandle = {
  db: Database;
  pool: pg.Pool;
  /** "embedded" when the app runs its own PostgreSQL in DATA_DIR. */
  kind: "embedded" | "external";
  /** Whether the database answers; requests get 503 while it does not (server/db/health.ts). */
  health: DatabaseHealth;
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
  const health = new DatabaseHealth({ probe: () => pool.query("select 1"), logger });
  embedded?.watch({
    exited: (reason) => health.markDown(reason),
    restarted: () => health.probeNow(),
  });
  const connectionFailed = (error: Error) => {
    if (!health.observe(error)) logger.error({ err: error }, "database connection failed");
  };
  // A client losing its connection (database restart) must not crash the process: idle ones
  // are reported by the pool, checked-out ones (inside a transaction) by the client itself.
  pool.on("error", connectionFailed);
  pool.on("connect", (client) => client.on("error", connectionFailed));
  return {
    db: createDatabase(pool),
    pool,
    kind: embedded ? "embedded" : "external",
    health,
    async close() {
      health.close();
      await pool.end();
      await embedded?.stop();
    },
  };
}
