import { parse, serialize } from "hono/utils/cookie";
import { siteCookieName } from "@shared/accounts/session-cookie";
import { siteCookieOptions } from "./session.server";

/**
 * A one-time message carried across a redirect ("Register successfully" on /login after a
 * signup, "Has been successfully updated" on /dashboard…). The root loader reads and clears it,
 * and the root component shows it as a toast.
 */
const FLASH_COOKIE = "w3p_flash";
const flashCookieName = (publicUrl: string) => siteCookieName(FLASH_COOKIE, publicUrl);

export type Flash = {
  /** Distinguishes two equal messages in a row, so each one shows. */
  id: string;
  message: string;
  tone: "success" | "info";
};

/** Secure and `__Host-` where the site is served over HTTPS (`publicUrl`), as the session cookie is. */
export function flashCookie(publicUrl: string, message: string, tone: Flash["tone"] = "success"): string {
  const flash: Flash = { id: crypto.randomUUID(), message, tone };
  return serialize(flashCookieName(publicUrl), JSON.stringify(flash), {
    ...siteCookieOptions(publicUrl),
    maxAge: 60,
  });
}

/** The pending message, if any, and the header that removes it. */
export function readFlash(
  request: Request,
  publicUrl: string,
): { flash: Flash | null; clear: string | null } {
  const name = flashCookieName(publicUrl);
  const raw = parse(request.headers.get("Cookie") ?? "", name)[name];
  if (!raw) return { flash: null, clear: null };
  const clear = serialize(name, "", { ...siteCookieOptions(publicUrl), maxAge: 0 });
  try {
    const value: unknown = JSON.parse(raw);
    if (
      typeof value === "object" &&
      value !== null &&
      "id" in value &&
      "message" in value &&
      typeof value.id === "string" &&
      typeof value.message === "string"
    ) {
      const tone = "tone" in value && value.tone === "info" ? "info" : "success";
      return { flash: { id: value.id, message: value.message.slice(0, 200), tone }, clear };
    }
  } catch {
    // A cookie we did not write: drop it.
  }
  return { flash: null, clear };
}
