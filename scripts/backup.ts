/**
 * `npm run backup [-- <file>]`: the embedded database and DATA_DIR's files in one archive
 * (default: w3programmer-backup-<time>.tar.gz in the working directory), taken while the site
 * runs or not. `npm run restore -- <file>` puts it back (server/db/backup.ts).
 */
import { loadConfig, loadEnvFile } from "../server/config.ts";
import { BackupError, createBackup, objectStorageNote } from "../server/db/backup.ts";
import { createLogger } from "../server/logger.ts";

loadEnvFile();
const config = loadConfig();
// The command prints its own result; the database's start and stop lines are for the server's log.
const logger = createLogger("warn");
try {
  const file = await createBackup(config, logger, process.argv[2]);
  console.log(`Backup written to ${file}`);
  const note = objectStorageNote(config);
  if (note) console.log(note);
} catch (error) {
  console.error(error instanceof BackupError ? error.message : error);
  process.exitCode = 1;
}
