import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import { writeFileAtomically } from "../store/ebook-files.ts";

/**
 * Files the site hosts for the public, under `$DATA_DIR/uploads/<area>`: the PDF library's
 * documents and the tutorials' files. Rows store paths relative to their area's folder; a stored
 * path is only ever read through `resolveStoredFile`, so no row (edited by hand, or imported) can
 * point outside it. Every write and removal of these files goes through this module.
 */
export type StorageArea = "library" | "tutorials";

export function storageDirectory(dataDir: string, area: StorageArea): string {
  return path.join(dataDir, "uploads", area);
}

/**
 * The absolute path of `relativePath` inside the area's folder, or undefined when the path is
 * absolute, empty, or climbs out of the folder (`..`).
 */
export function resolveStoredFile(
  dataDir: string,
  area: StorageArea,
  relativePath: string,
): string | undefined {
  if (relativePath === "" || relativePath.includes("\u0000") || path.isAbsolute(relativePath))
    return undefined;
  const root = storageDirectory(dataDir, area);
  const resolved = path.resolve(root, relativePath);
  return resolved.startsWith(root + path.sep) ? resolved : undefined;
}

/** What a stored name may end with: nothing, or a short extension of letters and digits. */
const STORED_EXTENSION = /^(\.[a-z0-9]{1,16})?$/;

/**
 * Writes checked bytes (or an uploaded file, streamed from its Blob rather than copied) into the
 * area under a new random name (`ab/ab….pdf`: 256 folders, so that none grows huge), and answers
 * the relative path a row will hold. A new name each time means a file is never overwritten
 * while someone downloads it; the write is atomic (a reader sees no file or all of it).
 */
export async function writeNewStoredFile(
  dataDir: string,
  area: StorageArea,
  content: Uint8Array | Blob,
  extension: string,
): Promise<string> {
  if (!STORED_EXTENSION.test(extension)) throw new Error(`${extension}: not an extension to store under`);
  const name = randomBytes(16).toString("hex");
  const relativePath = `${name.slice(0, 2)}/${name}${extension}`;
  const bytes =
    content instanceof Blob ? Readable.fromWeb(content.stream() as WebReadableStream<Uint8Array>) : content;
  await writeFileAtomically(path.join(storageDirectory(dataDir, area), relativePath), bytes);
  return relativePath;
}

/**
 * Removes a stored file (nothing when it is already gone, or when the path would leave the
 * area). Call it after the commit that stopped naming the file: until then a row may still
 * point at it. A reader in the middle of a download keeps the bytes it has open.
 */
export async function removeStoredFile(dataDir: string, area: StorageArea, relativePath: string) {
  const file = resolveStoredFile(dataDir, area, relativePath);
  if (file) await fs.rm(file, { force: true });
}

const CONTENT_TYPES: Record<string, string> = {
  ".pdf": "application/pdf",
  ".txt": "text/plain; charset=utf-8",
  ".md": "text/markdown; charset=utf-8",
  ".csv": "text/csv; charset=utf-8",
  ".sql": "text/plain; charset=utf-8",
  ".py": "text/plain; charset=utf-8",
  ".json": "application/json",
  ".zip": "application/zip",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
};

/**
 * The Content-Type a hosted file is served with, from its name. Anything not listed (HTML and
 * SVG above all, which a browser would run as a page of this site) is a plain download.
 */
export function contentTypeFor(fileName: string): string {
  return CONTENT_TYPES[path.extname(fileName).toLowerCase()] ?? "application/octet-stream";
}
