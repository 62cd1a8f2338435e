/**
 * How a title and what a visitor types are compared in a title search: without accents and
 * without hyphens, so that "resume" finds "Résumé" and "h1b" finds "H-1B". One table for both
 * sides: PostgreSQL folds the stored title with it (`translate`, in a generated column), and
 * foldForSearch folds the typed text the same way. Upper-case letters are listed as well, because
 * `lower()` in the C collation leaves letters outside ASCII as they are.
 */
const ACCENTED = [..."àáâãäåāăąçćčďèéêëēėęěìíîïīįłñńňòóôõöøōőŕřśšşťùúûüūůűųýÿźżž"];
/** Each letter's base letter: what is left of it without its accent (ł and ø have none to drop). */
const PLAIN = ACCENTED.map((letter) => ({ ł: "l", ø: "o" })[letter] ?? letter.normalize("NFD")[0]!);

/** `translate`'s two lists: each accented letter to its plain one; a hyphen (no partner) dropped. */
export const SEARCH_FOLD_FROM = [...ACCENTED, ...ACCENTED.map((letter) => letter.toUpperCase()), "-"].join(
  "",
);
export const SEARCH_FOLD_TO = [...PLAIN, ...PLAIN].join("");

const FOLD = new Map([...SEARCH_FOLD_FROM].map((from, index) => [from, SEARCH_FOLD_TO[index] ?? ""]));

/** The typed text as the stored titles are folded: lower case, no accents, no hyphens. */
export function foldForSearch(text: string): string {
  return [...text.toLowerCase()].map((char) => FOLD.get(char) ?? char).join("");
}
