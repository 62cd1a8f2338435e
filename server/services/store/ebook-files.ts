import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";

/**
 * Where the store's files live under $DATA_DIR:
 *  - private/ebooks/{slug}.pdf   each book's PDF (services.pdf_file holds "ebooks/{slug}.pdf"),
 *                                never served as it is;
 *  - private/copies/…            buyers' stamped copies (owned_ebooks.stamped_file);
 *  - uploads/covers/{slug}.webp  the public cover images (services.image "/files/covers/…").
 */

const STORED_NAME = /^[a-z]+\/[\w.-]+$/i;

export const privateDir = (dataDir: string) => path.join(dataDir, "private");
export const coversDir = (dataDir: string) => path.join(dataDir, "uploads", "covers");

/** The absolute path of a stored private file name; undefined for a name that would leave the folder. */
export function privateFilePath(dataDir: string, stored: string | null | undefined): string | undefined {
  if (!stored || !STORED_NAME.test(stored) || stored.includes("..")) return undefined;
  return path.join(privateDir(dataDir), stored);
}

/**
 * Writes under a temporary name and renames into place: readers see no file or the whole file.
 * `bytes` may be a stream (an upload), written as it comes.
 */
export async function writeFileAtomically(
  file: string,
  bytes: Uint8Array | AsyncIterable<Uint8Array>,
): Promise<void> {
  await fs.mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.${randomUUID()}.tmp`;
  try {
    await fs.writeFile(temporary, bytes, { flag: "wx" });
    await fs.rename(temporary, file);
  } catch (error) {
    await fs.rm(temporary, { force: true });
    throw error;
  }
}

/** The bytes of a file, or undefined when it is not there. */
export async function readFileIfPresent(file: string): Promise<Buffer | undefined> {
  try {
    return await fs.readFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
}
