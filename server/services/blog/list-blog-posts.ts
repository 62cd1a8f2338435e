import { and, count, eq, exists, getTableName, or, sql, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { blogCategories, blogPostTags, blogPosts, blogTags } from "../../db/schema/index.ts";
import { foldedForSearch } from "../../db/schema/blog.ts";
import { isPossibleSlug } from "../catalog/possible-slug.ts";
import { isPublicPost } from "../content/visibility.ts";
import { newestFirst, selectPublicPosts, toPostSummary, type BlogPostSummary } from "./blog-post-row.ts";
import { likeContains } from "../content/name-search.ts";
import { foldForSearch } from "../../../shared/text/search-fold.ts";

export type BlogPage = {
  posts: BlogPostSummary[];
  total: number;
  page: number;
  perPage: number;
  /** At least 1, so that an empty list still has a page 1. */
  lastPage: number;
};

export type BlogListOptions = { page: number; perPage: number; query?: string };

/**
 * A search of the blog: posts whose title, or one of whose tags, contains the words as typed
 * (folded alike: "h1b" finds the posts tagged "H-1B"). blog_posts_name_folded_trgm_idx serves the
 * titles; the tags are few, and each post's are found by the tag table's primary key.
 */
function matchesSearch(db: Database, search: string): SQL {
  const pattern = likeContains(search);
  const tagged = db
    .select({ one: sql`1` })
    .from(blogPostTags)
    .innerJoin(blogTags, eq(blogTags.id, blogPostTags.tagId))
    .where(
      and(
        eq(blogPostTags.postId, blogPosts.id),
        sql`${sql.raw(foldedForSearch(`"${getTableName(blogTags)}"."name"`))} like ${pattern}`,
      ),
    );
  return or(sql`${blogPosts.nameFolded} like ${pattern}`, exists(tagged))!;
}

async function pageOfPosts(db: Database, condition: SQL | undefined, options: BlogListOptions) {
  const { page, perPage } = options;
  const search = foldForSearch(options.query?.trim() ?? "");
  const where = and(condition, search ? matchesSearch(db, search) : undefined);
  const [rows, [counted]] = await Promise.all([
    selectPublicPosts(db, where)
      .orderBy(...newestFirst)
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ total: count() }).from(blogPosts).where(and(isPublicPost(), where)),
  ]);
  const total = counted?.total ?? 0;
  return {
    posts: rows.map(toPostSummary),
    total,
    page,
    perPage,
    lastPage: Math.max(1, Math.ceil(total / perPage)),
  } satisfies BlogPage;
}

/** /blog and getActiveBlogList: public posts, newest first, optionally those `query` finds (matchesSearch). */
export function listBlogPosts(db: Database, options: BlogListOptions): Promise<BlogPage> {
  return pageOfPosts(db, undefined, options);
}

export type BlogCategoryRef = { id: number; slug: string; name: string };

/**
 * A blog category by its slug or, as old links have it, its id (SPEC "Blog category: slug or id").
 * Undefined for an unknown one.
 */
export async function findBlogCategory(db: Database, slugOrId: string): Promise<BlogCategoryRef | undefined> {
  if (!isPossibleSlug(slugOrId)) return undefined;
  const id = /^\d{1,9}$/.test(slugOrId) ? Number(slugOrId) : undefined;
  const [category] = await db
    .select({ id: blogCategories.id, slug: blogCategories.slug, name: blogCategories.categoryName })
    .from(blogCategories)
    .where(
      id === undefined
        ? eq(blogCategories.slug, slugOrId)
        : sql`(${blogCategories.slug} = ${slugOrId} or ${blogCategories.id} = ${id})`,
    )
    .orderBy(sql`${blogCategories.slug} = ${slugOrId} desc`)
    .limit(1);
  return category;
}

/** /blog-categorys/{slug} and findBlogCategory: one category's public posts, newest first. */
export async function listCategoryPosts(
  db: Database,
  slugOrId: string,
  options: BlogListOptions,
): Promise<(BlogPage & { category: BlogCategoryRef }) | undefined> {
  const category = await findBlogCategory(db, slugOrId);
  if (!category) return undefined;
  const list = await pageOfPosts(db, eq(blogPosts.categoryId, category.id), options);
  return { ...list, category };
}

export type BlogTagRef = { id: number; slug: string; name: string };

/** /latest-tags/{slug}: one tag's public posts, newest first. */
export async function listTagPosts(
  db: Database,
  slug: string,
  options: BlogListOptions,
): Promise<(BlogPage & { tag: BlogTagRef }) | undefined> {
  if (!isPossibleSlug(slug)) return undefined;
  const [tag] = await db
    .select({ id: blogTags.id, slug: blogTags.slug, name: blogTags.name })
    .from(blogTags)
    .where(eq(blogTags.slug, slug))
    .limit(1);
  if (!tag) return undefined;
  const tagged = exists(
    db
      .select({ one: sql`1` })
      .from(blogPostTags)
      .where(and(eq(blogPostTags.postId, blogPosts.id), eq(blogPostTags.tagId, tag.id))),
  );
  const list = await pageOfPosts(db, tagged, options);
  return { ...list, tag };
}
