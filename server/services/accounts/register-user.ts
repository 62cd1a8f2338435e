import { and, eq } from "drizzle-orm";
import { AccountMessages } from "../../../shared/accounts/account-messages.ts";
import { type RegisterInput } from "../../../shared/accounts/account-schemas.ts";
import type { Database } from "../../db/client.ts";
import { USER_STATUS, users } from "../../db/schema/index.ts";
import { RATE_LIMITS } from "../rate-limit/rate-limits.ts";
import { enforceRateLimits } from "../rate-limit/hit-rate-limit.ts";
import { accountUserColumns, toAccountUser, type AccountUser } from "./account-user.ts";
import { invalidField } from "../service-error.ts";
import { hashPassword } from "./password-hash.ts";
import type { ClientInfo } from "./sessions.ts";
import { isUniqueViolation } from "./unique-violation.ts";

/** The active account whose invite code this is (codes are upper case; any case is accepted). */
export async function findReferrer(
  db: Database,
  inviteCode: string,
): Promise<{ id: number; email: string } | undefined> {
  const [referrer] = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(eq(users.inviteCode, inviteCode.toUpperCase()), eq(users.status, USER_STATUS.active)))
    .limit(1);
  return referrer;
}

/**
 * Creates an active account (SPEC /signup, POST /auth/register). An invite code records its
 * owner as the referrer. A person cannot refer themselves: the code must belong to an existing
 * account, and that account cannot have this email, which is new by definition.
 *
 * Throws a ServiceError: 422 (email taken, unknown invite code) or 429.
 */
export async function registerUser(
  db: Database,
  input: RegisterInput,
  client: ClientInfo,
): Promise<AccountUser> {
  await enforceRateLimits(db, [[RATE_LIMITS.signupPerIp, client.ip]]);

  let referredByUserId: number | null = null;
  if (input.inviteCode) {
    const referrer = await findReferrer(db, input.inviteCode);
    if (!referrer || referrer.email === input.email) {
      throw invalidField("inviteCode", AccountMessages.inviteCodeInvalid);
    }
    referredByUserId = referrer.id;
  }

  const passwordHash = await hashPassword(input.password);
  try {
    const [row] = await db
      .insert(users)
      .values({ name: input.name, email: input.email, passwordHash, referredByUserId })
      .returning(accountUserColumns);
    return toAccountUser(row!);
  } catch (error) {
    if (isUniqueViolation(error, "users_email_unique")) {
      throw invalidField("email", AccountMessages.emailTaken);
    }
    throw error;
  }
}
