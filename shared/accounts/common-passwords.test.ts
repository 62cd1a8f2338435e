import { describe, expect, it } from "vitest";
import { PASSWORD_MIN_LENGTH } from "./account-messages.ts";
import { COMMON_PASSWORDS, isCommonPassword } from "./common-passwords.ts";

describe("the common passwords list", () => {
  it("holds a few hundred passwords, each once, in lower case, none shorter than the minimum", () => {
    expect(COMMON_PASSWORDS.length).toBeGreaterThanOrEqual(150);
    expect(COMMON_PASSWORDS.length).toBeLessThanOrEqual(300);
    expect(new Set(COMMON_PASSWORDS).size).toBe(COMMON_PASSWORDS.length);
    expect(COMMON_PASSWORDS.filter((password) => password !== password.toLowerCase())).toEqual([]);
    expect(COMMON_PASSWORDS.filter((password) => password.length < PASSWORD_MIN_LENGTH)).toEqual([]);
    expect(COMMON_PASSWORDS.filter((password) => /\s/.test(password))).toEqual([]);
  });

  it("finds a listed password whatever its letter case, and nothing else", () => {
    expect(isCommonPassword("iloveyou")).toBe(true);
    expect(isCommonPassword("ILoveYou")).toBe(true);
    expect(isCommonPassword("P@ssw0rd")).toBe(true);
    expect(isCommonPassword("iloveyou-and-more")).toBe(false);
    expect(isCommonPassword(" iloveyou")).toBe(false);
    expect(isCommonPassword("")).toBe(false);
  });
});
