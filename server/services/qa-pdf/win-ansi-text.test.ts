import { describe, expect, it } from "vitest";
import { toWinAnsi } from "./win-ansi-text.ts";

describe("toWinAnsi", () => {
  it("keeps the characters the standard PDF fonts have", () => {
    const text = "café – “quoted” … 5 × 2 ± 1 µ² € •";
    expect(toWinAnsi(text)).toBe(text);
  });

  it("spells symbols the fonts lack, keeping words apart", () => {
    expect(toWinAnsi("1σ, σ/√n, a ≤ b → c, x − y")).toBe("1 sigma, sigma/sqrt n, a <= b -> c, x - y");
  });

  it("drops accents it cannot show and replaces what it cannot spell", () => {
    expect(toWinAnsi("Erdős 日本\tend\r")).toBe("Erdos ??    end");
  });
});
