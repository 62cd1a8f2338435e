import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";

/**
 * Generated PDFs on disk, one file per version: `{categoryId}-{etag}.pdf` in
 * `${DATA_DIR}/cache/pdf`. A file is written under a temporary name and
 * renamed into place, so a reader (another request, another process sharing
 * the folder) sees either no file or the whole file, never half of one.
 */

/** Left-over temporary files older than this come from a process that died while writing. */
const STALE_TEMP_MS = 10 * 60 * 1000;

export const qaPdfCacheDir = (dataDir: string) => path.join(dataDir, "cache", "pdf");

export function qaPdfCachePath(cacheDir: string, categoryId: number, etag: string) {
  return path.join(cacheDir, `${categoryId}-${etag}.pdf`);
}

/** The cached bytes, or undefined when this version has not been written yet. */
export async function readCachedQaPdf(file: string): Promise<Buffer | undefined> {
  try {
    return await fs.readFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
}

export async function writeCachedQaPdf(file: string, bytes: Buffer) {
  const dir = path.dirname(file);
  await fs.mkdir(dir, { recursive: true });
  const temporary = `${file}.${process.pid}.${randomUUID()}.tmp`;
  try {
    await fs.writeFile(temporary, bytes, { flag: "wx" });
    await fs.rename(temporary, file);
  } catch (error) {
    await fs.rm(temporary, { force: true });
    throw error;
  }
  await removeOlderVersions(file);
}

/** Earlier versions of the same category's PDF are never served again: delete them. */
async function removeOlderVersions(current: string) {
  const dir = path.dirname(current);
  const prefix = `${path.basename(current).split("-")[0]}-`;
  const now = Date.now();
  for (const name of await fs.readdir(dir)) {
    if (!name.startsWith(prefix) || path.join(dir, name) === current) continue;
    const file = path.join(dir, name);
    if (name.endsWith(".tmp")) {
      // Another request may be writing this one right now; only clear it once it is clearly abandoned.
      const stat = await fs.stat(file).catch(() => undefined);
      if (!stat || now - stat.mtimeMs < STALE_TEMP_MS) continue;
    }
    await fs.rm(file, { force: true });
  }
}
