import { and, desc, eq } from "drizzle-orm";
import type { LoginInput } from "../../../shared/accounts/account-schemas.ts";
import type { Database } from "../../db/client.ts";
import { USER_STATUS, users } from "../../db/schema/index.ts";
import { loginFailureLimits, RATE_LIMITS } from "../rate-limit/rate-limits.ts";
import { limitAttempts } from "../rate-limit/hit-rate-limit.ts";
import { accountUserColumns, toAccountUser, type AccountUser } from "./account-user.ts";
import { deletedEmailHash } from "./delete-account.ts";
import { accountDeactivated, invalidCredentials, isInvalidCredentials } from "./errors.ts";
import { dummyPasswordHash, verifyPassword } from "./password-hash.ts";
import { createSession, type ClientInfo } from "./sessions.ts";

export type LoginResult = {
  user: AccountUser;
  token: string;
  sessionId: number;
  expiresAt: Date;
  persistent: boolean;
};

/**
 * Checks the email and password and opens a session (POST /auth/userLogin, /login, the modal).
 * Every attempt counts against the IP's rate limit; a wrong password (or unknown email) also
 * against the account's, from this IP and from all of them, and an attempt over any limit is
 * refused before the password is checked (limitAttempts). A `persistent` session lasts 30 days
 * after its last use; otherwise it ends with the browser session.
 *
 * Throws a ServiceError: 429, invalidCredentials (unknown email or wrong password, alike) or
 * accountDeactivated (right password, status 0: told only to whoever knows the password,
 * including the owner of a deleted account, whose row keeps only a hash of the email).
 */
export async function loginUser(
  db: Database,
  input: Omit<LoginInput, "remember">,
  client: ClientInfo,
  { persistent }: { persistent: boolean },
): Promise<LoginResult> {
  const row = await limitAttempts(
    db,
    {
      everyRequest: [[RATE_LIMITS.loginPerIp, client.ip]],
      attempts: loginFailureLimits(input.email, client.ip),
      isFailure: isInvalidCredentials,
    },
    () => checkCredentials(db, input),
  );
  const { passwordHash: _hash, ...user } = row;
  const session = await createSession(db, user.id, client, { persistent });
  return { user: toAccountUser(user), ...session };
}

/** The active account the email and password open; a ServiceError when they open none. */
async function checkCredentials(db: Database, input: Omit<LoginInput, "remember">) {
  const [row] = await db
    .select({ ...accountUserColumns, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.email, input.email))
    .limit(1);
  if (!row) {
    const [deleted] = await db
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(
        and(
          eq(users.deletedEmailHash, deletedEmailHash(input.email)),
          eq(users.status, USER_STATUS.deactivated),
        ),
      )
      .orderBy(desc(users.deletedAt))
      .limit(1);
    // One password check either way, so the timing does not tell an unknown email apart.
    const passwordOk = await verifyPassword(
      deleted?.passwordHash ?? (await dummyPasswordHash()),
      input.password,
    );
    throw deleted && passwordOk ? accountDeactivated() : invalidCredentials();
  }
  if (!(await verifyPassword(row.passwordHash, input.password))) throw invalidCredentials();
  if (row.status !== USER_STATUS.active) throw accountDeactivated();
  return row;
}
