import { and, eq, sql, type Placeholder, type SQL, type SQLWrapper } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { preparedStatement } from "../../db/prepared-statement.ts";
import { qaItems } from "../../db/schema/index.ts";
import { isPublicQuestion } from "../content/visibility.ts";
import { hasTrigram, likeContains, startsWithPattern } from "../content/name-search.ts";
import { recordedAnswerSha256, servedAnswer } from "./sanitised-answers.ts";

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
  /**
   * The answer as plain text, stored beside it (the page's structured data); read only when
   * asked for (`withAnswerText`), "" otherwise: out of line in the table, it costs a read a row.
   */
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

export type QaListOptions = {
  page: number;
  pageSize: number;
  searchQuery?: string;
  withAnswerText?: boolean;
};

/** What a search's conditions compare with: the text as given, or placeholders of a prepared statement. */
export type SearchTerms = { query: unknown; pattern: unknown; prefix: unknown };

/** The values of a search's terms for `search`. */
export function searchTerms(search: string) {
  return { query: search, pattern: likeContains(search), prefix: startsWithPattern(search) };
}

const PLACEHOLDERS: SearchTerms = {
  query: sql.placeholder("query"),
  pattern: sql.placeholder("pattern"),
  prefix: sql.placeholder("prefix"),
};

/** A search's conditions and ranks on `terms`: values, or the placeholders of a prepared statement. */
export function searchConditions({ query, pattern, prefix }: SearchTerms) {
  const tsQuery = sql`websearch_to_tsquery('english', ${query})`;
  return {
    fullText: sql`${qaItems.search} @@ ${tsQuery}`,
    fullTextRank: sql`ts_rank(${qaItems.search}, ${tsQuery})`,
    inQuestion: sql`${qaItems.question} ilike ${pattern}`,
    // Questions that start with the text first.
    startsWith: sql<number>`(${qaItems.question} ilike ${prefix})::int`,
  };
}

/**
 * The two ways a question search matches, used by the public list, the suggestions and the admin
 * list alike: full-text search over question (weight A) and answer (weight B), and, for when that
 * finds nothing (a fragment such as "clos", a symbol such as "==", a stop word), a
 * case-insensitive substring of the question (the trigram index).
 */
export function questionSearch(search: string) {
  return searchConditions(searchTerms(search));
}

/** The category's public questions, and `condition`. */
function inCategory(categoryId: number | Placeholder, condition?: SQL) {
  return and(eq(qaItems.categoryId, categoryId), isPublicQuestion(), condition);
}

/**
 * The category's public questions that satisfy `condition`, as a FROM clause, found through an
 * index that holds the category beside what the condition tests: qa_items_category_search_idx
 * for the full text, qa_items_category_question_trgm_idx for a substring with a trigram
 * (migration 0016). The index finds the category's matches alone, whatever the words.
 */
export function categoryMatchesInIndex(categoryId: number | Placeholder, condition: SQL): SQL {
  return sql`${qaItems} where ${inCategory(categoryId, condition)}`;
}

/**
 * The category's public questions that satisfy `condition`, as a FROM clause, tested row by row:
 * the category's rows are taken first, in a subquery PostgreSQL cannot see into (OFFSET 0), named
 * as the table so that conditions written on qa_items apply to it, and the condition is tested on
 * each of them (a few hundred at most). For a substring without a trigram (hasTrigram), which the
 * trigram index could only answer by reading every entry of its trigram column (0.6–1.9 s at
 * 500,000 questions, against 1 ms).
 */
export function categoryMatchesRowByRow(categoryId: number | Placeholder, condition: SQL): SQL {
  return sql`(select * from ${qaItems} where ${inCategory(categoryId)} offset 0) as ${qaItems} where ${condition}`;
}

/** The category's questions containing a text (`condition`: inQuestion), by the way that suits it. */
export function categorySubstringMatches(
  categoryId: number | Placeholder,
  condition: SQL,
  { indexed }: { indexed: boolean },
): SQL {
  return indexed
    ? categoryMatchesInIndex(categoryId, condition)
    : categoryMatchesRowByRow(categoryId, condition);
}

type PageRow = {
  slug: string;
  question: string;
  answer: string;
  answer_text: string | null;
  tags: string[] | null;
  answer_sha256: Buffer | null;
  total: number;
};

/**
 * A page of questions in one statement: `page` (a CTE of the page's ids, in order, with the
 * columns `order` names) joined to the rows for their columns (the answers' HTML and text, stored
 * out of line, are read for these rows only), and `total`, the number of rows the page is taken
 * from, on each row.
 */
function pageOfQuestions(ctes: SQL, order: SQLWrapper, total: SQL, withAnswerText: boolean): SQL {
  return sql`
    with ${ctes}
    select q.slug, q.question, q.answer, ${withAnswerText ? sql`q.answer_text` : sql`null`} as answer_text,
           q.tags, ${recordedAnswerSha256("q")} as answer_sha256, (${total})::int as total
    from page join ${qaItems} q on q.id = page.id
    order by ${order}
  `;
}

type PageValues = { categoryId: number; limit: number; offset: number };
type SearchValues = PageValues & ReturnType<typeof searchTerms>;

const categoryId = sql.placeholder("categoryId");
const limit = sql.placeholder("limit");
const offset = sql.placeholder("offset");

/** The statement of each kind of page, with and without the answers' text. */
function pageStatements<Values extends Record<string, unknown>>(
  name: string,
  build: (withAnswerText: boolean) => SQL,
) {
  const statements = [false, true].map((withText) =>
    preparedStatement<PageRow, Values>(`${name}${withText ? "_with_text" : ""}`, () => build(withText)),
  );
  return (withAnswerText: boolean) => statements[withAnswerText ? 1 : 0]!;
}

/** A page in the editors' order: its ids and count read from qa_items_category_sort_idx alone. */
const pageInOrder = pageStatements<PageValues>("qa_page_in_order", (withAnswerText) =>
  pageOfQuestions(
    sql`page as (
      select ${qaItems.id} as id from ${qaItems} where ${inCategory(categoryId)}
      order by ${qaItems.sortOrder}, ${qaItems.id} limit ${limit} offset ${offset}
    )`,
    sql`q.sort_order, q.id`,
    sql`select count(*) from ${qaItems} where ${inCategory(categoryId)}`,
    withAnswerText,
  ),
);

/**
 * A page of the matches of a search, best first: the matches are ranked once (a CTE referenced
 * twice is materialised), counted, and the page taken from them.
 */
function pageOfMatches(from: SQL, rank: SQL, withAnswerText: boolean) {
  return pageOfQuestions(
    sql`matches as (
      select ${qaItems.id} as id, ${qaItems.sortOrder} as sort_order, ${rank} as rank from ${from}
    ), page as (
      select id, sort_order, rank from matches order by rank desc, sort_order, id
      limit ${limit} offset ${offset}
    )`,
    sql`page.rank desc, page.sort_order, page.id`,
    sql`select count(*) from matches`,
    withAnswerText,
  );
}

/** A search's conditions in prepared statements, on the placeholders `query`, `pattern` and `prefix`. */
export const preparedSearchConditions = searchConditions(PLACEHOLDERS);
const { fullText, fullTextRank, inQuestion, startsWith } = preparedSearchConditions;
const pageOfWordMatches = pageStatements<SearchValues>("qa_page_of_word_matches", (withAnswerText) =>
  pageOfMatches(categoryMatchesInIndex(categoryId, fullText), fullTextRank, withAnswerText),
);
/**
 * A statement over the category's questions containing the searched text, `make(name, from)`, in
 * both ways categorySubstringMatches finds them, and which of the two suits a text: through the
 * index when it has a trigram (hasTrigram), row by row when not. `from` tests the placeholder
 * `pattern`.
 */
export function substringStatements<Statement>(
  name: string,
  make: (name: string, from: SQL) => Statement,
): (text: string) => Statement {
  const rowByRow = make(name, categorySubstringMatches(categoryId, inQuestion, { indexed: false }));
  const indexed = make(
    `${name}_indexed`,
    categorySubstringMatches(categoryId, inQuestion, { indexed: true }),
  );
  return (text) => (hasTrigram(text) ? indexed : rowByRow);
}

const pageOfSubstringMatches = substringStatements("qa_page_of_substring_matches", (name, from) =>
  pageStatements<SearchValues>(name, (withAnswerText) => pageOfMatches(from, startsWith, withAnswerText)),
);

/**
 * How many questions a page past the last would have been taken from (it has no row to carry it):
 * `from` the category's matches of a search, or all its public questions.
 */
async function countQuestions(db: Database, id: number, from?: SQL) {
  const { rows } = await db.execute<{ total: number }>(
    sql`select count(*)::int as total from ${from ?? sql`${qaItems} where ${inCategory(id)}`}`,
  );
  return rows[0]?.total ?? 0;
}

/**
 * A page of a category's questions and answers (SPEC.md §7 getTechnology).
 *
 * Without a search the list is in the editors' order. A search uses PostgreSQL full-text search
 * over question and answer, best-ranked first; when that finds nothing (a word fragment such as
 * "clos", a symbol such as "==", a stop word) it falls back to a case-insensitive substring of the
 * question. Both look in the category's own questions only (categoryMatchesInIndex,
 * categorySubstringMatches). Each is one prepared statement; a page past the last, which has no
 * row to carry the count, costs a second.
 */
export async function listCategoryQa(
  db: Database,
  id: number,
  { page, pageSize, searchQuery, withAnswerText = false }: QaListOptions,
): Promise<QaPage> {
  const values = { categoryId: id, limit: pageSize, offset: (page - 1) * pageSize };
  const search = searchQuery?.trim() ?? "";
  // The count when the page came back empty: none when it was the first page.
  const totalOf = async (rows: PageRow[], from?: SQL) =>
    rows[0]?.total ?? (values.offset > 0 ? await countQuestions(db, id, from) : 0);

  let rows: PageRow[];
  let total: number;
  if (search === "") {
    rows = await pageInOrder(withAnswerText)(db, values);
    total = await totalOf(rows);
  } else {
    const terms = { ...values, ...searchTerms(search) };
    const conditions = questionSearch(search);
    rows = await pageOfWordMatches(withAnswerText)(db, terms);
    total = await totalOf(rows, categoryMatchesInIndex(id, conditions.fullText));
    if (total === 0) {
      rows = await pageOfSubstringMatches(search)(withAnswerText)(db, terms);
      const from = categorySubstringMatches(id, conditions.inQuestion, { indexed: hasTrigram(search) });
      total = await totalOf(rows, from);
    }
  }

  return {
    items: rows.map(({ slug, question, answer, answer_text, tags, answer_sha256 }) => ({
      slug,
      question,
      // Stored sanitised; sanitised again unless still as stored (./sanitised-answers.ts).
      answer: servedAnswer(answer, answer_sha256),
      answerText: answer_text ?? "",
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
