/**
 * `npm run db:seed`: seeds the base content and the demo catalogue into a
 * migrated database that has not had them yet (each is seeded once; a
 * database that already has them is left alone). Use it to add the demo
 * catalogue to an external database: DATABASE_URL=… npm run db:seed.
 */
import { loadConfig, loadEnvFile } from "../server/config.ts";
import { openDatabase } from "../server/db/client.ts";
import { prepareDatabase } from "../server/db/prepare.ts";
import { createLogger } from "../server/logger.ts";
import { fileStorage } from "../server/services/files/file-storage.ts";

loadEnvFile();
const config = loadConfig();
const logger = createLogger(config.logLevel);
const database = await openDatabase(config, logger);
try {
  await prepareDatabase(database.pool, { seedDemoContent: true, storage: fileStorage(config), logger });
} finally {
  await database.close();
}
