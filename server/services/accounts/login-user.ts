import { eq } from "drizzle-orm";
import type { LoginInput } from "../../../shared/accounts/account-schemas.ts";
import type { Database } from "../../db/client.ts";
import { USER_STATUS, users } from "../../db/schema/index.ts";
import { RATE_LIMITS } from "../rate-limit/rate-limits.ts";
import { enforceRateLimits } from "../rate-limit/hit-rate-limit.ts";
import { accountUserColumns, toAccountUser, type AccountUser } from "./account-user.ts";
import { accountDeactivated, invalidCredentials } from "./errors.ts";
import { dummyPasswordHash, verifyPassword } from "./password-hash.ts";
import { createSession, type ClientInfo } from "./sessions.ts";

export type LoginResult = { user: AccountUser; token: string; sessionId: number; expiresAt: Date };

/**
 * Checks the email and password and opens a session (POST /auth/userLogin, /login, the modal).
 * Every attempt counts against the rate limits, per account and per IP.
 *
 * Throws a ServiceError: 429, invalidCredentials (unknown email or wrong password, alike) or
 * accountDeactivated (right password, status 0: told only to whoever knows the password).
 */
export async function loginUser(db: Database, input: LoginInput, client: ClientInfo): Promise<LoginResult> {
  await enforceRateLimits(db, [
    [RATE_LIMITS.loginPerIp, client.ip],
    [RATE_LIMITS.loginPerAccount, input.email],
  ]);

  const [row] = await db
    .select({ ...accountUserColumns, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.email, input.email))
    .limit(1);
  const passwordOk = await verifyPassword(row?.passwordHash ?? (await dummyPasswordHash()), input.password);
  if (!row || !passwordOk) throw invalidCredentials();
  if (row.status !== USER_STATUS.active) throw accountDeactivated();

  const { passwordHash: _hash, ...user } = row;
  const session = await createSession(db, user.id, client);
  return { user: toAccountUser(user), ...session };
}
