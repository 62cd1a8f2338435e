import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { AccountMessages } from "../../../shared/accounts/account-messages.ts";
import {
  type ForgotPasswordInput,
  type ResetPasswordInput,
} from "../../../shared/accounts/account-schemas.ts";
import type { Database, DatabaseOrTransaction } from "../../db/client.ts";
import { USER_STATUS, passwordResetTokens, users } from "../../db/schema/index.ts";
import { queueMail } from "../mail/queue-mail.ts";
import { accountFromIp, RATE_LIMITS } from "../rate-limit/rate-limits.ts";
import { enforceRateLimits, limitAttempts } from "../rate-limit/hit-rate-limit.ts";
import { invalidField } from "../service-error.ts";
import { queuePasswordChangedMail } from "./password-changed-mail.ts";
import { hashPassword } from "./password-hash.ts";
import { revokeUserSessions, type ClientInfo } from "./sessions.ts";
import { hashToken, newToken } from "./tokens.ts";
import { escapeHtml } from "../mail/mail-html.ts";

export const RESET_TOKEN_LIFETIME_MINUTES = 30;
const MAX_TOKEN_LENGTH = 200;

/** The reset page's address. Always from PUBLIC_URL: a request's Host header is the client's to forge. */
export function passwordResetLink(publicUrl: string, token: string): string {
  return `${publicUrl}/forget-password-recover-email/${token}`;
}

/**
 * Mails a single-use reset link valid for 30 minutes (POST /public/checkMail, /forgot-password).
 * A new link replaces any earlier unused one. A deactivated account is treated as unknown. Each
 * request counts against the IP's limit; one let through also against the account's, from this IP
 * and from all (a request one of them refuses does not), so that a stranger on one address cannot
 * spend the owner's requests.
 *
 * Throws a ServiceError: 429, or 422 on `email` ("Email does not exist.").
 */
export async function requestPasswordReset(
  db: Database,
  site: { publicUrl: string },
  input: ForgotPasswordInput,
  client: ClientInfo,
): Promise<{ email: string }> {
  return limitAttempts(
    db,
    {
      everyRequest: [[RATE_LIMITS.forgotPerIp, client.ip]],
      attempts: [
        [RATE_LIMITS.forgotPerAccountFromIp, accountFromIp(input.email, client.ip)],
        [RATE_LIMITS.forgotPerAccount, input.email],
      ],
    },
    () => mailPasswordResetLink(db, site, input),
  );
}

async function mailPasswordResetLink(
  db: Database,
  site: { publicUrl: string },
  input: ForgotPasswordInput,
): Promise<{ email: string }> {
  const [user] = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(and(eq(users.email, input.email), eq(users.status, USER_STATUS.active)))
    .limit(1);
  if (!user) throw invalidField("email", AccountMessages.emailDoesNotExist);

  const token = newToken();
  const link = passwordResetLink(site.publicUrl, token);
  // The mail is queued with the token: a link is never sent for a token that was not stored.
  await db.transaction(async (tx) => {
    await invalidatePasswordResetLinks(tx, user.id);
    await tx.insert(passwordResetTokens).values({
      userId: user.id,
      tokenHash: hashToken(token),
      expiresAt: sql`now() + make_interval(mins => ${RESET_TOKEN_LIFETIME_MINUTES})`,
    });
    await queueMail(tx, {
      to: user.email,
      subject: "Reset your W3Programmer password",
      text: [
        `Hello ${user.name},`,
        "",
        "Someone (hopefully you) asked to reset the password of your W3Programmer account.",
        `Open this link within ${RESET_TOKEN_LIFETIME_MINUTES} minutes to choose a new password:`,
        "",
        link,
        "",
        "The link works once. If you did not ask for it, ignore this email: your password stays as it is.",
      ].join("\n"),
      html: [
        `<p>Hello ${escapeHtml(user.name)},</p>`,
        "<p>Someone (hopefully you) asked to reset the password of your W3Programmer account.",
        `Open this link within ${RESET_TOKEN_LIFETIME_MINUTES} minutes to choose a new password:</p>`,
        `<p><a href="${escapeHtml(link)}">Reset my password</a></p>`,
        "<p>The link works once. If you did not ask for it, ignore this email: your password stays as it is.</p>",
      ].join("\n"),
    });
  });
  return { email: user.email };
}

/**
 * Ends every unused reset link of the user: a link mailed before the password or the email
 * changed must not undo that change.
 */
export async function invalidatePasswordResetLinks(db: DatabaseOrTransaction, userId: number): Promise<void> {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}

/** Whether the reset page should show its form for this token (unused, unexpired). */
export async function isPasswordResetTokenValid(db: Database, token: string): Promise<boolean> {
  if (!token || token.length > MAX_TOKEN_LENGTH) return false;
  const [row] = await db
    .select({ id: passwordResetTokens.id })
    .from(passwordResetTokens)
    .where(
      and(
        eq(passwordResetTokens.tokenHash, hashToken(token)),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, sql`now()`),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/**
 * Sets the new password with the mailed token (POST /public/restPassword,
 * /forget-password-recover-email/{id}). The token is claimed with one UPDATE … RETURNING, so two
 * concurrent uses cannot both succeed; every session of the user ends, and the owner is told by
 * mail.
 *
 * Throws a ServiceError: 429, or 422 on `id` (unknown, used or expired link).
 */
export async function resetPassword(
  db: Database,
  input: ResetPasswordInput,
  client: ClientInfo,
): Promise<{ email: string }> {
  await enforceRateLimits(db, [[RATE_LIMITS.resetPerIp, client.ip]]);
  const invalid = invalidField("id", AccountMessages.resetLinkInvalid);
  if (input.id.length > MAX_TOKEN_LENGTH) throw invalid;
  const passwordHash = await hashPassword(input.password);

  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, hashToken(input.id)),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, sql`now()`),
        ),
      )
      .returning({ userId: passwordResetTokens.userId });
    if (!claimed) throw invalid;
    const [user] = await tx
      .update(users)
      .set({ passwordHash })
      .where(and(eq(users.id, claimed.userId), eq(users.status, USER_STATUS.active)))
      .returning({ email: users.email, name: users.name });
    // Deactivated since the mail was sent: the link dies with the account.
    if (!user) throw invalid;
    await revokeUserSessions(tx, claimed.userId);
    await queuePasswordChangedMail(tx, user, "reset");
    return { email: user.email };
  });
}
