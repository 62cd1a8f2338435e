import { eq } from "drizzle-orm";
import { AccountMessages, type RegisterInput } from "../../../app/features/accounts/schemas.ts";
import type { Database } from "../../db/client.ts";
import { users } from "../../db/schema/index.ts";
import { RATE_LIMITS } from "../rate-limit/rate-limits.ts";
import { enforceRateLimits } from "../rate-limit/hit-rate-limit.ts";
import { accountUserColumns, toAccountUser, type AccountUser } from "./account-user.ts";
import { FieldValidationError } from "./errors.ts";
import { hashPassword } from "./password-hash.ts";
import type { ClientInfo } from "./sessions.ts";
import { isUniqueViolation } from "./unique-violation.ts";

/**
 * Creates an active account (SPEC /signup, POST /auth/register). An invite code records its
 * owner as the referrer. A person cannot refer themselves: the code must belong to an existing
 * account, and that account cannot have this email, which is new by definition.
 *
 * Throws FieldValidationError (email taken, unknown invite code) or RateLimitedError.
 */
export async function registerUser(
  db: Database,
  input: RegisterInput,
  client: ClientInfo,
): Promise<AccountUser> {
  await enforceRateLimits(db, [[RATE_LIMITS.signupPerIp, client.ip]]);

  let referredByUserId: number | null = null;
  if (input.inviteCode) {
    const [referrer] = await db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(eq(users.inviteCode, input.inviteCode.toUpperCase()))
      .limit(1);
    if (!referrer || referrer.email === input.email) {
      throw FieldValidationError.of("inviteCode", AccountMessages.inviteCodeInvalid);
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
      throw FieldValidationError.of("email", AccountMessages.emailTaken);
    }
    throw error;
  }
}
