/**
 * Cuts a text to at most `length` characters (code points, so an emoji is never split) and
 * marks the cut with an ellipsis, as SPEC.md §9's limits ask (suggestions at 60, PDF names at
 * 100, blog titles at 60…). A text that fits is returned as it is. The ellipsis follows the last
 * word kept, without a space or punctuation between them ("a résumé…", not "a résumé.…").
 * `atWord` cuts before a word the limit would split, unless that would lose more than a third.
 */
export function cutText(text: string, length: number, { atWord = false } = {}): string {
  const characters = Array.from(text);
  if (characters.length <= length) return text;
  let kept = characters.slice(0, length).join("");
  if (atWord && /\S/u.test(characters[length]!)) {
    const lastSpace = kept.search(/\s\S*$/u);
    if (lastSpace > (kept.length * 2) / 3) kept = kept.slice(0, lastSpace);
  }
  return `${kept.replace(/[\s.,;:]+$/u, "") || kept}…`;
}
