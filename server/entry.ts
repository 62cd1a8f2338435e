/**
 * The server's entry. In production it is bundled with the React Router
 * server build into build/server/index.js; in development server.js loads it
 * through Vite. `boot` owns the process: configuration, database, and then
 * either the site (server/serve.ts) or, as the primary of several workers,
 * the workers (server/workers.ts). Serving is loaded only where it runs.
 */
import cluster from "node:cluster";
import { ConfigError, loadConfig, type Config } from "./config.ts";
import { openDatabase, type DatabaseHandle } from "./db/client.ts";
import { prepareDatabase } from "./db/prepare.ts";
import { createLogger, type Logger } from "./logger.ts";
import type { DevTools } from "./serve.ts";
import { databaseOfPrimary, runWorkers } from "./workers.ts";
import { fileStorage } from "./services/files/file-storage.ts";

export type { DevTools };

export async function boot(dev?: DevTools) {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  if (dev && !process.env.NODE_ENV) config.env = "development";
  const logger = createLogger(config.logLevel);
  // Said once per start, by the process that starts any others: a shop that gives its books away
  // must not go unnoticed (docs/decisions/0025).
  if (cluster.isPrimary && config.payments.provider === "test") {
    logger.warn(
      { payments: "test", publicUrl: config.publicUrl },
      "payments are in TEST MODE: Pay opens the site's test checkout, which charges nothing and " +
        "grants the books all the same; set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET to take payments",
    );
  }

  // Development stays one process: Vite's middleware and its hot reload live in it.
  if (dev || config.webConcurrency === 1) {
    const database = await openPreparedDatabase(config, logger);
    const { serve } = await import("./serve.ts");
    await serve({ config, logger, database, dev });
  } else if (cluster.isPrimary) {
    await runWorkers({ config, logger, database: await openPreparedDatabase(config, logger) });
  } else {
    const embeddedConnection = await databaseOfPrimary();
    const database = await openDatabase(config, logger, { embeddedConnection });
    const { serve } = await import("./serve.ts");
    await serve({ config, logger, database });
  }
}

/** The database at the current schema, seeded on its first start; the process ends when that fails. */
async function openPreparedDatabase(config: Config, logger: Logger): Promise<DatabaseHandle> {
  try {
    const database = await openDatabase(config, logger);
    await prepareDatabase(database.pool, {
      seedDemoContent: config.seedDemoContent,
      storage: fileStorage(config),
      logger,
    });
    return database;
  } catch (error) {
    logger.fatal({ err: error }, "could not prepare the database");
    process.exit(1);
  }
}
