import { eq } from "drizzle-orm";
import type { SocialLinksInput } from "../../../shared/accounts/account-schemas.ts";
import type { Database } from "../../db/client.ts";
import { users } from "../../db/schema/index.ts";
import { accountUserColumns, toAccountUser, type AccountUser } from "./account-user.ts";

/**
 * Saves the profile links (POST /user/updateUserSocial, /user/social-profile). The schema has
 * already checked they are http(s) URLs and that the body names at least one; an empty field
 * clears that link (null), one left out (undefined, which the update skips) keeps it.
 */
export async function updateSocialLinks(
  db: Database,
  userId: number,
  input: SocialLinksInput,
): Promise<AccountUser> {
  const [row] = await db
    .update(users)
    .set({
      facebook: input.facebook,
      instagram: input.instagram,
      twitter: input.twitter,
      website: input.website,
      github: input.github,
    })
    .where(eq(users.id, userId))
    .returning(accountUserColumns);
  if (!row) throw new Error(`user ${userId} does not exist`);
  return toAccountUser(row);
}
