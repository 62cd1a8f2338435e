import { createMiddleware } from "hono/factory";
import type { AccountUser } from "../services/accounts/account-user.ts";
import { getUserByToken } from "../services/accounts/sessions.ts";
import type { AppEnv } from "./env.ts";

/** What a handler behind `requireUser` can read through `c.var`. */
export type AuthEnv = AppEnv & {
  Variables: { user: AccountUser; sessionId: number; sessionToken: string };
};

export const UNAUTHENTICATED = "Unauthenticated.";

/** The token of `Authorization: Bearer <token>`, or undefined. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = header?.match(/^Bearer\s+(\S+)\s*$/i);
  return match?.[1];
}

/**
 * User calls of SPEC §7 send `Authorization: Bearer <access_token>`. A missing, unknown, revoked
 * or expired token, or one of a deactivated account, answers 401 before the handler runs.
 */
export const requireUser = createMiddleware<AuthEnv>(async (c, next) => {
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
  await next();
});
