import { parse } from "hono/utils/cookie";

/**
 * The web app's session cookie, as the pages set it and as the server's middleware reads it
 * (DESIGN.md "Sessions and access"): the same token the API hands out as `access_token`, kept in
 * an httpOnly cookie so page scripts never see it and server rendering knows who is signed in.
 */
export const SESSION_COOKIE = "w3p_session";

/** Tokens are 32 random bytes in base64url or hex; anything longer is not one of ours. */
const MAX_TOKEN_LENGTH = 200;

/** The session token the request's cookie carries, or null when it carries none that can be ours. */
export function readSessionToken(request: Request): string | null {
  const header = request.headers.get("Cookie");
  if (!header) return null;
  const token = parse(header, SESSION_COOKIE)[SESSION_COOKIE];
  return token && token.length <= MAX_TOKEN_LENGTH ? token : null;
}
