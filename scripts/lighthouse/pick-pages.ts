/**
 * The pages the Lighthouse check audits, chosen from the demo content by the same services the
 * pages use (so by their visibility rules), not written down: a seed that renames a guide or adds
 * a bigger category changes the pages, not this file.
 */
import path from "node:path";
import pg from "pg";
import { createDatabase, EMBEDDED_DATABASE_NAME } from "../../server/db/client.ts";
import { listBlogPosts } from "../../server/services/blog/list-blog-posts.ts";
import { countQuestionsByCategory } from "../../server/services/catalog/count-questions.ts";
import { listChildCategories } from "../../server/services/catalog/list-child-categories.ts";
import { listGuides } from "../../server/services/store/list-guides.ts";

export type AuditedPage = { name: string; path: string };

/**
 * The home page; the question page with the most Q&A (the heaviest of its kind); the guide and
 * the blog post a visitor meets first (the first of /complete-guide, the newest of /blog).
 */
export async function pickAuditedPages(dataDir: string): Promise<AuditedPage[]> {
  // The embedded PostgreSQL of the server started on `dataDir` listens on a socket in its cluster.
  const pool = new pg.Pool({
    host: path.join(dataDir, "postgres"),
    port: 5432,
    user: "postgres",
    database: EMBEDDED_DATABASE_NAME,
    max: 2,
  });
  try {
    const db = createDatabase(pool);
    const children = await listChildCategories(db);
    const counts = await countQuestionsByCategory(
      db,
      children.map((child) => child.id),
    );
    const biggest = children.reduce<(typeof children)[number] | undefined>(
      (best, child) => (best && counts.get(best.id)! >= counts.get(child.id)! ? best : child),
      undefined,
    );
    const [guide] = await listGuides(db, { limit: 1 });
    const {
      posts: [post],
    } = await listBlogPosts(db, { page: 1, perPage: 1 });
    if (!biggest || !guide || !post) {
      throw new Error(
        "The database has no public question page, guide or blog post: is the demo content seeded?",
      );
    }
    return [
      { name: "home", path: "/" },
      { name: "question page", path: `/question-answer/${biggest.slug}` },
      { name: "guide page", path: `/guide-details/${guide.slug}` },
      { name: "blog post", path: `/blog-details/${post.slug}` },
    ];
  } finally {
    await pool.end();
  }
}
