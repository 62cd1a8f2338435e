import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import type pg from "pg";
import { migrateJobQueue } from "../jobs/job-queue.ts";
import { queueStoredAnswerCheck } from "../services/qa/sanitised-answers.ts";
import { migrationsFolder } from "./paths.ts";
import * as schema from "./schema/index.ts";
import { seedDatabase, type SeedOptions } from "./seed/index.ts";

/** Any fixed number: the advisory lock that serialises migrations between app processes. */
const MIGRATION_LOCK = 727_001;

/**
 * Brings the database to the current schema and seeds what a new database
 * needs. Several app processes may start at once against one PostgreSQL: the
 * advisory lock lets one of them do the work while the others wait.
 */
export async function prepareDatabase(pool: pg.Pool, options: SeedOptions) {
  const client = await pool.connect();
  try {
    await client.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK]);
    const db = drizzle({ client, schema });
    const started = performance.now();
    await migrate(db, { migrationsFolder: migrationsFolder() });
    await migrateJobQueue(pool, options.logger);
    options.logger.info({ ms: Math.round(performance.now() - started) }, "database schema is up to date");
    await seedDatabase(db, options);
    // Answers stored before they were fingerprinted are checked once, in the background.
    if (await queueStoredAnswerCheck(db)) options.logger.info("queued the check of stored answers");
  } finally {
    await client.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK]).catch(() => undefined);
    client.release();
  }
}
