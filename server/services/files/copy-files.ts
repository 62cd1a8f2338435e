import type { FileStorage } from "./file-storage.ts";
import { contentTypeFor } from "./stored-files.ts";

/**
 * The areas worth copying when a site moves its files: everything but the generated Q&A PDFs
 * (`cache/`), which are drawn again on their first download.
 */
const KEPT_AREAS = ["avatars/", "covers/", "library/", "tutorials/", "private/"];

export type CopyOutcome = { copied: number; skipped: number; bytes: number };

/**
 * Copies every kept file from one storage to another under the same key (DATA_DIR into a bucket,
 * when a site moves to several machines), streaming each. A file already there with the same size
 * is skipped, so an interrupted copy can simply be run again.
 */
export async function copyFiles(
  from: FileStorage,
  to: FileStorage,
  onFile: (key: string, size: number) => void = () => undefined,
): Promise<CopyOutcome> {
  const outcome: CopyOutcome = { copied: 0, skipped: 0, bytes: 0 };
  for (const area of KEPT_AREAS) {
    for (const file of await from.list(area)) {
      const there = await to.stat(file.key);
      if (there?.size === file.size) {
        outcome.skipped++;
        continue;
      }
      const source = await from.get(file.key);
      if (!source) continue; // removed meanwhile
      await to.put(file.key, source.body, { contentType: contentTypeFor(file.key) });
      outcome.copied++;
      outcome.bytes += source.info.size;
      onFile(file.key, source.info.size);
    }
  }
  return outcome;
}
