/**
 * Who is signed in, for loaders and actions: the session cookie's token checked by the accounts
 * service (revoked, expired and deactivated sessions count as none). Shared by the root loader
 * and the logged-in pages; one lookup per request however many loaders ask.
 */
import { redirect, type AppLoadContext } from "react-router";
import type { LoginInput } from "@shared/accounts/account-schemas";
import { loginUser } from "@server/services/accounts/login-user";
import { getUserByToken, type AuthenticatedUser } from "@server/services/accounts/sessions";
import { clearedSessionCookie, sessionCookie } from "~/features/auth/session.server";
import { readSessionToken } from "@shared/accounts/session-cookie";
import { clientInfo } from "~/forms/form-action.server";

export type SignedIn = AuthenticatedUser & { token: string };

// React Router hands every loader of one page load the Request it received (`v8_passThroughRequests`).
const lookups = new WeakMap<Request, Promise<SignedIn | null>>();

export function currentSession(request: Request, context: AppLoadContext): Promise<SignedIn | null> {
  let lookup = lookups.get(request);
  if (!lookup) {
    const token = readSessionToken(request, context.config.publicUrl);
    lookup = token
      ? getUserByToken(context.db, token).then((found) => (found ? { ...found, token } : null))
      : Promise.resolve(null);
    lookups.set(request, lookup);
  }
  return lookup;
}

/**
 * The signed-in user, or a redirect to /login (SPEC.md §6) that also drops a cookie which no
 * longer opens a session.
 */
export async function requireUser(request: Request, context: AppLoadContext): Promise<SignedIn> {
  const session = await currentSession(request, context);
  if (session) return session;
  const headers = readSessionToken(request, context.config.publicUrl)
    ? { "Set-Cookie": clearedSessionCookie(context.config.publicUrl) }
    : undefined;
  throw redirect("/login", { headers });
}

/**
 * Logs in with checked credentials (the login page and the modal's Login tab): the headers that
 * open the new session in this browser, for the answer to carry. The service's refusals are thrown.
 */
export async function logIn(
  credentials: LoginInput,
  request: Request,
  context: AppLoadContext,
): Promise<{ "Set-Cookie": string }> {
  const { token, persistent } = await loginUser(context.db, credentials, clientInfo(request, context), {
    persistent: credentials.remember,
  });
  return { "Set-Cookie": sessionCookie(token, context.config.publicUrl, { persistent }) };
}
