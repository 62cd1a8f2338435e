/** The keys of the site's files (file-storage.ts lists the areas and what each holds). */

export const STORAGE_AREAS = ["avatars", "covers", "library", "tutorials", "private", "cache"] as const;
export type StorageArea = (typeof STORAGE_AREAS)[number];

// eslint-disable-next-line no-control-regex -- refusing control characters in keys is the point
const UNSAFE_SEGMENT = /^\.{1,2}$|[\\\u0000-\u001f\u007f]/;
/** S3's limit, in bytes of UTF-8. */
const MAX_KEY_BYTES = 1024;

/**
 * Whether `key` is one this site may use: a known area, then non-empty segments none of which is
 * `.` or `..` or holds a backslash or a control character. On disk such a key can never name a
 * file outside its area's folder; a bucket gets the same keys.
 */
export function isStorageKey(key: string): boolean {
  const segments = key.split("/");
  if (segments.length < 2 || !(STORAGE_AREAS as readonly string[]).includes(segments[0]!)) return false;
  if (Buffer.byteLength(key) > MAX_KEY_BYTES) return false;
  return segments.every((segment) => segment !== "" && !UNSAFE_SEGMENT.test(segment));
}

/**
 * The key of a path a row stores relative to its area (a library PDF's `file_path`, a tutorial
 * file's `storage_path`, a book's `pdf_file` in `private`), or undefined when the path is absolute,
 * empty or climbs out (`..`): a row edited by hand can never reach another area's files.
 */
export function storageKey(area: StorageArea, relativePath: string | null | undefined): string | undefined {
  if (!relativePath) return undefined;
  const key = `${area}/${relativePath}`;
  return isStorageKey(key) ? key : undefined;
}

/** Throws for a key that `isStorageKey` refuses: every implementation checks what it is given. */
export function assertStorageKey(key: string): void {
  if (!isStorageKey(key)) throw new Error(`not a storage key: ${JSON.stringify(key)}`);
}

/** Whether `prefix` may start keys: a known area and its '/', then what a key may hold. */
export function isStoragePrefix(prefix: string): boolean {
  // Any prefix of a valid key, completed by one more letter, is itself a valid key.
  return isStorageKey(`${prefix}x`) && prefix.includes("/");
}
