/**
 * A picture an admin puts in a rich text (an answer, a blog post, a guide's description, a page)
 * with the editor's Picture button: checked by its bytes, re-encoded as WebP without its metadata
 * and at most TEXT_PICTURE_WIDTH wide, and stored among the public covers under a new name,
 * `text-` + 32 hex digits, served by /files/covers/{name} like a cover.
 *
 * Such a picture is never deleted: any text may show it (a Q&A answer too, and there are 500,000
 * of them to read before one file could go), and its address may be copied into another text or
 * a post's picture field. removeReplacedFiles (store/store-uploads.ts) deletes only `upload-`
 * covers, so it never touches these. A picture uploaded and then not used stays stored.
 */
import { randomBytes } from "node:crypto";
import {
  TEXT_PICTURE_MAX_BYTES,
  TEXT_PICTURE_WIDTH,
  TextPictureMessages,
} from "../../../shared/admin/text-picture-messages.ts";
import type { FileStorage } from "../files/file-storage.ts";
import { postedFileBytes } from "../files/posted-file.ts";
import { webpOf } from "../files/webp-image.ts";
import { invalidField } from "../service-error.ts";
import { COVER_URL_PREFIX, WEBP_TYPE, coverKey } from "../store/ebook-files.ts";

const PICTURE_FORMATS = new Set(["png", "jpeg", "webp", "gif"]);

/** The names this module writes: a new one for every upload, so their bytes never change. */
export const TEXT_PICTURE = /^text-[0-9a-f]{32}\.webp$/;

export type TextPicture = { url: string; alt: string };

/**
 * Stores the posted `picture` (a form's file part) and answers the address the text's `<img>`
 * names. 422 on `picture` when it is missing, not a PNG, JPEG, WebP or GIF, or over
 * TEXT_PICTURE_MAX_BYTES; nothing is stored then.
 */
export async function uploadTextPicture(
  storage: FileStorage,
  posted: unknown,
  alt: string,
): Promise<TextPicture> {
  const bytes = await postedFileBytes("picture", posted, TextPictureMessages.pictureInvalid);
  if (!bytes) throw invalidField("picture", TextPictureMessages.pictureRequired);
  if (bytes.byteLength > TEXT_PICTURE_MAX_BYTES) {
    throw invalidField("picture", TextPictureMessages.pictureTooLarge);
  }
  const webp = await webpOf(bytes, {
    formats: PICTURE_FORMATS,
    resize: { width: TEXT_PICTURE_WIDTH, withoutEnlargement: true },
  });
  if (!webp) throw invalidField("picture", TextPictureMessages.pictureInvalid);
  const name = `text-${randomBytes(16).toString("hex")}.webp`;
  await storage.put(coverKey(name), webp, { contentType: WEBP_TYPE });
  return { url: `${COVER_URL_PREFIX}${name}`, alt };
}
