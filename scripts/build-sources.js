/**
 * Which sources the production build was made from: a SHA-256 over every file the build reads
 * (app/, server/, public/, drizzle/ and the build's configuration), written beside the server
 * bundle by the build (vite.config.ts) and compared by server.js at every start, so that
 * `npm start` after a `git pull` builds again. Contents, not times: a checkout that only touches
 * files does not cost a rebuild. Hashing the ~2 MB of sources takes a few milliseconds.
 *
 * Plain JavaScript: server.js runs it before any build exists.
 */
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const SOURCE_DIRS = ["app", "server", "public", "drizzle"];
const SOURCE_FILES = [
  "package.json",
  "package-lock.json",
  "vite.config.ts",
  "react-router.config.ts",
  "postcss.config.cjs",
  "tsconfig.json",
];
/** Tests sit beside the code but never reach the build. */
const NOT_BUILT = /\.test\.[cm]?[jt]sx?$/;
const RECORD = path.join("build", "server", "sources.sha256");

/** @param {string} root @param {string} dir @returns {string[]} paths relative to root, sorted */
function filesUnder(root, dir) {
  if (!existsSync(path.join(root, dir))) return [];
  return readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !NOT_BUILT.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

/** @param {string} root the project folder @returns {string} */
export function sourcesHash(root) {
  const files = [
    ...SOURCE_DIRS.flatMap((dir) => filesUnder(root, dir)),
    ...SOURCE_FILES.filter((file) => existsSync(path.join(root, file))),
  ].sort();
  const hash = createHash("sha256");
  for (const file of files) {
    hash.update(`${file.split(path.sep).join("/")}\0`);
    hash.update(readFileSync(path.join(root, file)));
    hash.update("\0");
  }
  return hash.digest("hex");
}

/** @param {string} root @param {string} hash the sources' hash taken when the build started */
export function recordBuildSources(root, hash) {
  writeFileSync(path.join(root, RECORD), `${hash}\n`);
}

/** Whether build/ was made from the sources as they are now (false without a build or a record). @param {string} root */
export function isBuildCurrent(root) {
  const record = path.join(root, RECORD);
  if (!existsSync(record)) return false;
  return readFileSync(record, "utf8").trim() === sourcesHash(root);
}
