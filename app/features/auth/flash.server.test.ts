import { describe, expect, it } from "vitest";
import { flashCookie, readFlash } from "./flash.server";

/** What the browser sends back for a Set-Cookie header: its name=value pair. */
function sentBack(setCookie: string) {
  return new Request("http://localhost/login", { headers: { Cookie: setCookie.split(";")[0]! } });
}

describe("flash message", () => {
  it("carries one message across a redirect and is cleared when read", () => {
    const header = flashCookie("Register successfully");
    expect(header).toContain("HttpOnly");
    const { flash, clear } = readFlash(sentBack(header));
    expect(flash).toEqual({ id: expect.any(String), message: "Register successfully", tone: "success" });
    expect(clear).toMatch(/^w3p_flash=;.*Max-Age=0/);
  });

  it("gives each message its own id so a repeated message shows again", () => {
    const first = readFlash(sentBack(flashCookie("Has been successfully updated"))).flash;
    const second = readFlash(sentBack(flashCookie("Has been successfully updated"))).flash;
    expect(first?.id).not.toBe(second?.id);
  });

  it("drops a cookie it did not write", () => {
    const forged = readFlash(
      new Request("http://localhost/", { headers: { Cookie: "w3p_flash=%7Bnot-json" } }),
    );
    expect(forged.flash).toBeNull();
    expect(forged.clear).not.toBeNull();
    expect(readFlash(new Request("http://localhost/"))).toEqual({ flash: null, clear: null });
  });
});
