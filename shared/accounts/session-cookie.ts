import { parse } from "hono/utils/cookie";

/**
 * The web app's session cookie, as the pages set it and as the server's middleware reads it
 * (DESIGN.md "Sessions and access"): the same token the API hands out as `access_token`, kept in
 * an httpOnly cookie so page scripts never see it and server rendering knows who is signed in.
 */
const SESSION_COOKIE = "w3p_session";

/** Tokens are 32 random bytes in base64url or hex; anything longer is not one of ours. */
const MAX_TOKEN_LENGTH = 200;

/** The site is served over HTTPS (PUBLIC_URL): its cookies are Secure and carry the `__Host-` prefix. */
export function isSecureSite(publicUrl: string): boolean {
  return publicUrl.startsWith("https://");
}

/**
 * The name a site cookie is set and read under. Over HTTPS it has the `__Host-` prefix: a browser
 * takes such a cookie only when it is Secure, for the whole site (Path=/) and for this host alone
 * (no Domain), so neither a sibling subdomain nor a plain-http answer on the way can plant or
 * replace it (a session the visitor did not open, a message the site did not write). A plain-http
 * site (a local one) cannot set Secure cookies, so its names have no prefix.
 */
export function siteCookieName(name: string, publicUrl: string): string {
  return isSecureSite(publicUrl) ? `__Host-${name}` : name;
}

/**
 * A Cookie header carrying one of the site's cookies (session, flash message), with or without
 * the prefix: the request is someone's, so no page kept for everyone answers it.
 */
export const SITE_COOKIE = /(?:^|;)\s*(?:__Host-)?w3p_/;

/** The session cookie's name on the site at `publicUrl`. */
export function sessionCookieName(publicUrl: string): string {
  return siteCookieName(SESSION_COOKIE, publicUrl);
}

/**
 * The session token the request's cookie carries, or null when it carries none that can be ours.
 * Over HTTPS only the `__Host-` cookie counts.
 */
export function readSessionToken(request: Request, publicUrl: string): string | null {
  const header = request.headers.get("Cookie");
  if (!header) return null;
  const name = sessionCookieName(publicUrl);
  const token = parse(header, name)[name];
  return token && token.length <= MAX_TOKEN_LENGTH ? token : null;
}
