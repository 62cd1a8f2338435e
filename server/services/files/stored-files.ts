import { randomBytes } from "node:crypto";
import path from "node:path";
import { Readable } from "node:stream";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import type { Logger } from "../../logger.ts";
import type { FileStorage } from "./file-storage.ts";
import { removeStoredKeys } from "./remove-stored-keys.ts";
import { storageKey } from "./storage-keys.ts";

/**
 * Files the site hosts for the public: the PDF library's documents and the tutorials' files, kept
 * in the site's storage under `library/{file_path}` and `tutorials/{storage_path}`. Rows store
 * paths relative to their area; a stored path becomes a key only through `storageKey`, so no row
 * (edited by hand, or imported) can point outside it. Every write and removal of these files goes
 * through this module.
 */
export type HostedArea = "library" | "tutorials";

/** What a stored name may end with: nothing, or a short extension of letters and digits. */
const STORED_EXTENSION = /^(\.[a-z0-9]{1,16})?$/;

/**
 * Stores checked bytes (or an uploaded file, streamed from its Blob rather than copied) in the
 * area under a new random name (`ab/ab….pdf`: 256 folders, so that none grows huge on disk), and
 * answers the relative path a row will hold. A new name each time means a file is never
 * overwritten while someone downloads it; the write is atomic (a reader sees no file or all of it).
 */
export async function writeNewStoredFile(
  storage: FileStorage,
  area: HostedArea,
  content: Uint8Array | Blob,
  extension: string,
): Promise<string> {
  if (!STORED_EXTENSION.test(extension)) throw new Error(`${extension}: not an extension to store under`);
  const name = randomBytes(16).toString("hex");
  const relativePath = `${name.slice(0, 2)}/${name}${extension}`;
  const body =
    content instanceof Blob ? Readable.fromWeb(content.stream() as WebReadableStream<Uint8Array>) : content;
  await storage.put(`${area}/${relativePath}`, body, { contentType: contentTypeFor(relativePath) });
  return relativePath;
}

/**
 * Removes the area's stored files no row names any more, after the commit that stopped naming
 * them or a save that failed and stored them for nothing: best-effort, as every such removal
 * (removeStoredKeys). A path that would leave the area is never removed.
 */
export function removeStoredFiles(
  storage: FileStorage,
  area: HostedArea,
  relativePaths: string[],
  logger: Logger,
): Promise<void> {
  return removeStoredKeys(
    storage,
    relativePaths.map((relativePath) => storageKey(area, relativePath)),
    logger,
  );
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
