import { createApp } from "../../server/app.ts";
import { loadConfig, type Config } from "../../server/config.ts";
import { createLogger } from "../../server/logger.ts";
import type { TestDatabase } from "./test-database.ts";

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({ NODE_ENV: "test", PUBLIC_URL: "http://localhost:3000", DATA_DIR: "/tmp/w3p-unused" }),
    ...overrides,
  };
}

/** The real app (API, middleware, error handling) on the test file's own database. */
export function createTestApp(database: TestDatabase, overrides: Partial<Config> = {}) {
  return createApp({
    db: database.db,
    config: testConfig(overrides),
    logger: createLogger(process.env.TEST_LOG_LEVEL ?? "silent"),
  });
}
