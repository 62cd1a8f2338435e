/**
 * `npm run budget` (after `npm run build`): what each main page ships to the browser, against its
 * budget (scripts/bundle-budget/budgets.ts). It starts the production server on a temporary
 * DATA_DIR (demo content), measures every page, prints a table and exits 1 when a page is over.
 */
import { existsSync } from "node:fs";
import { chmod, mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { startServer } from "../tests/support/server-process.ts";
import {
  clientDir,
  formatTable,
  measurePage,
  overBudget,
  PAGES,
  printFiles,
  root,
  sessionCookie,
  type Measured,
} from "./bundle-budget/budgets.ts";
import { readBuildManifest } from "./bundle-budget/page-assets.ts";

const USAGE = `Usage: npm run budget [-- --files]

Measures the production build (run npm run build first).
  --files     also list each page's files with their gzip sizes
  --help      show this text`;

function parseOptions() {
  try {
    const { values } = parseArgs({
      options: {
        files: { type: "boolean", default: false },
        help: { type: "boolean", short: "h", default: false },
      },
      strict: true,
    });
    if (values.help) {
      console.log(USAGE);
      process.exit(0);
    }
    return values;
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${USAGE}`);
    process.exit(2);
  }
}

const options = parseOptions();
if (!existsSync(path.join(root, "build", "server", "index.js"))) {
  console.error("There is no production build: run npm run build first.");
  process.exit(2);
}
const manifest = await readBuildManifest(clientDir);

console.log("Starting the production server on a temporary DATA_DIR…");
const dataDir = await mkdtemp(path.join(os.tmpdir(), "w3p-budget-"));
// The embedded PostgreSQL runs as its own user, which must be able to enter the directory.
await chmod(dataDir, 0o755);
const server = await startServer({ DATA_DIR: dataDir, LOG_LEVEL: "warn" }).catch(async (error: Error) => {
  await rm(dataDir, { recursive: true, force: true });
  console.error(error.message);
  process.exit(1);
});
let exitCode = 0;
try {
  const cookie = await sessionCookie(server.url);
  const rows: Measured[] = [];
  for (const page of PAGES) rows.push(await measurePage(server.url, page, manifest, cookie));
  if (options.files) printFiles(rows);
  console.log(`\n${formatTable(rows)}`);
  console.log("\nSizes are gzip-compressed, in kB of 1000 bytes, of the files each page loads at once.");
  const over = rows.flatMap((row) => overBudget(row).map((message) => `${row.path}: ${message}`));
  if (over.length > 0) {
    console.error(`\nOver budget (scripts/bundle-budget.ts):\n  ${over.join("\n  ")}`);
    exitCode = 1;
  } else {
    console.log("Every page is within its budget.");
  }
} catch (error) {
  console.error((error as Error).message);
  console.error(server.output().slice(-4000));
  exitCode = 1;
} finally {
  await server.stop();
  await rm(dataDir, { recursive: true, force: true });
}
process.exit(exitCode);
