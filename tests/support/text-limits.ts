/**
 * SPEC.md §9's length limits as a test sees them (suggestions and blog titles at 60 characters,
 * PDF names and blog texts at 100): what was shown, checked against the whole texts it came from.
 */
import { expect } from "vitest";

/** How a text must be shown: whole, or when longer than `limit` characters, its first `limit` and "…". */
export function cutAt(limit: number, text: string): string {
  const characters = Array.from(text);
  if (characters.length <= limit) return text;
  // No space or punctuation is left before the ellipsis: "a résumé…", not "a résumé.…".
  return `${characters
    .slice(0, limit)
    .join("")
    .replace(/[\s.,;:]+$/u, "")}…`;
}

/**
 * Each shown text is its whole text, or (when that is longer than `limit`) the whole text cut at
 * `limit` characters with an ellipsis. The limit must really be reached: at least one text is
 * cut to exactly `limit` characters and "…", and unless `allLong`, at least one short text is shown
 * whole. A list that never reaches the limit proves nothing, so it fails.
 */
export function expectCutAt(
  limit: number,
  shown: readonly string[],
  whole: readonly string[],
  { allLong = false }: { allLong?: boolean } = {},
) {
  expect(shown).toEqual(whole.map((text) => cutAt(limit, text)));
  const cutToTheLimit = shown.filter((text) => text.endsWith("…") && Array.from(text).length === limit + 1);
  expect(cutToTheLimit, `a text cut to exactly ${limit} characters and "…"`).not.toEqual([]);
  if (!allLong) {
    const short = whole.filter((text) => Array.from(text).length <= limit);
    expect(short, `a text of ${limit} characters or fewer, shown whole`).not.toEqual([]);
  }
}
