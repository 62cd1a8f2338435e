/**
 * `npm run restore -- <file>`: replaces the embedded database and DATA_DIR's files with those of
 * a backup made by `npm run backup`. The site must be stopped; what was there is kept aside
 * (server/db/backup.ts).
 */
import { loadConfig, loadEnvFile } from "../server/config.ts";
import { BackupError, objectStorageNote, restoreBackup } from "../server/db/backup.ts";
import { createLogger } from "../server/logger.ts";

loadEnvFile();
const config = loadConfig();
const logger = createLogger("warn");
const file = process.argv[2];
if (!file) {
  console.error("Usage: npm run restore -- <backup file>");
  process.exit(1);
}
try {
  const { keptAside } = await restoreBackup(config, logger, file);
  console.log(`Restored ${file} into ${config.dataDir}.`);
  for (const kept of keptAside)
    console.log(`The data it replaced is kept in ${kept}; delete it once you are satisfied.`);
  const note = objectStorageNote(config);
  if (note) console.log(note);
} catch (error) {
  console.error(error instanceof BackupError ? error.message : error);
  process.exitCode = 1;
}
