import { createApp } from "../../server/app.ts";
import { loadConfig, type Config } from "../../server/config.ts";
import { createJobHandlers } from "../../server/job-handlers.ts";
import { runDueJobs as runJobsOnce } from "../../server/jobs/job-queue.ts";
import { createLogger, type Logger } from "../../server/logger.ts";
import type { TestDatabase } from "./test-database.ts";

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({ NODE_ENV: "test", PUBLIC_URL: "http://localhost:3000", DATA_DIR: "/tmp/w3p-unused" }),
    ...overrides,
  };
}

/**
 * The real app (API, middleware, error handling) on the test file's own database, logging to
 * `logger` (tests/support/captured-log.ts for a test that reads what was logged).
 */
export function createTestApp(
  database: TestDatabase,
  overrides: Partial<Config> = {},
  logger: Logger = createLogger(process.env.TEST_LOG_LEVEL ?? "silent"),
) {
  return createApp({ db: database.db, config: testConfig(overrides), logger });
}

/**
 * Runs every background job that is due now (mail delivery…) on the test file's database, with
 * the same configuration overrides as the app under test: what the server's worker would do.
 */
export async function runDueJobs(database: TestDatabase, overrides: Partial<Config> = {}) {
  const logger = createLogger(process.env.TEST_LOG_LEVEL ?? "silent");
  await runJobsOnce({
    pool: database.pool,
    logger,
    handlers: createJobHandlers({ db: database.db, config: testConfig(overrides), logger }),
  });
}

/** Makes every job waiting for a retry due now, as if its backoff had passed. */
export async function makeRetriesDue(database: TestDatabase) {
  await database.pool.query("update graphile_worker._private_jobs set run_at = now() where run_at > now()");
}
