/**
 * Path segments whose following part is a secret, a link that works for whoever holds it: a
 * password reset link's token (`/forget-password-recover-email/{token}`: it sets the password)
 * and a test checkout's id (`/test-checkout/{id}`: it pays or cancels the order). The routes match
 * them in any letter case and percent-encoded, so the comparison does too. Invite codes are not
 * secret; certificates' public ids are meant to be shared.
 */
const SECRET_AFTER = new Set(["forget-password-recover-email", "test-checkout"]);

/** Rules out nearly every path before it is split: none of those segments, written or encoded. */
const MAY_HOLD_SECRET = /recover-email|checkout|%/i;

export const REDACTED = "[redacted]";

/**
 * A request target as the logs may name it: the path without its query (where signed links carry
 * their `sig=`, and a client anything it likes) or fragment, and with the secret part of a link
 * (SECRET_AFTER, to the end of the path) replaced by `[redacted]`. Every log line that names a
 * request's path goes through it: the access log, the API's error lines, a page's failure.
 */
export function loggedPath(target: string): string {
  const end = target.search(/[?#]/);
  const path = end === -1 ? target : target.slice(0, end);
  if (!MAY_HOLD_SECRET.test(path)) return path;
  const segments = path.split("/");
  const at = segments.findIndex((segment) => SECRET_AFTER.has(decoded(segment).toLowerCase()));
  if (at === -1 || at === segments.length - 1) return path;
  return [...segments.slice(0, at + 1), REDACTED].join("/");
}

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
