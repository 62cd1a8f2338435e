import { expect, it } from "vitest";
import { cutText } from "./cut-text.ts";

it("keeps a text that fits and cuts a longer one with an ellipsis", () => {
  expect(cutText("a".repeat(100), 100)).toBe("a".repeat(100));
  expect(cutText("a".repeat(101), 100)).toBe(`${"a".repeat(100)}…`);
  // No space before the ellipsis, and an emoji is never split in half.
  expect(cutText("word ".repeat(30), 60)).toBe(`${"word ".repeat(12).trimEnd()}…`);
  expect(cutText("😀".repeat(61), 60)).toBe(`${"😀".repeat(60)}…`);
});

it("puts the ellipsis straight after the last word, not after its punctuation", () => {
  expect(cutText("Read it before a first pass through a résumé. Then", 45)).toBe(
    "Read it before a first pass through a résumé…",
  );
  expect(cutText("Apples, pears", 7)).toBe("Apples…");
  // Nothing but punctuation kept: it stays rather than leave a bare ellipsis.
  expect(cutText("....", 2)).toBe("..…");
});

it("cuts before a word the limit would split, when asked", () => {
  const text = "This is a full-time remote role open to candidates from USA. Pay: $120,000 - $140,000.";
  expect(cutText(text, 72)).toBe("This is a full-time remote role open to candidates from USA. Pay: $120,0…");
  expect(cutText(text, 72, { atWord: true })).toBe(
    "This is a full-time remote role open to candidates from USA. Pay…",
  );
  // A single long word is still cut at the limit rather than lost.
  expect(cutText(`Supercalifragilistic${"x".repeat(40)}`, 30, { atWord: true })).toBe(
    `Supercalifragilistic${"x".repeat(10)}…`,
  );
});
