import { and, asc, count, desc, eq, sql } from "drizzle-orm";
import { BLOG_RECENT_POSTS } from "../../../shared/blog/blog-messages.ts";
import type { Database } from "../../db/client.ts";
import { blogCategories, blogPostTags, blogPosts, blogTags } from "../../db/schema/index.ts";
import { isPublicPost } from "../content/visibility.ts";

/** A tag cloud longer than this is a wall nobody reads. */
const SIDEBAR_TAGS = 24;

export type BlogFilter = {
  recentPosts: { id: number; name: string; slug: string; thumbnail: string | null; publishedAt: Date }[];
  /** Categories that have public posts, each with how many. */
  categories: { id: number; slug: string; name: string; totalBlogs: number }[];
  /** The most used tags of public posts, each with how many. */
  tags: { id: number; slug: string; name: string; totalBlogs: number }[];
};

/** The blog's sidebar (getBlogFilter): recent posts, categories with counts, tags. Three queries. */
export async function getBlogFilter(db: Database): Promise<BlogFilter> {
  const [recentPosts, categories, tags] = await Promise.all([
    db
      .select({
        id: blogPosts.id,
        name: blogPosts.name,
        slug: blogPosts.slug,
        thumbnail: blogPosts.thumbnailImg,
        publishedAt: blogPosts.publishedAt,
      })
      .from(blogPosts)
      .where(isPublicPost())
      .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
      .limit(BLOG_RECENT_POSTS),
    db
      .select({
        id: blogCategories.id,
        slug: blogCategories.slug,
        name: blogCategories.categoryName,
        totalBlogs: count(blogPosts.id),
      })
      .from(blogCategories)
      .innerJoin(blogPosts, and(eq(blogPosts.categoryId, blogCategories.id), isPublicPost()))
      .groupBy(blogCategories.id)
      .orderBy(asc(blogCategories.sortOrder), asc(blogCategories.categoryName)),
    db
      .select({
        id: blogTags.id,
        slug: blogTags.slug,
        name: blogTags.name,
        totalBlogs: count(blogPosts.id),
      })
      .from(blogTags)
      .innerJoin(blogPostTags, eq(blogPostTags.tagId, blogTags.id))
      .innerJoin(blogPosts, and(eq(blogPosts.id, blogPostTags.postId), isPublicPost()))
      .groupBy(blogTags.id)
      .orderBy(sql`count(${blogPosts.id}) desc`, asc(blogTags.name))
      .limit(SIDEBAR_TAGS),
  ]);
  return { recentPosts, categories, tags };
}
