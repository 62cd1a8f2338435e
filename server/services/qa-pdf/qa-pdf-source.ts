import { and, asc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { alias } from "drizzle-orm/pg-core";
import { categories, qaItems } from "../../db/schema/index.ts";
import { isPublicCategory, isPublicQuestion } from "../content/visibility.ts";

// The raw query below names its tables c and q.
const c = alias(categories, "c");
const q = alias(qaItems, "q");

/** The database or a transaction on it. */
export type Queryable = Database | Parameters<Parameters<Database["transaction"]>[0]>[0];

export type QaPdfSource = {
  categoryId: number;
  categoryName: string;
  slug: string;
  questionCount: number;
  /**
   * md5 of everything the PDF shows: the category's name and slug and each
   * published question's id, order, question and answer. It is computed from
   * the content itself rather than from `updated_at`, so an edit made with
   * plain SQL (which does not touch `updated_at`) still yields a new PDF.
   */
  contentHash: string;
};

/** A published child category (a /question-answer/{slug} page) and the fingerprint of its Q&A, in one query. */
export async function findQaPdfSource(db: Queryable, slug: string): Promise<QaPdfSource | undefined> {
  const { rows } = await db.execute<{
    category_id: number;
    category_name: string;
    slug: string;
    question_count: string;
    content_hash: string;
  }>(sql`
    SELECT c.id AS category_id,
           c.name AS category_name,
           c.slug,
           count(q.id) AS question_count,
           md5(c.name || E'\\n' || c.slug || E'\\n' || coalesce(string_agg(
             q.id::text || ':' || md5(q.question) || ':' || md5(q.answer),
             ',' ORDER BY q.sort_order, q.id
           ), '')) AS content_hash
      FROM categories c
      LEFT JOIN qa_items q ON q.category_id = c.id AND ${isPublicQuestion(q)}
     WHERE c.slug = ${slug}
       AND c.parent_id IS NOT NULL
       AND ${isPublicCategory(c)}
     GROUP BY c.id
  `);
  const row = rows[0];
  if (!row) return undefined;
  return {
    categoryId: row.category_id,
    categoryName: row.category_name,
    slug: row.slug,
    questionCount: Number(row.question_count),
    contentHash: row.content_hash,
  };
}

/** The published questions of a category in page order (the order of /question-answer/{slug}). */
export function listQaPdfQuestions(db: Queryable, categoryId: number) {
  return db
    .select({ question: qaItems.question, answer: qaItems.answer })
    .from(qaItems)
    .where(and(eq(qaItems.categoryId, categoryId), isPublicQuestion()))
    .orderBy(asc(qaItems.sortOrder), asc(qaItems.id));
}
