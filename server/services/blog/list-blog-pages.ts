import { and, desc, eq, max } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { blogCategories, blogPostTags, blogPosts, blogTags } from "../../db/schema/index.ts";
import { isPublicPost } from "../content/visibility.ts";

export type BlogPageEntry = { path: string; lastModified: Date };

/**
 * Every blog page that exists for the public, for the sitemap: each public post, and each
 * category and tag page that has public posts (dated by its newest post).
 */
export async function listBlogPages(db: Database): Promise<BlogPageEntry[]> {
  const [posts, categories, tags] = await Promise.all([
    db
      .select({ slug: blogPosts.slug, updatedAt: blogPosts.updatedAt })
      .from(blogPosts)
      .where(isPublicPost())
      .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id)),
    db
      .select({ slug: blogCategories.slug, newest: max(blogPosts.updatedAt) })
      .from(blogCategories)
      .innerJoin(blogPosts, and(eq(blogPosts.categoryId, blogCategories.id), isPublicPost()))
      .groupBy(blogCategories.id)
      .orderBy(blogCategories.sortOrder, blogCategories.id),
    db
      .select({ slug: blogTags.slug, newest: max(blogPosts.updatedAt) })
      .from(blogTags)
      .innerJoin(blogPostTags, eq(blogPostTags.tagId, blogTags.id))
      .innerJoin(blogPosts, and(eq(blogPosts.id, blogPostTags.postId), isPublicPost()))
      .groupBy(blogTags.id)
      .orderBy(blogTags.slug),
  ]);
  return [
    ...posts.map((post) => ({ path: `/blog-details/${post.slug}`, lastModified: post.updatedAt })),
    ...categories.map((category) => ({
      path: `/blog-categorys/${category.slug}`,
      lastModified: category.newest!,
    })),
    ...tags.map((tag) => ({ path: `/latest-tags/${tag.slug}`, lastModified: tag.newest! })),
  ];
}
