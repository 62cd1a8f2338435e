/**
 * Cuts a text to at most `length` characters (code points, so an emoji is never split) and
 * marks the cut with an ellipsis, as SPEC.md §9's limits ask (suggestions at 60, PDF names at
 * 100, blog titles at 60…). A text that fits is returned as it is.
 */
export function cutText(text: string, length: number): string {
  const characters = Array.from(text);
  return characters.length > length ? `${characters.slice(0, length).join("").trimEnd()}…` : text;
}
