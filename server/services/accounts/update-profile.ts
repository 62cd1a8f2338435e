import { eq } from "drizzle-orm";
import { AccountMessages } from "../../../shared/accounts/account-messages.ts";
import { type ProfileUpdateInput } from "../../../shared/accounts/account-schemas.ts";
import type { Database } from "../../db/client.ts";
import { fileStorage } from "../files/file-storage.ts";
import type { StoredFilesEnv } from "../files/remove-stored-keys.ts";
import { users } from "../../db/schema/index.ts";
import { accountUserColumns, toAccountUser, type AccountUser } from "./account-user.ts";
import { isKnownCountry } from "./countries.ts";
import { invalidField } from "../service-error.ts";
import { removeProfilePhoto, storeProfilePhoto } from "./profile-photo.ts";

/**
 * Saves name, phone, country and bio, and the photo when one is given (POST /user/updateUser,
 * /user/profile). Everything is checked before anything is written; the previous photo file is
 * removed once the new one is recorded.
 *
 * Throws a 422 ServiceError on `nationality_id` (not in the country list) or `file`.
 */
export async function updateProfile(
  db: Database,
  env: StoredFilesEnv,
  userId: number,
  input: ProfileUpdateInput,
  photo?: Uint8Array | null,
): Promise<AccountUser> {
  if (!isKnownCountry(input.nationality_id)) {
    throw invalidField("nationality_id", AccountMessages.countryInvalid);
  }
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
