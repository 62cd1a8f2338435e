/**
 * The letters a category without a picture wears in its badge, the same on the home page,
 * /all-category and a question page: the first letters of its first two words, or a one-word
 * name's first two letters. A word that does not start with a letter or a digit ("&", "/", ".NET")
 * is passed over, so "Linux & Shell" is "LS" rather than "L&".
 */
export function categoryInitials(name: string): string {
  const words = name.split(/\s+/).filter((word) => /^[\p{L}\p{N}]/u.test(word));
  if (words.length === 0) return name.trim().slice(0, 2).toUpperCase();
  if (words.length === 1) return words[0]!.slice(0, 2).toUpperCase();
  return words
    .slice(0, 2)
    .map((word) => word[0])
    .join("")
    .toUpperCase();
}
