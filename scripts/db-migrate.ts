/**
 * `npm run db:migrate`: brings the configured database (DATABASE_URL, or the
 * embedded one in DATA_DIR) to the current schema and seeds a new one, then
 * exits. The server does the same at every start; this is for deployments
 * that migrate before rolling out new app processes.
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
  await prepareDatabase(database.pool, {
    seedDemoContent: config.seedDemoContent,
    storage: fileStorage(config),
    logger,
  });
} finally {
  await database.close();
}
