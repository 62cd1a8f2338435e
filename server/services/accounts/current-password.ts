import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { users } from "../../db/schema/index.ts";
import { enforceRateLimits } from "../rate-limit/hit-rate-limit.ts";
import { RATE_LIMITS } from "../rate-limit/rate-limits.ts";
import type { ServiceError } from "../service-error.ts";
import { verifyPassword } from "./password-hash.ts";

/**
 * Checks the password a signed-in person gives again (a password or email change, a sensitive
 * admin action after 15 minutes). Each check counts against the account's login limit
 * (RATE_LIMITS.loginPerAccount, right or wrong as at the login), so whoever holds a session (an
 * unlocked machine, a stolen cookie) cannot guess the password through these forms faster than
 * through the login. Returns the account's email and name for the caller's mail.
 *
 * Throws a ServiceError: 429 over the limit, `wrong()` when the password is not the account's.
 */
export async function checkCurrentPassword(
  db: Database,
  userId: number,
  password: string,
  wrong: () => ServiceError,
): Promise<{ email: string; name: string }> {
  const [row] = await db
    .select({ email: users.email, name: users.name, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) throw new Error(`user ${userId} does not exist`);
  await enforceRateLimits(db, [[RATE_LIMITS.loginPerAccount, row.email]]);
  if (!(await verifyPassword(row.passwordHash, password))) throw wrong();
  return { email: row.email, name: row.name };
}
