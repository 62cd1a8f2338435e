import { and, eq, gt, isNull, ne, sql } from "drizzle-orm";
import type { Database, DatabaseOrTransaction } from "../../db/client.ts";
import { USER_STATUS, sessions, users } from "../../db/schema/index.ts";
import { accountUserColumns, toAccountUser, type AccountUser } from "./account-user.ts";
import { hashToken, newToken } from "./tokens.ts";

/** A persistent session ("Keep me signed in", API tokens) lasts 30 days after its last use. */
export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
/**
 * A browser-session login ends with the browser's session cookie; a browser that restores its
 * cookies must still not keep it for ever, so the server ends it after 12 idle hours.
 */
export const BROWSER_SESSION_IDLE_MS = 12 * 60 * 60 * 1000;

const lifetimeOf = (persistent: boolean) => (persistent ? SESSION_LIFETIME_MS : BROWSER_SESSION_IDLE_MS);
/** last_used_at / expires_at are refreshed at most this often, not on every request. */
const REFRESH_AFTER_MS = 60 * 60 * 1000;
/** Longer strings cannot be our tokens; refuse them before hashing. */
const MAX_TOKEN_LENGTH = 200;

/** The database or a transaction on it: revocation often goes with another change. */

/** Who is asking, for rate limits and the session's record. */
export type ClientInfo = { ip: string; userAgent?: string | null };

export type NewSessionToken = { token: string; sessionId: number; expiresAt: Date; persistent: boolean };

export type AuthenticatedUser = {
  user: AccountUser;
  sessionId: number;
  /** When the password was last given in this session (recent-login.ts). */
  authenticatedAt: Date;
};

export async function createSession(
  db: Database,
  userId: number,
  client: ClientInfo,
  { persistent }: { persistent: boolean },
): Promise<NewSessionToken> {
  const token = newToken();
  const expiresAt = new Date(Date.now() + lifetimeOf(persistent));
  const [row] = await db
    .insert(sessions)
    .values({
      userId,
      tokenHash: hashToken(token),
      expiresAt,
      ip: client.ip,
      userAgent: client.userAgent?.slice(0, 500) ?? null,
      persistent,
    })
    .returning({ id: sessions.id });
  return { token, sessionId: row!.id, expiresAt, persistent };
}

/**
 * The active user holding this token, or null when the token is unknown, revoked, expired or
 * belongs to a deactivated account (so deactivation locks out every session at once).
 */
export async function getUserByToken(db: Database, token: string): Promise<AuthenticatedUser | null> {
  if (!token || token.length > MAX_TOKEN_LENGTH) return null;
  const [row] = await db
    .select({
      ...accountUserColumns,
      sessionId: sessions.id,
      authenticatedAt: sessions.authenticatedAt,
      lastUsedAt: sessions.lastUsedAt,
      persistent: sessions.persistent,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, hashToken(token)),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
        eq(users.status, USER_STATUS.active),
      ),
    )
    .limit(1);
  if (!row) return null;
  const { sessionId, authenticatedAt, lastUsedAt, persistent, ...user } = row;
  // A browser session's 12 idle hours are refreshed more often than a 30-day one's.
  if (Date.now() - lastUsedAt.getTime() > (persistent ? REFRESH_AFTER_MS : REFRESH_AFTER_MS / 4)) {
    await db
      .update(sessions)
      .set({ lastUsedAt: new Date(), expiresAt: new Date(Date.now() + lifetimeOf(persistent)) })
      .where(eq(sessions.id, sessionId));
  }
  return { user: toAccountUser(user), sessionId, authenticatedAt };
}

/** Logout: the token stops working. Unknown or already revoked tokens are ignored. */
export async function revokeSession(db: Database, token: string): Promise<void> {
  if (!token || token.length > MAX_TOKEN_LENGTH) return;
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt)));
}

/** Ends every session of the user, or every one but `exceptSessionId`; returns how many. */
export async function revokeUserSessions(
  db: DatabaseOrTransaction,
  userId: number,
  options: { exceptSessionId?: number } = {},
): Promise<number> {
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        options.exceptSessionId === undefined ? undefined : ne(sessions.id, options.exceptSessionId),
      ),
    )
    .returning({ id: sessions.id });
  return revoked.length;
}
