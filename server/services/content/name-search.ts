import { and, sql, type SQL, type SQLWrapper } from "drizzle-orm";

/** More words than this is not a title a person types; the rest are ignored. */
const MAX_WORDS = 8;

/** Escapes LIKE's wildcards so that "100%" or "snake_case" match literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, "\\$&");
}

/** An ILIKE pattern matching `text` anywhere, taken literally. */
export function likeContains(text: string): string {
  return `%${escapeLike(text)}%`;
}

/**
 * A title search: every word of `text` appears in `column`, in any order and case
 * ("react hooks" finds "Hooks in React"). Each word is an ILIKE that a trigram (gin_trgm_ops)
 * index on the column serves. Undefined for an empty text, so that `and(...)` drops it.
 */
export function containsEveryWord(column: SQLWrapper, text: string): SQL | undefined {
  const words = text.trim().split(/\s+/).filter(Boolean).slice(0, MAX_WORDS);
  if (words.length === 0) return undefined;
  return and(...words.map((word) => sql`${column} ilike ${`%${escapeLike(word)}%`}`));
}

/**
 * Whether a trigram index (gin_trgm_ops) can look `text` up as a substring. pg_trgm takes its
 * trigrams from runs of letters and digits, so a text without three in a row ("go", "c#", "==")
 * gives it none, and a scan of such an index for it reads every entry of the column.
 */
export function hasTrigram(text: string): boolean {
  return /[\p{L}\p{N}]{3}/u.test(text);
}

/** An ILIKE pattern matching what starts with the whole text, taken literally. */
export function startsWithPattern(text: string): string {
  return `${escapeLike(text.trim())}%`;
}

/** 1 when `column` starts with the whole text, else 0: what a search ranks first. */
export function startsWithRank(column: SQLWrapper, text: string): SQL<number> {
  return sql<number>`(${column} ilike ${startsWithPattern(text)})::int`;
}
