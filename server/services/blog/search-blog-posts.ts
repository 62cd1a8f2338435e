import { desc, sql } from "drizzle-orm";
import {
  BLOG_SEARCH_MIN_LENGTH,
  BLOG_SUGGESTION_LIMIT,
  BLOG_TITLE_LENGTH,
} from "../../../shared/blog/blog-messages.ts";
import { cutText } from "../../../shared/text/cut-text.ts";
import type { Database } from "../../db/client.ts";
import { blogPosts } from "../../db/schema/index.ts";
import { isPublicPost } from "../content/visibility.ts";
import { likeContains } from "../content/name-search.ts";
import { foldForSearch } from "../../../shared/text/search-fold.ts";

export type BlogSuggestion = {
  id: number;
  slug: string;
  /** The whole title. */
  name: string;
  /** The title cut at 60 characters with an ellipsis. */
  shortName: string;
  thumbnail: string | null;
  publishedAt: Date;
};

/**
 * Posts whose title contains what the visitor typed (blogSearch?title=), those starting with it
 * first, then the newest; at most 10. Fewer than 2 characters answer nothing (SPEC.md §5).
 */
export async function searchBlogPosts(db: Database, title: string): Promise<BlogSuggestion[]> {
  const search = title.trim();
  if (Array.from(search).length < BLOG_SEARCH_MIN_LENGTH) return [];
  // Compared without case, accents or hyphens ("resume" finds "Résumé", "h1b" finds "H-1B").
  const folded = foldForSearch(search);
  if (folded === "") return [];
  const pattern = likeContains(folded);
  const rows = await db
    .select({
      id: blogPosts.id,
      slug: blogPosts.slug,
      name: blogPosts.name,
      thumbnail: blogPosts.thumbnailImg,
      publishedAt: blogPosts.publishedAt,
    })
    .from(blogPosts)
    .where(sql`${isPublicPost()} and ${blogPosts.nameFolded} like ${pattern}`)
    .orderBy(
      desc(sql`${blogPosts.nameFolded} like ${pattern.slice(1)}`),
      desc(blogPosts.publishedAt),
      desc(blogPosts.id),
    )
    .limit(BLOG_SUGGESTION_LIMIT);
  return rows.map((row) => ({ ...row, shortName: cutText(row.name, BLOG_TITLE_LENGTH) }));
}
