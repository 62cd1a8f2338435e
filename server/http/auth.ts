import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { AdminMessages } from "../../shared/admin/admin-messages.ts";
import type { AccountUser } from "../services/accounts/account-user.ts";
import type { PasswordOwner } from "../services/accounts/current-password.ts";
import { getUserByToken } from "../services/accounts/sessions.ts";
import type { AppEnv } from "./env.ts";

/** What a handler behind `requireUser` or `requireAdmin` can read through `c.var`. */
export type AuthEnv = AppEnv & {
  Variables: { user: AccountUser; sessionId: number; sessionToken: string; authenticatedAt: Date };
};

export const UNAUTHENTICATED = "Unauthenticated.";

/** The token of `Authorization: Bearer <token>`, or undefined. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = header?.match(/^Bearer\s+(\S+)\s*$/i);
  return match?.[1];
}

/** Sets the caller's session on `c.var`, or answers 401 (returned) when there is none. */
async function authenticate(c: Context<AuthEnv>): Promise<Response | undefined> {
  // Answers about one person: never kept by a browser or a shared cache.
  c.header("Cache-Control", "no-store");
  const token = bearerToken(c.req.header("authorization"));
  const authenticated = token ? await getUserByToken(c.var.db, token) : null;
  if (!token || !authenticated) {
    c.header("WWW-Authenticate", 'Bearer realm="api"');
    return c.json({ message: UNAUTHENTICATED }, 401);
  }
  c.set("user", authenticated.user);
  c.set("sessionId", authenticated.sessionId);
  c.set("sessionToken", token);
  c.set("authenticatedAt", authenticated.authenticatedAt);
  return undefined;
}

/**
 * User calls of SPEC §7 send `Authorization: Bearer <access_token>`. A missing, unknown, revoked
 * or expired token, or one of a deactivated account, answers 401 before the handler runs.
 */
export const requireUser = createMiddleware<AuthEnv>(async (c, next) => {
  const refused = await authenticate(c);
  if (refused) return refused;
  await next();
});

/**
 * Admin calls (brands, /admin/*): 401 as `requireUser` without a valid session, 403 for a
 * signed-in user who is not an admin. The one guard of every admin call.
 */
export const requireAdmin = createMiddleware<AuthEnv>(async (c, next) => {
  const refused = await authenticate(c);
  if (refused) return refused;
  if (c.var.user.role !== "admin") return c.json({ message: AdminMessages.forbidden }, 403);
  await next();
});

/**
 * The signed-in caller whose password a route's validation hook checks again. The hook runs after
 * the route's `requireUser`, but is typed with the router's environment, not the route's.
 */
export function passwordOwnerOf(c: Context<AppEnv>): PasswordOwner {
  const { user } = c.var as Partial<AuthEnv["Variables"]>;
  if (!user) throw new Error("passwordOwnerOf: the route has no requireUser");
  return { userId: user.id, clientIp: c.var.clientIp };
}
