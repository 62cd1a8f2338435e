import { and, asc, eq, sql } from "drizzle-orm";
import type { Database } from "../../server/db/client.ts";
import { categories, pdfCategories, services } from "../../server/db/schema/index.ts";
import {
  isPublicCategory,
  isPublicPdfCategory,
  isPublicService,
} from "../../server/services/content/visibility.ts";

export type BenchTarget = {
  categoryId: number;
  slug: string;
  search: string;
  totalQa: number;
  categoryQa: number;
  searchMatches: number;
  lastPage: number;
  middlePage: number;
  /** The public pages the load runs ask for besides the Q&A page: each one's path. */
  pages: { name: string; path: string }[];
};

/**
 * Words of interview answers, common enough to match many rows of a category
 * (the costly case for a search: many matches to rank) and real words, as a
 * visitor would type them.
 */
export const COMMON_WORDS = [
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
  const [main] = await db
    .select({ slug: categories.slug })
    .from(categories)
    .where(
      and(
        eq(categories.id, sql`(select parent_id from categories where id = ${category.id})`),
        isPublicCategory(),
      ),
    );
  const [guide] = await db
    .select({ slug: services.slug })
    .from(services)
    .where(isPublicService())
    .orderBy(asc(services.id))
    .limit(1);
  const [folder] = await db
    .select({ slug: pdfCategories.slug })
    .from(pdfCategories)
    .where(isPublicPdfCategory())
    .orderBy(asc(pdfCategories.sortOrder), asc(pdfCategories.id))
    .limit(1);
  const pages = [
    { name: "home", path: "/" },
    main && { name: "category", path: `/category/${encodeURIComponent(main.slug)}` },
    { name: "Q&A page", path: `/question-answer/${encodeURIComponent(category.slug)}` },
    guide && { name: "guide", path: `/guide-details/${encodeURIComponent(guide.slug)}` },
    { name: "blog", path: "/blog" },
    folder && { name: "PDF folder", path: `/pdf-zone/${encodeURIComponent(folder.slug)}` },
    { name: "tutorials", path: "/torrent-tutorial" },
  ].filter((page): page is { name: string; path: string } => Boolean(page));
  return {
    categoryId: category.id,
    slug: category.slug,
    search,
    totalQa: Number(rows[0]!.count),
    categoryQa: category.count,
    searchMatches,
    lastPage,
    middlePage: Math.ceil(lastPage / 2),
    pages,
  };
}
