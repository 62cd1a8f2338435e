import { and, asc, count, eq, sql, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { qaItems } from "../../db/schema/index.ts";
import { isPublicQuestion } from "../content/visibility.ts";
import { sanitizeHtml } from "../content/sanitize-html.ts";
import { likeContains, startsWithRank } from "../content/name-search.ts";

/** SPEC.md §9: the technology Q&A list shows 13 a page. */
export const QA_PAGE_SIZE = 13;
/** Large enough for any list a client shows, small enough that one request stays cheap. */
export const QA_MAX_PAGE_SIZE = 50;
/** Longer queries are not searches a person types; the API refuses them (422). */
export const QA_SEARCH_MAX_LENGTH = 200;

export type QaListItem = {
  slug: string;
  question: string;
  /** Sanitised HTML. */
  answer: string;
  /** The answer as plain text, stored beside it (structured data, previews). */
  answerText: string;
  tags: string[];
};

export type QaPage = {
  items: QaListItem[];
  total: number;
  page: number;
  pageSize: number;
  /** At least 1, so that an empty list still has a page 1 (as Laravel's paginator answers). */
  lastPage: number;
};

export type QaListOptions = { page: number; pageSize: number; searchQuery?: string };

type MatchRow = Omit<QaListItem, "answerText"> & { answer_text: string; total: number };

/**
 * The two ways a question search matches, used by the public list and the admin list alike:
 * full-text search over question and answer (the GIN index on qa_items.search), and, for when
 * that finds nothing (a fragment such as "clos", a symbol such as "==", a stop word), a
 * case-insensitive substring of the question (the trigram index).
 */
export function questionSearch(search: string) {
  const tsQuery = sql`websearch_to_tsquery('english', ${search})`;
  return {
    fullText: sql`${qaItems.search} @@ ${tsQuery}`,
    fullTextRank: sql`ts_rank(${qaItems.search}, ${tsQuery})`,
    inQuestion: sql`${qaItems.question} ilike ${likeContains(search)}`,
    // Questions that start with the text first.
    startsWith: startsWithRank(qaItems.question, search),
  };
}

/**
 * One page of the rows of a category that satisfy `condition`, best `rank` first, and how many
 * rows satisfy it: the matches are computed once (a CTE referenced twice is materialised) and
 * counted and paged from there.
 */
async function pageOfMatches(
  db: Database,
  categoryId: number,
  condition: SQL,
  rank: SQL,
  limit: number,
  offset: number,
): Promise<MatchRow[]> {
  const result = await db.execute<MatchRow>(sql`
    with matches as (
      select ${qaItems.id} as id, ${qaItems.sortOrder} as sort_order, ${rank} as rank
      from ${qaItems}
      where ${qaItems.categoryId} = ${categoryId}
        and ${isPublicQuestion()}
        and ${condition}
    )
    select q.slug, q.question, q.answer, q.answer_text, q.tags, (select count(*) from matches)::int as total
    from matches m
    join ${qaItems} q on q.id = m.id
    order by m.rank desc, m.sort_order, m.id
    limit ${limit} offset ${offset}
  `);
  return result.rows;
}

async function countMatches(db: Database, categoryId: number, condition: SQL) {
  const [row] = await db
    .select({ total: count() })
    .from(qaItems)
    .where(and(eq(qaItems.categoryId, categoryId), isPublicQuestion(), condition));
  return row?.total ?? 0;
}

/**
 * A page of a category's questions and answers (SPEC.md §7 getTechnology).
 *
 * Without a search the list is in the editors' order, straight from qa_items_category_sort_idx.
 * A search uses PostgreSQL full-text search over question (weight A) and answer (weight B)
 * through the GIN index on qa_items.search, best-ranked first. When that finds nothing (a word
 * fragment such as "clos", a symbol such as "==", a stop word) it falls back to a case-insensitive
 * substring match on the question, which the trigram index serves.
 */
export async function listCategoryQa(
  db: Database,
  categoryId: number,
  { page, pageSize, searchQuery }: QaListOptions,
): Promise<QaPage> {
  const limit = pageSize;
  const offset = (page - 1) * pageSize;
  const search = searchQuery?.trim() ?? "";

  let rows: MatchRow[];
  let total: number;

  if (search === "") {
    const published = and(eq(qaItems.categoryId, categoryId), isPublicQuestion());
    const [items, [counted]] = await Promise.all([
      db
        .select({
          slug: qaItems.slug,
          question: qaItems.question,
          answer: qaItems.answer,
          answer_text: qaItems.answerText,
          tags: qaItems.tags,
        })
        .from(qaItems)
        .where(published)
        .orderBy(asc(qaItems.sortOrder), asc(qaItems.id))
        .limit(limit)
        .offset(offset),
      db.select({ total: count() }).from(qaItems).where(published),
    ]);
    rows = items.map((item) => ({ ...item, total: counted?.total ?? 0 }));
    total = counted?.total ?? 0;
  } else {
    const { fullText, fullTextRank, inQuestion, startsWith } = questionSearch(search);
    rows = await pageOfMatches(db, categoryId, fullText, fullTextRank, limit, offset);
    total = rows[0]?.total ?? (offset > 0 ? await countMatches(db, categoryId, fullText) : 0);

    if (total === 0) {
      rows = await pageOfMatches(db, categoryId, inQuestion, startsWith, limit, offset);
      total = rows[0]?.total ?? (offset > 0 ? await countMatches(db, categoryId, inQuestion) : 0);
    }
  }

  return {
    items: rows.map(({ slug, question, answer, answer_text, tags }) => ({
      slug,
      question,
      // Stored sanitised; sanitised again on the way out (ARCHITECTURE.md: rich text rules).
      answer: sanitizeHtml(answer),
      answerText: answer_text,
      tags: tags ?? [],
    })),
    total,
    page,
    pageSize,
    lastPage: Math.max(1, Math.ceil(total / pageSize)),
  };
}

/**
 * Which page of the category's list (without a search) holds the question with this slug, or
 * undefined when it is not one of the category's public questions: where a chosen search
 * suggestion leads.
 */
export async function findQuestionPage(
  db: Database,
  categoryId: number,
  questionSlug: string,
  pageSize: number,
): Promise<number | undefined> {
  const result = await db.execute<{ position: number }>(sql`
    select position from (
      select ${qaItems.slug} as slug,
             row_number() over (order by ${qaItems.sortOrder}, ${qaItems.id})::int as position
      from ${qaItems}
      where ${qaItems.categoryId} = ${categoryId} and ${isPublicQuestion()}
    ) ordered
    where slug = ${questionSlug}
  `);
  const position = result.rows[0]?.position;
  return position === undefined ? undefined : Math.ceil(position / pageSize);
}
