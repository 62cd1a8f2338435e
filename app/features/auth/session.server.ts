/**
 * Signing the browser in and out (DESIGN.md "Sessions and access"): the session token in an
 * httpOnly cookie, whose name and reading live in shared/accounts/session-cookie.ts (the server's
 * page caching reads it too). SameSite=Lax keeps it off cross-site POSTs; the Origin check in
 * server/http/origin-check.ts covers the rest.
 */
import { serialize } from "hono/utils/cookie";
import { isSecureSite, sessionCookieName } from "@shared/accounts/session-cookie";

/** The same lifetime as the session row the accounts service creates. */
export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/** What every cookie the site sets carries: the session's, the one-time message's. */
export function siteCookieOptions(publicUrl: string) {
  return {
    path: "/",
    httpOnly: true,
    sameSite: "Lax" as const,
    // Only where the site is served over HTTPS (whose cookie names are then `__Host-`): a plain-http
    // local site must still be able to log in.
    secure: isSecureSite(publicUrl),
  };
}

/**
 * The Set-Cookie header value that signs the browser in: for the browser session (SPEC.md §3
 * keeps the token in session storage), or for 30 days with "Keep me signed in".
 */
export function sessionCookie(
  token: string,
  publicUrl: string,
  { persistent }: { persistent: boolean },
): string {
  return serialize(sessionCookieName(publicUrl), token, {
    ...siteCookieOptions(publicUrl),
    ...(persistent ? { maxAge: SESSION_MAX_AGE_SECONDS } : {}),
  });
}

/** The Set-Cookie header value that signs the browser out. */
export function clearedSessionCookie(publicUrl: string): string {
  return serialize(sessionCookieName(publicUrl), "", { ...siteCookieOptions(publicUrl), maxAge: 0 });
}
