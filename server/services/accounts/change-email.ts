import { and, eq, ne } from "drizzle-orm";
import { AccountMessages } from "../../../shared/accounts/account-messages.ts";
import { emailChangeSchema, type EmailChangeInput } from "../../../shared/accounts/account-schemas.ts";
import { fieldsThatPass, type FieldErrors } from "../../../shared/forms/field-errors.ts";
import type { Database } from "../../db/client.ts";
import { users } from "../../db/schema/index.ts";
import { queueMail } from "../mail/queue-mail.ts";
import { checkAll, invalidField } from "../service-error.ts";
import { accountUserColumns, toAccountUser, type AccountUser } from "./account-user.ts";
import { checkCurrentPassword, currentPasswordErrors, type PasswordOwner } from "./current-password.ts";
import { invalidatePasswordResetLinks } from "./password-reset.ts";
import { isUniqueViolation } from "./unique-violation.ts";

const wrongPassword = () => invalidField("password", AccountMessages.currentPasswordWrong);

/** 422 on `email` when another account signs in with it (the unique index decides a race). */
async function refuseTakenEmail(db: Database, userId: number, email: string) {
  const [other] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), ne(users.id, userId)))
    .limit(1);
  if (other) throw invalidField("email", AccountMessages.emailTaken);
}

/**
 * Changes the sign-in email (POST /user/updateUserEmail, /user/account-settings) after checking
 * the current password: whoever holds a session must not take the account over by pointing its
 * reset links elsewhere. Unused reset links stop working, and the old address is told.
 *
 * Throws a ServiceError: 422 on `password` (wrong) and `email` (another account has it), both
 * named in one answer, 429 once the account's login limits are spent (a wrong password counts as
 * a failed login: current-password.ts).
 */
export async function changeEmail(
  db: Database,
  { userId, clientIp }: PasswordOwner,
  input: EmailChangeInput,
): Promise<AccountUser> {
  // In the form's order: the email, then the password.
  const [, current] = await checkAll(
    () => refuseTakenEmail(db, userId, input.email),
    () => checkCurrentPassword(db, { userId, clientIp }, input.password, wrongPassword),
  );
  if (current.email === input.email) {
    const [row] = await db.select(accountUserColumns).from(users).where(eq(users.id, userId));
    return toAccountUser(row!);
  }
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .update(users)
        .set({ email: input.email })
        .where(eq(users.id, userId))
        .returning(accountUserColumns);
      await invalidatePasswordResetLinks(tx, userId);
      await queueMail(tx, {
        to: current.email,
        subject: "Your W3Programmer email address was changed",
        text: [
          `Hello ${current.name},`,
          "",
          `The email address of your W3Programmer account was changed from ${current.email} to ${input.email}.`,
          "From now on you log in with the new address, and password reset links go there.",
          "",
          "If you did not make this change, reply to this email or write to our support team at once.",
        ].join("\n"),
      });
      return toAccountUser(row!);
    });
  } catch (error) {
    if (isUniqueViolation(error, "users_email_unique")) {
      throw invalidField("email", AccountMessages.emailTaken);
    }
    throw error;
  }
}

/** For a change the schema refused (the email): the password's message too, when it is wrong. */
export function emailChangePasswordErrors(
  db: Database,
  owner: PasswordOwner,
  posted: Record<string, unknown>,
): Promise<FieldErrors> {
  const { password } = fieldsThatPass(emailChangeSchema, posted);
  return currentPasswordErrors(db, owner, password, wrongPassword);
}
