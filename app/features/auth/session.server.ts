import { parse, serialize } from "hono/utils/cookie";

/**
 * The web app's session (DESIGN.md "Sessions and access"): the same token the API hands out as
 * `access_token`, kept in an httpOnly cookie so page scripts never see it and server rendering
 * knows who is signed in. SameSite=Lax keeps it off cross-site POSTs; the Origin check in
 * server/http/origin-check.ts covers the rest.
 */
export const SESSION_COOKIE = "w3p_session";

/** The same lifetime as the session row the accounts service creates. */
export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/** Tokens are 32 random bytes in base64url or hex; anything longer is not one of ours. */
const MAX_TOKEN_LENGTH = 200;

export function readSessionToken(request: Request): string | null {
  const header = request.headers.get("Cookie");
  if (!header) return null;
  const token = parse(header, SESSION_COOKIE)[SESSION_COOKIE];
  return token && token.length <= MAX_TOKEN_LENGTH ? token : null;
}

function baseOptions(publicUrl: string) {
  return {
    path: "/",
    httpOnly: true,
    sameSite: "Lax" as const,
    // Only where the site is served over HTTPS: a plain-http local site must still be able to log in.
    secure: publicUrl.startsWith("https://"),
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
  return serialize(SESSION_COOKIE, token, {
    ...baseOptions(publicUrl),
    ...(persistent ? { maxAge: SESSION_MAX_AGE_SECONDS } : {}),
  });
}

/** The Set-Cookie header value that signs the browser out. */
export function clearedSessionCookie(publicUrl: string): string {
  return serialize(SESSION_COOKIE, "", { ...baseOptions(publicUrl), maxAge: 0 });
}
