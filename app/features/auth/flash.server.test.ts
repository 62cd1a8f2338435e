import { describe, expect, it } from "vitest";
import { flashCookie, readFlash } from "./flash.server";

const LOCAL = "http://localhost:3000";

/** What the browser sends back for a Set-Cookie header: its name=value pair. */
function sentBack(setCookie: string) {
  return new Request("http://localhost/login", { headers: { Cookie: setCookie.split(";")[0]! } });
}

describe("flash message", () => {
  it("carries one message across a redirect and is cleared when read", () => {
    const header = flashCookie(LOCAL, "Register successfully");
    expect(header).toContain("HttpOnly");
    expect(header).not.toContain("Secure");
    const { flash, clear } = readFlash(sentBack(header), LOCAL);
    expect(flash).toEqual({ id: expect.any(String), message: "Register successfully", tone: "success" });
    expect(clear).toMatch(/^w3p_flash=;.*Max-Age=0/);
  });

  it("is Secure and __Host-, as the session cookie is, where the site is served over HTTPS", () => {
    const site = "https://w3programmer.example";
    const header = flashCookie(site, "Register successfully");
    expect(header).toMatch(/^__Host-w3p_flash=.*; Secure/);
    const read = readFlash(sentBack(header), site);
    expect(read.flash?.message).toBe("Register successfully");
    expect(read.clear).toMatch(/^__Host-w3p_flash=;.*Max-Age=0.*; Secure/);
    // One without the prefix, which a sibling subdomain could plant, is not shown there.
    const planted = new Request(`${site}/login`, { headers: { Cookie: header.split(";")[0]!.slice(7) } });
    expect(readFlash(planted, site)).toEqual({ flash: null, clear: null });
  });

  it("gives each message its own id so a repeated message shows again", () => {
    const first = readFlash(sentBack(flashCookie(LOCAL, "Has been successfully updated")), LOCAL).flash;
    const second = readFlash(sentBack(flashCookie(LOCAL, "Has been successfully updated")), LOCAL).flash;
    expect(first?.id).not.toBe(second?.id);
  });

  it("drops a cookie it did not write", () => {
    const forged = readFlash(
      new Request("http://localhost/", { headers: { Cookie: "w3p_flash=%7Bnot-json" } }),
      LOCAL,
    );
    expect(forged.flash).toBeNull();
    expect(forged.clear).not.toBeNull();
    expect(readFlash(new Request("http://localhost/"), LOCAL)).toEqual({ flash: null, clear: null });
  });
});
