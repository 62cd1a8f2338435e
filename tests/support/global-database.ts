/**
 * Vitest global setup: one PostgreSQL for the whole run, and in it a template
 * database that is migrated and seeded with the base content. Each test file
 * clones the template (`CREATE DATABASE … TEMPLATE`, about 0.1 s), so files
 * never see each other's rows and can run in parallel.
 *
 * TEST_DATABASE_URL points the run at an existing PostgreSQL (CI uses
 * Debian's PostgreSQL 15 that way); otherwise the embedded one is started in
 * a temporary directory.
 */
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { startEmbeddedPostgres, type EmbeddedPostgres } from "../../server/db/embedded-postgres.ts";
import { prepareDatabase } from "../../server/db/prepare.ts";
import { createLogger } from "../../server/logger.ts";
import { fileStorage } from "../../server/services/files/file-storage.ts";

export const TEMPLATE_DATABASE = "w3p_test_template";

declare module "vitest" {
  export interface ProvidedContext {
    databaseConnection: pg.PoolConfig;
  }
}

export default async function setup(project: TestProject) {
  const logger = createLogger(process.env.TEST_LOG_LEVEL ?? "warn");
  let embedded: EmbeddedPostgres | undefined;
  let tempDir: string | undefined;
  let admin: pg.PoolConfig;
  if (process.env.TEST_DATABASE_URL) {
    admin = { connectionString: process.env.TEST_DATABASE_URL };
  } else {
    tempDir = await fs.mkdtemp(path.join(os.tmpdir(), "w3p-test-"));
    await fs.chmod(tempDir, 0o755);
    embedded = await startEmbeddedPostgres({
      dataDir: path.join(tempDir, "postgres"),
      database: "postgres",
      logger,
    });
    admin = { ...embedded.connection, database: "postgres" };
  }

  const client = new pg.Client(admin);
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DATABASE} WITH (FORCE)`);
  await client.query(`CREATE DATABASE ${TEMPLATE_DATABASE}`);
  await client.end();

  const templateConnection = withDatabase(admin, TEMPLATE_DATABASE);
  const pool = new pg.Pool(templateConnection);
  // No demo content, so no files: each test file seeds what it needs into a folder of its own.
  await prepareDatabase(pool, {
    seedDemoContent: false,
    storage: fileStorage({ dataDir: os.tmpdir(), objectStorage: undefined }),
    logger,
  });
  await pool.end();

  project.provide("databaseConnection", admin);

  return async () => {
    await embedded?.stop();
    if (tempDir) await fs.rm(tempDir, { recursive: true, force: true });
  };
}

export function withDatabase(connection: pg.PoolConfig, database: string): pg.PoolConfig {
  if (connection.connectionString) {
    const url = new URL(connection.connectionString);
    url.pathname = `/${database}`;
    return { connectionString: url.toString() };
  }
  return { ...connection, database };
}
