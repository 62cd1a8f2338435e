import { and, eq, getTableColumns, sql, type SQL } from "drizzle-orm";
import {
  BLOG_DESCRIPTION_LENGTH,
  BLOG_TITLE_LENGTH,
  BlogMessages,
} from "../../../shared/blog/blog-messages.ts";
import { cutText } from "../../../shared/text/cut-text.ts";
import type { Database } from "../../db/client.ts";
import { blogCategories, blogPosts } from "../../db/schema/index.ts";
import { htmlToText, sanitizeHtml } from "../content/sanitize-html.ts";
import { isPublicPost } from "../content/visibility.ts";

/** A public blog post as the pages and the API show it. */
export type BlogPostSummary = {
  id: number;
  slug: string;
  name: string;
  /** The name cut at 60 characters with an ellipsis (SPEC.md §9), for list cards. */
  shortName: string;
  /** Sanitised HTML, code already highlighted. */
  descriptionFull: string;
  /** The text of the post cut at 100 characters with an ellipsis (SPEC.md §9). */
  excerpt: string;
  /** A path on this site or an absolute URL; null when the post has none. */
  thumbnail: string | null;
  publishedAt: Date;
  updatedAt: Date;
  category: { id: number; slug: string; name: string } | null;
  metaDescription: string | null;
  metaKeyword: string | null;
};

/** The columns every post query selects: the post and its category, in one row. */
export const postColumns = {
  ...getTableColumns(blogPosts),
  categorySlug: blogCategories.slug,
  categoryName: blogCategories.categoryName,
};

type PostRow = typeof blogPosts.$inferSelect & { categorySlug: string | null; categoryName: string | null };

/** Public posts that meet `condition`, with their category: the base of every post query. */
export function selectPublicPosts(db: Database, condition?: SQL) {
  return db
    .select(postColumns)
    .from(blogPosts)
    .leftJoin(blogCategories, eq(blogCategories.id, blogPosts.categoryId))
    .where(and(isPublicPost(), condition))
    .$dynamic();
}

/** Newest first; the (status, published_at, id) index serves it. */
export const newestFirst = [sql`${blogPosts.publishedAt} desc`, sql`${blogPosts.id} desc`];

export function toPostSummary(row: PostRow): BlogPostSummary {
  // Stored sanitised; sanitised again on the way out (ARCHITECTURE.md: rich text rules).
  const descriptionFull = sanitizeHtml(row.descriptionFull);
  const text = htmlToText(descriptionFull);
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    shortName: cutText(row.name, BLOG_TITLE_LENGTH),
    descriptionFull,
    excerpt: text ? cutText(text, BLOG_DESCRIPTION_LENGTH) : BlogMessages.noDescription,
    thumbnail: row.thumbnailImg,
    publishedAt: row.publishedAt,
    updatedAt: row.updatedAt,
    category:
      row.categoryId !== null && row.categorySlug !== null
        ? { id: row.categoryId, slug: row.categorySlug, name: row.categoryName ?? "" }
        : null,
    metaDescription: row.metaDescription,
    metaKeyword: row.metaKeyword,
  };
}

/** "May 6, 2024": how the site writes a post's date (SPEC "createdat"). */
export function formatPostDate(date: Date): string {
  return date.toLocaleDateString("en-US", {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  });
}
