/**
 * Where the store's files are kept in the site's storage (files/file-storage.ts):
 *  - private/ebooks/{name}.pdf   each book's PDF (services.pdf_file holds "ebooks/{name}.pdf"),
 *                                never served as it is;
 *  - private/copies/…            buyers' stamped copies (owned_ebooks.stamped_file holds "copies/…");
 *  - covers/{name}.webp          the public cover images (services.image "/files/covers/{name}.webp").
 */

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
 * upload, so its bytes never change under it. The demo covers the seed draws are named after
 * their book and drawn again by later seeds.
 */
export const UPLOADED_COVER = /^upload-[0-9a-f]{32}\.webp$/;
