import { sql, type SQL } from "drizzle-orm";
import { cutText } from "../../../shared/text/cut-text.ts";
import type { Database } from "../../db/client.ts";
import type { ContentChanges } from "../../db/content-changes.ts";
import { qaItems } from "../../db/schema/index.ts";
import { findCategoryBySlug } from "../catalog/find-category.ts";
import { preparedStatement } from "../../db/prepared-statement.ts";
import {
  categoryMatchesInIndex,
  preparedSearchConditions,
  searchTerms,
  substringStatements,
} from "./list-category-qa.ts";

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

type Suggested = { slug: string; question: string };
type SuggestValues = { categoryId: number; query: string; pattern: string; prefix: string; limit: number };

const categoryId = sql.placeholder("categoryId");
const limit = sql.placeholder("limit");
const { fullText, fullTextRank, inQuestion, startsWith } = preparedSearchConditions;

/** The questions `from` finds, best `rank` first (prepared: see preparedStatement). */
const bestMatches = (name: string, from: SQL, rank: SQL) =>
  preparedStatement<Suggested, SuggestValues>(
    name,
    () => sql`
      select ${qaItems.slug} as slug, ${qaItems.question} as question
      from ${from}
      order by ${rank} desc, ${qaItems.sortOrder}, ${qaItems.id}
      limit ${limit}
    `,
  );
const containingText = substringStatements("qa_suggestions_containing_text", (name, from) =>
  bestMatches(name, from, startsWith),
);
// Every question containing the text is in already when this is asked: the words find the others.
const matchingWords = bestMatches(
  "qa_suggestions_matching_words",
  categoryMatchesInIndex(categoryId, sql`${fullText} and not (${inQuestion})`),
  fullTextRank,
);

/**
 * Questions of a child category for the search box while a visitor types: questions that
 * contain the text (those starting with it first), then, when that leaves room, questions whose
 * full text matches the words. Both look in the category's own questions only
 * (substringStatements, categoryMatchesInIndex). Undefined for an unknown category.
 */
export async function suggestQuestions(
  db: Database,
  slug: string,
  text: string,
  changes?: ContentChanges,
): Promise<QuestionSuggestion[] | undefined> {
  const category = await findCategoryBySlug(db, slug, changes);
  if (!category) return undefined;
  const search = text.trim();
  if (Array.from(search).length < SUGGESTION_MIN_LENGTH) return [];

  const values = { categoryId: category.id, ...searchTerms(search), limit: SUGGESTION_LIMIT };
  let rows = await containingText(search)(db, values);
  if (rows.length < SUGGESTION_LIMIT) {
    rows = [...rows, ...(await matchingWords(db, { ...values, limit: SUGGESTION_LIMIT - rows.length }))];
  }

  return rows.map((row) => ({
    slug: row.slug,
    name: cutText(row.question, SUGGESTION_NAME_LENGTH),
    question: row.question,
  }));
}
