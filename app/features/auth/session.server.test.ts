import { describe, expect, it } from "vitest";
import { readSessionToken } from "@shared/accounts/session-cookie";
import { clearedSessionCookie, sessionCookie } from "./session.server";

const LOCAL = "http://localhost:3000";
const SITE = "https://www.w3programmer.com";

function requestWithCookie(cookie: string) {
  return new Request("http://localhost/dashboard", { headers: { Cookie: cookie } });
}

describe("session cookie", () => {
  it("is httpOnly, SameSite=Lax, site-wide and ends with the browser session", () => {
    const header = sessionCookie("tok3n_value", "http://localhost:3000", { persistent: false });
    expect(header).toMatch(/^w3p_session=tok3n_value;/);
    expect(header).not.toMatch(/Max-Age|Expires/i);
    expect(header).toContain("Path=/");
    expect(header).toContain("HttpOnly");
    expect(header).toContain("SameSite=Lax");
    expect(header).not.toContain("Secure");
  });

  it('lasts 30 days, like the session row, with "Keep me signed in"', () => {
    const header = sessionCookie("tok3n_value", "http://localhost:3000", { persistent: true });
    expect(header).toContain("Max-Age=2592000");
    expect(header).toContain("HttpOnly");
  });

  it("is Secure only when the site is served over HTTPS", () => {
    expect(sessionCookie("t", "https://www.w3programmer.com", { persistent: false })).toContain("Secure");
    expect(clearedSessionCookie("https://www.w3programmer.com")).toContain("Secure");
  });

  it("is cleared with an empty value that expires at once", () => {
    const header = clearedSessionCookie("http://localhost:3000");
    expect(header).toMatch(/^w3p_session=;/);
    expect(header).toContain("Max-Age=0");
    expect(header).toContain("HttpOnly");
  });

  it("reads the token back among other cookies, and nothing else", () => {
    const read = (request: Request) => readSessionToken(request, LOCAL);
    expect(read(requestWithCookie("theme=dark; w3p_session=abc-DEF_123; other=1"))).toBe("abc-DEF_123");
    expect(read(new Request("http://localhost/"))).toBeNull();
    expect(read(requestWithCookie("w3p_session="))).toBeNull();
    expect(read(requestWithCookie(`w3p_session=${"x".repeat(500)}`))).toBeNull();
  });

  it("is __Host- over HTTPS: Secure, site-wide, no Domain, so no subdomain or plain-http page can plant it", () => {
    const header = sessionCookie("tok3n_value", SITE, { persistent: true });
    expect(header).toMatch(/^__Host-w3p_session=tok3n_value;/);
    expect(header).toContain("Secure");
    expect(header).toContain("Path=/");
    expect(header).not.toMatch(/Domain=/i);
    expect(clearedSessionCookie(SITE)).toMatch(/^__Host-w3p_session=;.*Max-Age=0/);
    expect(readSessionToken(requestWithCookie("__Host-w3p_session=abc"), SITE)).toBe("abc");
    // A cookie without the prefix (planted by a sibling subdomain, say) opens no session there.
    expect(readSessionToken(requestWithCookie("w3p_session=planted"), SITE)).toBeNull();
  });
});
