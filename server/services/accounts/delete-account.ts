import { createHash, randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { USER_STATUS, users } from "../../db/schema/index.ts";
import { AccountMessages } from "../../../shared/accounts/account-messages.ts";
import { revokeHolderCertificates } from "../certificates/certificate-records.ts";
import { invalidatePasswordResetLinks } from "./password-reset.ts";
import { fileStorage } from "../files/file-storage.ts";
import type { StoredFilesEnv } from "../files/remove-stored-keys.ts";
import { removeProfilePhoto } from "./profile-photo.ts";
import { confirmRecentLogin, type SessionAuthentication } from "./recent-login.ts";
import { revokeUserSessions } from "./sessions.ts";

/** What a deleted account keeps of its email: enough to recognise it at login, not to read it. */
export function deletedEmailHash(email: string): string {
  return createHash("sha256").update(email.toLowerCase()).digest("hex");
}

/**
 * The address a deleted account keeps in place of its email: it cannot receive mail (.invalid),
 * and its random part means nobody can take it first by signing up with it (or changing their
 * email to it), which the unique email would turn into a deletion that always fails.
 */
function deletedPlaceholderEmail(userId: number): string {
  return `deleted-${userId}-${randomBytes(8).toString("hex")}@deleted.invalid`;
}

/**
 * "Account deletion" (SPEC §4, POST /user/deleteAccountUser, /user/account-delete), as
 * docs/decisions/0010 decides it: status 0, every session and reset link ended, and the personal
 * data erased in one transaction: name, phone, country, bio, photo and links cleared, and the
 * email replaced by an address that cannot receive mail, so the person may sign up again with
 * it. The row stays, since orders and certificates point at it; the certificates are revoked,
 * so credentials downloaded before stop verifying. A login with the old email and
 * password is still told the account is deactivated (login-user.ts, through the email's hash).
 *
 * The session's login must be recent, or the password given again (recent-login.ts): a cookie or
 * token left on an unattended machine is not enough to erase the account. A password that is
 * given is checked even then, so a wrong one never deletes. Refused, nothing changes.
 */
export async function deleteAccount(
  db: Database,
  env: StoredFilesEnv,
  session: SessionAuthentication,
  input: { password?: string | undefined },
): Promise<void> {
  await confirmRecentLogin(db, session, input.password, AccountMessages.deleteNeedsRecentLogin, {
    checkGivenPassword: true,
  });
  const { userId } = session;
  const photo = await db.transaction(async (tx) => {
    const [user] = await tx
      .select({ email: users.email, image: users.image })
      .from(users)
      .where(eq(users.id, userId))
      .for("update");
    if (!user) return null;
    await tx
      .update(users)
      .set({
        status: USER_STATUS.deactivated,
        deletedAt: sql`now()`,
        deletedEmailHash: deletedEmailHash(user.email),
        email: deletedPlaceholderEmail(userId),
        name: "Deleted account",
        phoneNumber: null,
        nationalityId: null,
        bio: null,
        image: null,
        facebook: null,
        instagram: null,
        twitter: null,
        website: null,
        github: null,
      })
      .where(eq(users.id, userId));
    await revokeUserSessions(tx, userId);
    await invalidatePasswordResetLinks(tx, userId);
    await revokeHolderCertificates(tx, userId);
    return user.image;
  });
  // After the commit: the photo goes once no row names it.
  await removeProfilePhoto(fileStorage(env.config), photo, env.logger);
}
