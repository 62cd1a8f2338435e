/**
 * `text` cut to `length` characters (code points, so an emoji is never split) with an ellipsis
 * when it was longer: SPEC.md §9's "cut at N characters, with ellipsis" for names, titles and
 * descriptions. Isomorphic: the server cuts for its pages and API, the browser never needs to.
 */
export function cutText(text: string, length: number): string {
  const characters = Array.from(text);
  return characters.length > length ? `${characters.slice(0, length).join("").trimEnd()}…` : text;
}
