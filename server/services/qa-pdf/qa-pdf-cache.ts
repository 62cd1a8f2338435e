import type { FileStorage } from "../files/file-storage.ts";

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
  storage: FileStorage,
  categoryId: number,
  etag: string,
  bytes: Buffer,
) {
  const key = qaPdfKey(categoryId, etag);
  await storage.put(key, bytes, { contentType: "application/pdf" });
  // Earlier versions of the same category's PDF are never served again: delete them.
  for (const file of await storage.list(`cache/pdf/${categoryId}-`)) {
    if (file.key !== key) await storage.delete(file.key);
  }
}
