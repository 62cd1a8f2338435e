/**
 * The database every operator command (order:refund, coupon:create, exam:*, certificate:revoke)
 * works on: DATABASE_URL's, or the embedded PostgreSQL in DATA_DIR, reached through its Unix
 * socket while the server runs (the server keeps it; a second one cannot start on the same data)
 * or started, migrated and seeded for the command when the server is stopped.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { loadConfig, type Config } from "../../server/config.ts";
import {
  createDatabase,
  EMBEDDED_DATABASE_NAME,
  openDatabase,
  type Database,
} from "../../server/db/client.ts";
import { prepareDatabase } from "../../server/db/prepare.ts";
import { createLogger, type Logger } from "../../server/logger.ts";
import { fileStorage } from "../../server/services/files/file-storage.ts";

export type OperatorDatabase = { db: Database; config: Config; logger: Logger; close(): Promise<void> };

export async function openOperatorDatabase(): Promise<OperatorDatabase> {
  // A command's output is its answer: the database's progress lines only when LOG_LEVEL asks.
  const config = loadConfig({ LOG_LEVEL: "warn", ...process.env });
  const logger = createLogger(config.logLevel);
  const socketDir = path.join(config.dataDir, "postgres");
  if (!config.databaseUrl && existsSync(path.join(socketDir, ".s.PGSQL.5432"))) {
    const pool = new pg.Pool({
      host: socketDir,
      port: 5432,
      user: "postgres",
      database: EMBEDDED_DATABASE_NAME,
      max: 2,
    });
    try {
      await pool.query("select 1");
      return { db: createDatabase(pool), config, logger, close: () => pool.end() };
    } catch {
      // A socket file left by a server that died: start the database for this command instead.
      await pool.end();
    }
  }
  const handle = await openDatabase({ ...config, databasePoolMax: 2 }, logger);
  await prepareDatabase(handle.pool, {
    seedDemoContent: config.seedDemoContent,
    storage: fileStorage(config),
    logger,
  });
  return { db: handle.db, config, logger, close: () => handle.close() };
}

/** Runs an operator command: its output on stdout, a refusal's message on stderr with exit code 1. */
export async function runOperatorCommand(
  usage: string,
  run: (database: OperatorDatabase) => Promise<string>,
) {
  if (process.argv.includes("--help") || process.argv.includes("-h")) {
    console.log(usage);
    return;
  }
  let database: OperatorDatabase | undefined;
  try {
    database = await openOperatorDatabase();
    console.log(await run(database));
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n\n${usage}`);
    process.exitCode = 1;
  } finally {
    await database?.close();
  }
}
