import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { users } from "../../db/schema/index.ts";
import { limitAttempts } from "../rate-limit/hit-rate-limit.ts";
import { loginFailureLimits } from "../rate-limit/rate-limits.ts";
import { fieldErrorsFrom, type ServiceError } from "../service-error.ts";
import type { FieldErrors } from "../../../shared/forms/field-errors.ts";
import { verifyPassword } from "./password-hash.ts";

/** Whose password is given again: the signed-in account, and the address the request came from. */
export type PasswordOwner = { userId: number; clientIp: string };

/**
 * Checks the password a signed-in person gives again (a password or email change, a sensitive
 * admin action after 15 minutes). A wrong one counts against the account's login limits, from
 * this address and from all (loginFailureLimits, as at the login), and a check over them is
 * refused before the password is looked at, so whoever holds a session (an unlocked machine, a
 * stolen cookie) cannot guess the password through these forms faster than through the login.
 * Returns the account's email and name for the caller's mail.
 *
 * Throws a ServiceError: 429 over the limit, `wrong()` when the password is not the account's.
 */
export async function checkCurrentPassword(
  db: Database,
  { userId, clientIp }: PasswordOwner,
  password: string,
  wrong: () => ServiceError,
): Promise<{ email: string; name: string }> {
  const [row] = await db
    .select({ email: users.email, name: users.name, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) throw new Error(`user ${userId} does not exist`);
  const refusal = wrong();
  await limitAttempts(
    db,
    { attempts: loginFailureLimits(row.email, clientIp), isFailure: (error) => error === refusal },
    async () => {
      if (!(await verifyPassword(row.passwordHash, password))) throw refusal;
    },
  );
  return { email: row.email, name: row.name };
}

/**
 * For a form whose other fields were refused: `wrong()`'s message when the password given is not
 * the account's (checked and counted as checkCurrentPassword does), so that one answer names every
 * wrong field. Nothing when no password was given.
 */
export function currentPasswordErrors(
  db: Database,
  owner: PasswordOwner,
  password: string | undefined,
  wrong: () => ServiceError,
): Promise<FieldErrors> {
  if (password === undefined) return Promise.resolve({});
  return fieldErrorsFrom(() => checkCurrentPassword(db, owner, password, wrong));
}
