import path from "node:path";
import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import pg from "pg";
import type { Config } from "../config.ts";
import type { Logger } from "../logger.ts";
import { startEmbeddedPostgres } from "./embedded-postgres.ts";
import { DatabaseHealth } from "./health.ts";
import * as schema from "./schema/index.ts";

/**
 * The app's database: drizzle over a pool, or one client of it (`$client`), and the pool its
 * prepared reads run on when it has one of their own (`$preparedReads`, server/db/prepared-statement.ts).
 */
export type Database = NodePgDatabase<typeof schema> & {
  $client: pg.Pool | pg.PoolClient;
  $preparedReads?: pg.Pool;
};

/** What a service writing in its caller's transaction takes: the database or an open transaction. */
export type DatabaseOrTransaction = Database | Parameters<Parameters<Database["transaction"]>[0]>[0];

export type DatabaseHandle = {
  db: Database;
  pool: pg.Pool;
  /** "embedded" when the app runs its own PostgreSQL in DATA_DIR. */
  kind: "embedded" | "external";
  /** Where the embedded PostgreSQL listens (its Unix socket); undefined with DATABASE_URL. */
  embeddedConnection: pg.PoolConfig | undefined;
  /** Whether the database answers; requests get 503 while it does not (server/db/health.ts). */
  health: DatabaseHealth;
  close(): Promise<void>;
};

export const EMBEDDED_DATABASE_NAME = "w3programmer";

export function createDatabase(pool: pg.Pool, preparedReads?: pg.Pool): Database {
  const db = drizzle({ client: pool, schema });
  return preparedReads ? Object.assign(db, { $preparedReads: preparedReads }) : db;
}

/**
 * The sessions of the pool for prepared reads: PostgreSQL plans a prepared statement once per
 * connection and runs that plan for any values. Left to choose (`auto`), it planned the question
 * list's statement again at every execution, because a plan that knows no LIMIT or OFFSET is
 * estimated dearer than one that does: half of the statement's database time at 500,000
 * questions (docs/performance.md). Only the statements written for it run there; the app's other
 * queries keep a plan made for their values.
 */
export const PREPARED_READS_SESSION = "-c plan_cache_mode=force_generic_plan";

/** Connections of the prepared reads' pool: half of DATABASE_POOL_MAX, at least one. */
export function preparedReadsPoolMax(databasePoolMax: number): number {
  return Math.max(1, Math.floor(databasePoolMax / 2));
}

/**
 * The health of the database behind `pool` (server/db/health.ts), told of every connection
 * failure the pool sees: failed connects and queries, and connections lost while idle or in use.
 */
export function databaseHealthOf(pool: pg.Pool, logger: Logger): DatabaseHealth {
  const query = pool.query.bind(pool);
  const health = new DatabaseHealth({ probe: () => query("select 1"), logger });
  reportFailures(pool, health, logger);
  return health;
}

/** Tells `health` of every connection failure `pool` sees (another pool of the same database). */
export function reportFailures(pool: pg.Pool, health: DatabaseHealth, logger: Logger): void {
  const query = pool.query.bind(pool);
  const connect = pool.connect.bind(pool);
  const connectionFailed = (error: Error) => {
    if (!health.observe(error)) logger.error({ err: error }, "database connection failed");
  };
  // A client losing its connection (database restart) must not crash the process: idle ones
  // are reported by the pool, checked-out ones (inside a transaction) by the client itself.
  pool.on("error", connectionFailed);
  pool.on("connect", (client) => client.on("error", connectionFailed));
  // Seen here first, before the caller's own handling: the failing request is then already
  // answered as an outage. The errors still reach the callers unchanged.
  const watch = <T>(result: T): T => {
    if (result instanceof Promise) result.catch((error: unknown) => health.observe(error));
    return result;
  };
  pool.query = ((...args: Parameters<typeof query>) => watch(query(...args))) as typeof pool.query;
  pool.connect = ((...args: Parameters<typeof connect>) => watch(connect(...args))) as typeof pool.connect;
}

/**
 * Opens the pool of this process. Without DATABASE_URL it starts the embedded PostgreSQL, unless
 * `embeddedConnection` says where one already runs: a worker process connects to its primary's
 * (server/workers.ts), which alone starts and stops it.
 */
export async function openDatabase(
  config: Config,
  logger: Logger,
  { embeddedConnection }: { embeddedConnection?: pg.PoolConfig } = {},
): Promise<DatabaseHandle> {
  const embedded =
    config.databaseUrl || embeddedConnection
      ? undefined
      : await startEmbeddedPostgres({
          dataDir: path.join(config.dataDir, "postgres"),
          database: EMBEDDED_DATABASE_NAME,
          logger,
        });
  const connection = embedded?.connection ?? (config.databaseUrl ? undefined : embeddedConnection);
  const settings: pg.PoolConfig = {
    ...(connection ?? { connectionString: config.databaseUrl }),
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: 10_000,
    application_name: "w3programmer",
  };
  const pool = new pg.Pool({ ...settings, max: config.databasePoolMax });
  const preparedReads = new pg.Pool({
    ...settings,
    max: preparedReadsPoolMax(config.databasePoolMax),
    options: [settings.options, PREPARED_READS_SESSION].filter(Boolean).join(" "),
  });
  const health = databaseHealthOf(pool, logger);
  reportFailures(preparedReads, health, logger);
  embedded?.watch({
    exited: (reason) => health.markDown(reason),
    restarted: () => health.probeNow(),
  });
  return {
    db: createDatabase(pool, preparedReads),
    pool,
    kind: connection ? "embedded" : "external",
    embeddedConnection: connection,
    health,
    async close() {
      health.close();
      await Promise.all([pool.end(), preparedReads.end()]);
      await embedded?.stop();
    },
  };
}
