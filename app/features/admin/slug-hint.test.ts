import { expect, it } from "vitest";
import { slugHint } from "./slug-hint";

it("tells an admin a saved page's old address follows a renamed slug, and only then", () => {
  expect(slugHint({ address: "/guide-details/{slug}", madeFrom: "title", saved: false })).toBe(
    "Its address: /guide-details/{slug}. Empty: made from the title.",
  );
  expect(slugHint({ address: "/guide-details/{slug}", madeFrom: "title", saved: true })).toBe(
    "Its address: /guide-details/{slug}. Empty: made from the title. Changed, the old address leads to the new one.",
  );
  // A row without a page of its own promises nothing about addresses.
  expect(slugHint({ madeFrom: "question", saved: true })).toBe("Empty: made from the question.");
});
