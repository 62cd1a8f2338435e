import { eq } from "drizzle-orm";
import { AccountMessages } from "../../../shared/accounts/account-messages.ts";
import { passwordChangeSchema, type PasswordChangeInput } from "../../../shared/accounts/account-schemas.ts";
import { fieldsThatPass, type FieldErrors } from "../../../shared/forms/field-errors.ts";
import type { Database } from "../../db/client.ts";
import { users } from "../../db/schema/index.ts";
import { invalidField } from "../service-error.ts";
import { checkCurrentPassword, currentPasswordErrors, type PasswordOwner } from "./current-password.ts";
import { queuePasswordChangedMail } from "./password-changed-mail.ts";
import { hashPassword } from "./password-hash.ts";
import { invalidatePasswordResetLinks } from "./password-reset.ts";
import { revokeUserSessions } from "./sessions.ts";

const wrongOldPassword = () => invalidField("old_password", AccountMessages.oldPasswordWrong);

/**
 * Sets a new password after checking the old one (POST /auth/updatePassword,
 * /user/change-password). Every other session of the user ends; the one making the change stays
 * signed in, since the person there has just proved they know the password. Unused reset links
 * stop working, and the owner is told by mail.
 *
 * Throws a ServiceError: 422 on `old_password` when it is wrong, 429 once the account's login
 * limits are spent (a wrong password counts as a failed login: current-password.ts).
 */
export async function changePassword(
  db: Database,
  { userId, clientIp }: PasswordOwner,
  currentSessionId: number,
  input: PasswordChangeInput,
): Promise<void> {
  const owner = await checkCurrentPassword(db, { userId, clientIp }, input.old_password, wrongOldPassword);
  const passwordHash = await hashPassword(input.new_password);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
    await revokeUserSessions(tx, userId, { exceptSessionId: currentSessionId });
    await invalidatePasswordResetLinks(tx, userId);
    await queuePasswordChangedMail(tx, owner, "changed");
  });
}

/** For a change the schema refused: the old password's message too, when it is wrong. */
export function oldPasswordErrors(
  db: Database,
  owner: PasswordOwner,
  posted: Record<string, unknown>,
): Promise<FieldErrors> {
  const { old_password } = fieldsThatPass(passwordChangeSchema, posted);
  return currentPasswordErrors(db, owner, old_password, wrongOldPassword);
}
