import { and, asc, desc, eq, notInArray, sql } from "drizzle-orm";
import { cutText } from "../../../shared/text/cut-text.ts";
import type { Database } from "../../db/client.ts";
import { categories, qaItems } from "../../db/schema/index.ts";
import { isPublicCategory, isPublicQuestion } from "../content/visibility.ts";
import { isPossibleSlug } from "../catalog/possible-slug.ts";
import { likeContains, startsWithRank } from "../content/name-search.ts";

/** SPEC.md §9: at most 10 suggestions, names cut at 60 characters. */
export const SUGGESTION_LIMIT = 10;
export const SUGGESTION_NAME_LENGTH = 60;
/** Fewer characters match nearly everything; the search box asks from 2 on. */
export const SUGGESTION_MIN_LENGTH = 2;

export type QuestionSuggestion = {
  slug: string;
  /** The question, cut at 60 characters with an ellipsis. */
  name: string;
  /** The whole question, what the search box searches for when a suggestion is chosen. */
  question: string;
};

/**
 * Questions of a child category for the search box while a visitor types: questions that
 * contain the text (those starting with it first; qa_items_question_trgm_idx serves the
 * substring match), then, when that leaves room, questions whose full text matches the words.
 * Undefined for an unknown category.
 */
export async function suggestQuestions(
  db: Database,
  slug: string,
  text: string,
): Promise<QuestionSuggestion[] | undefined> {
  if (!isPossibleSlug(slug)) return undefined;
  const [category] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.slug, slug), isPublicCategory()))
    .limit(1);
  if (!category) return undefined;
  const search = text.trim();
  if (Array.from(search).length < SUGGESTION_MIN_LENGTH) return [];

  const inCategory = and(eq(qaItems.categoryId, category.id), isPublicQuestion());
  const bySubstring = await db
    .select({ slug: qaItems.slug, question: qaItems.question })
    .from(qaItems)
    .where(and(inCategory, sql`${qaItems.question} ilike ${likeContains(search)}`))
    .orderBy(desc(startsWithRank(qaItems.question, search)), asc(qaItems.sortOrder), asc(qaItems.id))
    .limit(SUGGESTION_LIMIT);

  let rows = bySubstring;
  if (rows.length < SUGGESTION_LIMIT) {
    const tsQuery = sql`websearch_to_tsquery('english', ${search})`;
    const found = rows.map((row) => row.slug);
    const byWords = await db
      .select({ slug: qaItems.slug, question: qaItems.question })
      .from(qaItems)
      .where(
        and(
          inCategory,
          sql`${qaItems.search} @@ ${tsQuery}`,
          found.length > 0 ? notInArray(qaItems.slug, found) : undefined,
        ),
      )
      .orderBy(desc(sql`ts_rank(${qaItems.search}, ${tsQuery})`), asc(qaItems.sortOrder), asc(qaItems.id))
      .limit(SUGGESTION_LIMIT - rows.length);
    rows = [...rows, ...byWords];
  }

  return rows.map((row) => ({
    slug: row.slug,
    name: cutText(row.question, SUGGESTION_NAME_LENGTH),
    question: row.question,
  }));
}
