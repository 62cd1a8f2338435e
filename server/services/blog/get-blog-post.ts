import { and, asc, eq, ne } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { blogPostTags, blogPosts, blogTags } from "../../db/schema/index.ts";
import { isPossibleSlug } from "../catalog/possible-slug.ts";
import { newestFirst, selectPublicPosts, toPostSummary, type BlogPostSummary } from "./blog-post-row.ts";

/** How many other posts of the same category a post page suggests. */
const RELATED_POSTS = 3;

export type BlogPostDetail = BlogPostSummary & {
  tags: { slug: string; name: string }[];
  /** Newer posts of the same category first. */
  related: BlogPostSummary[];
};

/** /blog-details/{slug} and getBlogDetails: one public post with its tags. Undefined if none. */
export async function getBlogPost(db: Database, slug: string): Promise<BlogPostDetail | undefined> {
  if (!isPossibleSlug(slug)) return undefined;
  const [row] = await selectPublicPosts(db, eq(blogPosts.slug, slug)).limit(1);
  if (!row) return undefined;
  const [tags, related] = await Promise.all([
    db
      .select({ slug: blogTags.slug, name: blogTags.name })
      .from(blogPostTags)
      .innerJoin(blogTags, eq(blogTags.id, blogPostTags.tagId))
      .where(eq(blogPostTags.postId, row.id))
      .orderBy(asc(blogTags.name)),
    row.categoryId === null
      ? []
      : selectPublicPosts(db, and(eq(blogPosts.categoryId, row.categoryId), ne(blogPosts.id, row.id)))
          .orderBy(...newestFirst)
          .limit(RELATED_POSTS),
  ]);
  return { ...toPostSummary(row), tags, related: related.map(toPostSummary) };
}
