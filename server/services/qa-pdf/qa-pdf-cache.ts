import type { Logger } from "../../logger.ts";
import type { FileStorage } from "../files/file-storage.ts";
import { removeStoredKeys } from "../files/remove-stored-keys.ts";

/**
 * Generated PDFs in the site's storage, one file per version: `cache/pdf/{categoryId}-{etag}.pdf`.
 * A file is stored whole (FileStorage.put), so a reader (another request, another process, on
 * any machine sharing the storage) sees either no file or the whole file, never half of one.
 */

export const qaPdfKey = (categoryId: number, etag: string) => `cache/pdf/${categoryId}-${etag}.pdf`;

/** The cached bytes, or undefined when this version has not been written yet. */
export function readCachedQaPdf(storage: FileStorage, key: string): Promise<Buffer | undefined> {
  return storage.read(key);
}

export async function writeCachedQaPdf(
  { storage, logger }: { storage: FileStorage; logger: Logger },
  categoryId: number,
  etag: string,
  bytes: Buffer,
) {
  const key = qaPdfKey(categoryId, etag);
  await storage.put(key, bytes, { contentType: "application/pdf" });
  // Earlier versions of the same category's PDF are never served again: remove them (best-effort:
  // this version is stored and answers the request whatever happens to them).
  const earlier = await storage.list(`cache/pdf/${categoryId}-`);
  await removeStoredKeys(
    storage,
    earlier.map((file) => file.key).filter((other) => other !== key),
    logger,
  );
}
