import { randomBytes } from "node:crypto";
import { AccountMessages, PROFILE_PHOTO_MAX_BYTES } from "../../../shared/accounts/account-messages.ts";
import type { Logger } from "../../logger.ts";
import type { FileStorage } from "../files/file-storage.ts";
import { removeStoredKeys } from "../files/remove-stored-keys.ts";
import { webpOf } from "../files/webp-image.ts";
import { invalidField } from "../service-error.ts";

/** Where the web serves the photos (server/app.ts); they are kept in the storage's `avatars/`. */
export const AVATAR_URL_PREFIX = "/files/avatars/";
const AVATAR_SIZE = 512;
const ACCEPTED_FORMATS = new Set(["jpeg", "png", "webp", "gif"]);
/** Names this service writes: 32 hex digits + .webp. Anything else is never read from storage. */
const AVATAR_FILE_NAME = /^[0-9a-f]{32}\.webp$/;
export const AVATAR_TYPE = "image/webp";

export function avatarUrl(fileName: string | null): string | null {
  return fileName ? `${AVATAR_URL_PREFIX}${fileName}` : null;
}

/** The storage key of a photo by its file name (users.image); undefined for any other name. */
export function avatarKey(fileName: string): string | undefined {
  return AVATAR_FILE_NAME.test(fileName) ? `avatars/${fileName}` : undefined;
}

/**
 * Checks an upload by its bytes (not its name or the client's MIME type): it must decode as a
 * JPEG, PNG, WebP or GIF of at most 5 MB. Re-encodes it as a 512×512 WebP (cropped to fill),
 * which also drops EXIF data such as GPS position. Returns the WebP, for storeProfilePhoto;
 * throws a 422 ServiceError on `file`. Writes nothing, so that it runs with the other checks.
 */
export async function checkProfilePhoto(bytes: Uint8Array): Promise<Uint8Array> {
  if (bytes.byteLength > PROFILE_PHOTO_MAX_BYTES) throw invalidField("file", AccountMessages.photoTooLarge);
  const webp = await webpOf(bytes, {
    formats: ACCEPTED_FORMATS,
    resize: { width: AVATAR_SIZE, height: AVATAR_SIZE, fit: "cover", position: "attention" },
  });
  // Not an image, a truncated one, or too many pixels: all the same to the person uploading.
  if (!webp) throw invalidField("file", AccountMessages.invalidImage);
  return webp;
}

/** Stores a photo checkProfilePhoto made under a random name; returns the file name. */
export async function storeProfilePhoto(storage: FileStorage, webp: Uint8Array): Promise<string> {
  // 128 random bits: a name no other photo has, so a stored photo is never overwritten.
  const fileName = `${randomBytes(16).toString("hex")}.webp`;
  await storage.put(`avatars/${fileName}`, webp, { contentType: AVATAR_TYPE });
  return fileName;
}

/**
 * Removes a stored photo no row names any more (the one replaced or erased, once that is
 * committed; or a new one whose save failed). A missing file is fine (already removed, or a
 * hand-edited row); best-effort, as every such removal (removeStoredKeys).
 */
export function removeProfilePhoto(
  storage: FileStorage,
  fileName: string | null | undefined,
  logger: Logger,
): Promise<void> {
  return removeStoredKeys(storage, [fileName ? avatarKey(fileName) : undefined], logger);
}
