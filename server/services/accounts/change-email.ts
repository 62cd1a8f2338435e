import { eq } from "drizzle-orm";
import { AccountMessages } from "../../../shared/accounts/account-messages.ts";
import { type EmailChangeInput } from "../../../shared/accounts/account-schemas.ts";
import type { Database } from "../../db/client.ts";
import { users } from "../../db/schema/index.ts";
import { accountUserColumns, toAccountUser, type AccountUser } from "./account-user.ts";
import { invalidField } from "../service-error.ts";
import { isUniqueViolation } from "./unique-violation.ts";

/**
 * Changes the sign-in email (POST /user/updateUserEmail, /user/account-settings).
 * Throws a 422 ServiceError on `email` when another account has it.
 */
export async function changeEmail(
  db: Database,
  userId: number,
  input: EmailChangeInput,
): Promise<AccountUser> {
  try {
    const [row] = await db
      .update(users)
      .set({ email: input.email })
      .where(eq(users.id, userId))
      .returning(accountUserColumns);
    if (!row) throw new Error(`user ${userId} does not exist`);
    return toAccountUser(row);
  } catch (error) {
    if (isUniqueViolation(error, "users_email_unique")) {
      throw invalidField("email", AccountMessages.emailTaken);
    }
    throw error;
  }
}
