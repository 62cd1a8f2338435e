import { expect, it } from "vitest";
import { cutText } from "./cut-text.ts";

it("keeps a text that fits and cuts a longer one with an ellipsis", () => {
  expect(cutText("a".repeat(100), 100)).toBe("a".repeat(100));
  expect(cutText("a".repeat(101), 100)).toBe(`${"a".repeat(100)}…`);
  // No space before the ellipsis, and an emoji is never split in half.
  expect(cutText("word ".repeat(30), 60)).toBe(`${"word ".repeat(12).trimEnd()}…`);
  expect(cutText("😀".repeat(61), 60)).toBe(`${"😀".repeat(60)}…`);
});
