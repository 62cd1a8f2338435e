/**
 * Where the store's files are kept in the site's storage (files/file-storage.ts):
 *  - private/ebooks/{name}.pdf   each book's PDF (services.pdf_file holds "ebooks/{name}.pdf"),
 *                                never served as it is;
 *  - private/copies/…            buyers' stamped copies (owned_ebooks.stamped_file holds "copies/…");
 *  - covers/{name}.webp          the public cover images (services.image "/files/covers/{name}.webp").
 */

import { createHash } from "node:crypto";

const STORED_NAME = /^[a-z]+\/[\w.-]+$/i;

export const COVER_URL_PREFIX = "/files/covers/";
export const PDF_TYPE = "application/pdf";
export const WEBP_TYPE = "image/webp";

/** The key of a private file a row names; undefined for a name that would leave its folder. */
export function privateFileKey(stored: string | null | undefined): string | undefined {
  if (!stored || !STORED_NAME.test(stored) || stored.includes("..")) return undefined;
  return `private/${stored}`;
}

/** The key of a cover image by its file name. */
export const coverKey = (name: string) => `covers/${name}`;

/**
 * A cover an admin uploaded ("upload-" + 32 hex digits, store-uploads.ts): a new name for every
 * upload, so its bytes never change under it.
 */
export const UPLOADED_COVER = /^upload-[0-9a-f]{32}\.webp$/;

/**
 * A picture the demo seed draws ("demo-" + 32 hex digits of its bytes' SHA-256): a picture drawn
 * differently by a later seed gets another name, so its bytes never change under it either. (Older
 * seeds named a demo cover after its book and drew it again under that name.)
 */
export const DEMO_PICTURE = /^demo-[0-9a-f]{32}\.webp$/;

/** The name of a picture the demo seed drew (DEMO_PICTURE). */
export function demoPictureName(bytes: Uint8Array): string {
  return `demo-${createHash("sha256").update(bytes).digest("hex").slice(0, 32)}.webp`;
}
