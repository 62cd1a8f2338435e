import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { sessions } from "../../db/schema/index.ts";
import { AccountMessages } from "../../../shared/accounts/account-messages.ts";
import { invalidField, ServiceError } from "../service-error.ts";
import { checkCurrentPassword } from "./current-password.ts";

/**
 * How recent the password must be for the most sensitive changes (role changes): a session's
 * login, or the password given again in that session, within the last 15 minutes. A cookie or
 * token left on an unattended machine is then not enough to hand out the admin role.
 */
export const RECENT_LOGIN_MS = 15 * 60 * 1000;

export type SessionAuthentication = {
  userId: number;
  email: string;
  sessionId: number;
  authenticatedAt: Date;
  /** The request's client address: a password given again counts against its login limits. */
  clientIp: string;
};

/**
 * A signed-in request's authentication, from what the API's `c.var` and a page's session
 * (requireUser) both carry: who, which session, and when its password was last given; and the
 * address the request came from (`c.var.clientIp`, `context.clientIp`).
 */
export function sessionAuthentication(
  signedIn: {
    user: { id: number; email: string };
    sessionId: number;
    authenticatedAt: Date;
  },
  clientIp: string,
): SessionAuthentication {
  return {
    userId: signedIn.user.id,
    email: signedIn.user.email,
    sessionId: signedIn.sessionId,
    authenticatedAt: signedIn.authenticatedAt,
    clientIp,
  };
}

export function isRecentLogin(session: Pick<SessionAuthentication, "authenticatedAt">, now = Date.now()) {
  return now - session.authenticatedAt.getTime() < RECENT_LOGIN_MS;
}

export type RecentLoginOptions = {
  /**
   * Check a password that is given even when the login is recent, so that a wrong one is never
   * answered yes: for an operation nobody can undo (account deletion), whose callers may send the
   * password every time.
   */
  checkGivenPassword?: boolean;
};

/**
 * Passes when the session's login is recent; otherwise the password must be given again: right,
 * it renews the session's authentication time; wrong, 422 on `password` (wrong passwords count
 * against the account's login limits); absent, 403 with reason "recent-login-required" and
 * `required` (what the operation asks: "Enter your password again to change roles."), which the
 * page answers by asking for it.
 */
export async function confirmRecentLogin(
  db: Database,
  session: SessionAuthentication,
  password: string | undefined,
  required: string,
  { checkGivenPassword = false }: RecentLoginOptions = {},
): Promise<void> {
  if (isRecentLogin(session) && (password === undefined || !checkGivenPassword)) return;
  if (password === undefined) {
    throw new ServiceError(403, required, { reason: "recent-login-required" });
  }
  await checkCurrentPassword(db, session, password, () =>
    invalidField("password", AccountMessages.currentPasswordWrong),
  );
  await db.update(sessions).set({ authenticatedAt: new Date() }).where(eq(sessions.id, session.sessionId));
}
