import path from "node:path";
import pg from "pg";
import type { Config } from "../../server/config.ts";
import {
  EMBEDDED_DATABASE_NAME,
  createDatabase,
  openDatabase,
  type DatabaseHandle,
} from "../../server/db/client.ts";
import type { Logger } from "../../server/logger.ts";

/**
 * The database for an operator's command: DATABASE_URL's, or the embedded one in DATA_DIR. A
 * server running on that DATA_DIR owns its embedded PostgreSQL, so the command joins it through
 * its Unix socket; with no server running, the command starts it for itself.
 */
export async function openOperatorDatabase(
  config: Config,
  logger: Logger,
): Promise<Pick<DatabaseHandle, "db" | "close">> {
  if (!config.databaseUrl) {
    const running = {
      host: path.join(config.dataDir, "postgres"),
      port: 5432,
      user: "postgres",
      database: EMBEDDED_DATABASE_NAME,
    };
    const probe = new pg.Client(running);
    const reachable = await probe.connect().then(
      () => true,
      () => false,
    );
    await probe.end().catch(() => undefined);
    if (reachable) {
      const pool = new pg.Pool({ ...running, max: 2 });
      return { db: createDatabase(pool), close: () => pool.end() };
    }
  }
  return openDatabase(config, logger);
}
