import { randomUUID } from "node:crypto";
import { createWriteStream, type Stats } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ByteRange, FileStorage, ListedFile, StoredFile, StoredFileInfo } from "./file-storage.ts";
import { assertStorageKey, isStoragePrefix, type StorageArea } from "./storage-keys.ts";

/**
 * Where each area's files are under DATA_DIR: the layout the site has always had, so that a site
 * that kept its files on disk before the storage interface existed needs no migration.
 */
const AREA_FOLDERS: Record<StorageArea, string> = {
  avatars: "uploads/avatars",
  covers: "uploads/covers",
  library: "uploads/library",
  tutorials: "uploads/tutorials",
  private: "private",
  cache: "cache",
};

/**
 * Only the site's own process reads its files (nginx proxies, it serves none from disk): folders
 * and files are its user's alone, so a buyer's stamped copy is not readable by the machine's
 * other accounts.
 */
const FOLDER_MODE = 0o700;
const FILE_MODE = 0o600;

/** What `put` writes before renaming it into place: `{file}.{pid}.{uuid}.tmp`. */
const TEMPORARY = /\.\d+\.[0-9a-f-]{36}\.tmp$/;
/** A temporary file older than this was left by a process that died while writing: removed by `list`. */
const ABANDONED_MS = 10 * 60 * 1000;

const isMissing = (error: unknown) =>
  ["ENOENT", "ENOTDIR", "EISDIR"].includes((error as NodeJS.ErrnoException).code ?? "");

/**
 * The file's inode, size and modification time, as Apache tags static files: every `put` renames a
 * new file (a new inode) into place, so the tag changes even when a rewrite has the same size
 * within the same millisecond.
 */
function infoOf(stat: Stats): StoredFileInfo {
  const parts = [stat.ino, stat.size, Math.floor(stat.mtimeMs)].map((part) => part.toString(16));
  return { size: stat.size, etag: `"${parts.join("-")}"`, lastModified: stat.mtime };
}

/** Files on this machine's disk under DATA_DIR (the default). */
export class LocalFileStorage implements FileStorage {
  readonly kind = "local";

  constructor(private readonly dataDir: string) {}

  /** The path of a folder or file: its area's folder, then the rest of the key. */
  private pathOf(area: string, rest: string[]): string {
    return path.join(this.dataDir, AREA_FOLDERS[area as StorageArea], ...rest);
  }

  /** The file's path on disk, for a key `isStorageKey` accepts. */
  private filePath(key: string): string {
    assertStorageKey(key);
    const [area, ...rest] = key.split("/");
    return this.pathOf(area!, rest);
  }

  async put(key: string, body: Uint8Array | Readable): Promise<void> {
    const file = this.filePath(key);
    await fs.mkdir(path.dirname(file), { recursive: true, mode: FOLDER_MODE });
    // Written beside the file and renamed over it: a reader opens the old file or the whole new one.
    const temporary = `${file}.${process.pid}.${randomUUID()}.tmp`;
    try {
      if (body instanceof Uint8Array) await fs.writeFile(temporary, body, { flag: "wx", mode: FILE_MODE });
      else await pipeline(body, createWriteStream(temporary, { flags: "wx", mode: FILE_MODE }));
      await fs.rename(temporary, file);
    } catch (error) {
      await fs.rm(temporary, { force: true });
      throw error;
    }
  }

  async stat(key: string): Promise<StoredFileInfo | undefined> {
    try {
      const stat = await fs.stat(this.filePath(key));
      return stat.isFile() ? infoOf(stat) : undefined;
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async get(key: string, range?: ByteRange): Promise<StoredFile | undefined> {
    let handle: fs.FileHandle;
    try {
      handle = await fs.open(this.filePath(key), "r");
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
    try {
      // Size and bytes from the one open file: a `put` renaming a new file over it meanwhile
      // changes neither.
      const stat = await handle.stat();
      if (!stat.isFile()) {
        await handle.close();
        return undefined;
      }
      const body = handle.createReadStream({ start: range?.start, end: range?.end, autoClose: true });
      return { info: infoOf(stat), body };
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  async read(key: string): Promise<Buffer | undefined> {
    try {
      return await fs.readFile(this.filePath(key));
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await fs.rm(this.filePath(key), { force: true });
  }

  async list(prefix: string): Promise<ListedFile[]> {
    if (!isStoragePrefix(prefix)) throw new Error(`not a storage key prefix: ${JSON.stringify(prefix)}`);
    // The folder the prefix ends in; the rest of it is the start of names there.
    const folderKey = prefix.slice(0, prefix.lastIndexOf("/"));
    const [area, ...rest] = folderKey.split("/");
    const listed: ListedFile[] = [];
    const now = Date.now();
    const walk = async (folder: string, keyPrefix: string) => {
      let entries;
      try {
        entries = await fs.readdir(folder, { withFileTypes: true });
      } catch (error) {
        if (isMissing(error)) return;
        throw error;
      }
      for (const entry of entries) {
        const key = `${keyPrefix}/${entry.name}`;
        const file = path.join(folder, entry.name);
        if (entry.isDirectory()) {
          if (key.startsWith(prefix)) await walk(file, key);
          continue;
        }
        if (!entry.isFile() || !key.startsWith(prefix)) continue;
        const stat = await fs.stat(file).catch(() => undefined);
        if (!stat) continue;
        if (TEMPORARY.test(entry.name)) {
          // Another process may be writing this one right now; only clear it once clearly abandoned.
          if (now - stat.mtimeMs > ABANDONED_MS) await fs.rm(file, { force: true });
          continue;
        }
        listed.push({ key, size: stat.size, lastModified: stat.mtime });
      }
    };
    await walk(this.pathOf(area!, rest), folderKey);
    return listed;
  }
}
