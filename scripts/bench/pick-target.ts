import { sql } from "drizzle-orm";
import type { Database } from "../../server/db/client.ts";

export type BenchTarget = {
  categoryId: number;
  slug: string;
  search: string;
  totalQa: number;
  categoryQa: number;
  searchMatches: number;
  lastPage: number;
  middlePage: number;
};

/**
 * Words of interview answers, common enough to match many rows of a category
 * (the costly case for a search: many matches to rank) and real words, as a
 * visitor would type them.
 */
const COMMON_WORDS = [
  "production",
  "traffic",
  "latency",
  "deployment",
  "release",
  "dashboards",
  "configuration",
  "failure",
  "business",
  "experience",
  "memory",
  "performance",
];

/** The biggest published child category (the slowest page to count and page through), or the one named. */
async function findCategory(db: Database, slug: string | undefined) {
  const { rows } = await db.execute<{ id: number; slug: string; count: string }>(sql`
    SELECT c.id, c.slug, count(q.id) AS count
      FROM categories c
      JOIN qa_items q ON q.category_id = c.id AND q.status = 1
     WHERE c.parent_id IS NOT NULL AND c.status = 1 ${slug === undefined ? sql`` : sql`AND c.slug = ${slug}`}
     GROUP BY c.id
     ORDER BY count(q.id) DESC, c.id DESC
     LIMIT 1
  `);
  const row = rows[0];
  if (!row) {
    throw new Error(
      slug === undefined
        ? "The database has no Q&A. Fill it first: npm run db:generate -- --qa 500000"
        : `No published child category with Q&A has the slug "${slug}".`,
    );
  }
  return { id: row.id, slug: row.slug, count: Number(row.count) };
}

async function countMatches(db: Database, categoryId: number, word: string) {
  const { rows } = await db.execute<{ count: string }>(sql`
    SELECT count(*) AS count FROM qa_items
     WHERE category_id = ${categoryId} AND status = 1
       AND search @@ websearch_to_tsquery('english', ${word})
  `);
  return Number(rows[0]!.count);
}

/** The category, search word and middle page the benchmark requests. */
export async function pickBenchTarget(
  db: Database,
  options: { slug?: string; search?: string; pageSize: number },
): Promise<BenchTarget> {
  const category = await findCategory(db, options.slug);
  const { rows } = await db.execute<{ count: string }>(
    sql`SELECT count(*) AS count FROM qa_items WHERE status = 1`,
  );

  let search = options.search;
  let searchMatches = search === undefined ? 0 : await countMatches(db, category.id, search);
  if (search === undefined) {
    // The word matching the most rows, short of nearly all of them (that would be a list, not a search).
    for (const word of COMMON_WORDS) {
      const matches = await countMatches(db, category.id, word);
      if (matches > searchMatches && matches <= category.count * 0.6) {
        search = word;
        searchMatches = matches;
      }
    }
    search ??= COMMON_WORDS[0]!;
  }
  const lastPage = Math.max(1, Math.ceil(category.count / options.pageSize));
  return {
    categoryId: category.id,
    slug: category.slug,
    search,
    totalQa: Number(rows[0]!.count),
    categoryQa: category.count,
    searchMatches,
    lastPage,
    middlePage: Math.ceil(lastPage / 2),
  };
}
