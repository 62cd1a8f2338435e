/**
 * `npm run storage:copy-to-bucket`: copies the files a site kept in DATA_DIR into the bucket that
 * STORAGE_S3_BUCKET names, before its app processes are started with it (docs/deploy.md).
 */
import { loadConfig, loadEnvFile } from "../server/config.ts";
import { copyFiles } from "../server/services/files/copy-files.ts";
import { fileStorage, storageLocation } from "../server/services/files/file-storage.ts";

const USAGE = `Usage: npm run storage:copy-to-bucket

Copies the site's files from DATA_DIR (uploads/ and private/) into the bucket configured by
STORAGE_S3_BUCKET and the other STORAGE_S3_* settings, under the same keys. Files already in the
bucket with the same size are skipped, so it can be run again after an interruption, and once more
just before switching. Generated Q&A PDFs are not copied: they are drawn again when first asked for.`;

if (process.argv.includes("--help")) {
  console.log(USAGE);
  process.exit(0);
}
loadEnvFile();
const config = loadConfig();
if (!config.objectStorage) {
  console.error(`STORAGE_S3_BUCKET is not set: there is no bucket to copy into.\n\n${USAGE}`);
  process.exit(1);
}
const from = fileStorage({ dataDir: config.dataDir, objectStorage: undefined });
const to = fileStorage(config);
console.log(`Copying the files in ${config.dataDir} to ${storageLocation(config)}…`);
try {
  const { copied, skipped, bytes } = await copyFiles(from, to, (key) => console.log(`  ${key}`));
  console.log(
    `Copied ${copied} files (${(bytes / 1024 / 1024).toFixed(1)} MB); ${skipped} were already there.`,
  );
} catch (error) {
  console.error(error);
  process.exitCode = 1;
}
