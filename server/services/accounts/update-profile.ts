import { eq } from "drizzle-orm";
import { AccountMessages } from "../../../shared/accounts/account-messages.ts";
import { profileUpdateSchema, type ProfileUpdateInput } from "../../../shared/accounts/account-schemas.ts";
import { fieldsThatPass, type FieldErrors } from "../../../shared/forms/field-errors.ts";
import type { Database } from "../../db/client.ts";
import { fileStorage } from "../files/file-storage.ts";
import { postedFileBytes } from "../files/posted-file.ts";
import type { StoredFilesEnv } from "../files/remove-stored-keys.ts";
import { users } from "../../db/schema/index.ts";
import { accountUserColumns, toAccountUser, type AccountUser } from "./account-user.ts";
import { isKnownCountry } from "./countries.ts";
import { checkAll, fieldErrorsFrom, invalidField } from "../service-error.ts";
import { checkProfilePhoto, removeProfilePhoto, storeProfilePhoto } from "./profile-photo.ts";

/**
 * The profile's checks beyond its schema, run together (checkAll) so that one 422 names both: the
 * country is one of the list, the photo (absent or empty: kept) an image by its bytes. Returns
 * the photo to store.
 */
async function checkProfile(input: Partial<ProfileUpdateInput>, file: unknown) {
  const [, photo] = await checkAll(
    () => {
      if (input.nationality_id !== undefined && !isKnownCountry(input.nationality_id)) {
        throw invalidField("nationality_id", AccountMessages.countryInvalid);
      }
    },
    async () => {
      const bytes = await postedFileBytes("file", file, AccountMessages.invalidImage);
      return bytes && checkProfilePhoto(bytes);
    },
  );
  return photo;
}

/**
 * checkProfile's messages for a posted profile whose schema failed (from the fields that pass
 * it), so that they come in the same 422 as the schema's (validationHookWith, alsoCheck).
 */
export function profileCheckErrors(posted: Record<string, unknown>): Promise<FieldErrors> {
  return fieldErrorsFrom(() => checkProfile(fieldsThatPass(profileUpdateSchema, posted), posted.file));
}

/**
 * Saves name, phone, country and bio, and the photo when one is given (`file` as posted: POST
 * /user/updateUser, /user/profile). Everything is checked before anything is written; the
 * previous photo file is removed once the new one is recorded.
 *
 * Throws a 422 ServiceError on `nationality_id` (not in the country list), `file`, or both.
 */
export async function updateProfile(
  db: Database,
  env: StoredFilesEnv,
  userId: number,
  input: ProfileUpdateInput,
  file?: unknown,
): Promise<AccountUser> {
  const photo = await checkProfile(input, file);
  const [current] = await db.select({ image: users.image }).from(users).where(eq(users.id, userId));
  if (!current) throw new Error(`user ${userId} does not exist`);

  const storage = fileStorage(env.config);
  const newImage = photo ? await storeProfilePhoto(storage, photo) : undefined;
  let row;
  try {
    [row] = await db
      .update(users)
      .set({
        name: input.name,
        phoneNumber: input.phone_number,
        nationalityId: input.nationality_id,
        bio: input.bio,
        ...(newImage ? { image: newImage } : {}),
      })
      .where(eq(users.id, userId))
      .returning(accountUserColumns);
  } catch (error) {
    await removeProfilePhoto(storage, newImage, env.logger);
    throw error;
  }
  if (newImage) await removeProfilePhoto(storage, current.image, env.logger);
  return toAccountUser(row!);
}
