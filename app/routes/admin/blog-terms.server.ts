/**
 * The blog's two kinds of term, categories and tags, edited by the same list and form pages
 * (blog-terms.tsx, blog-term-edit.tsx): which one a page shows is in its address.
 */
import { BlogMessages } from "@shared/admin/blog-messages";
import {
  deleteBlogCategory,
  deleteBlogTag,
  getAdminBlogCategory,
  getAdminBlogTag,
  listAdminBlogCategories,
  listAdminBlogTags,
  saveBlogCategory,
  saveBlogTag,
} from "@server/services/blog/manage-blog";
import type { Database } from "@server/db/client";
import type { BlogCategory, BlogTag } from "@server/db/schema";

export type BlogTermKind = "category" | "tag";

/** A category or a tag as the pages show it; `sortOrder` only for categories. */
export type BlogTermRow = {
  id: number;
  name: string;
  slug: string;
  sortOrder: number | undefined;
  postCount: number;
  /** Why it cannot be deleted (a category filing posts: deleteBlogCategory refuses it). */
  keptBecause: string | null;
  updatedAt: string;
};

const categoryRow = ({
  category,
  postCount,
  keptBecause,
}: {
  category: BlogCategory;
  postCount: number;
  keptBecause: string | null;
}): BlogTermRow => ({
  id: category.id,
  name: category.categoryName,
  slug: category.slug,
  sortOrder: category.sortOrder,
  postCount,
  keptBecause,
  updatedAt: category.updatedAt.toISOString(),
});

const tagRow = ({ tag, postCount }: { tag: BlogTag; postCount: number }): BlogTermRow => ({
  id: tag.id,
  name: tag.name,
  slug: tag.slug,
  sortOrder: undefined,
  postCount,
  // A tag is taken off its posts when deleted.
  keptBecause: null,
  updatedAt: tag.updatedAt.toISOString(),
});

export const BLOG_TERMS = {
  category: {
    listPath: "/admin/blog/categories",
    plural: "Blog categories",
    noun: "blog category",
    auditEntity: "blog_category",
    publicPath: (slug: string) => `/blog-categorys/${slug}`,
    list: async (db: Database) => (await listAdminBlogCategories(db)).map(categoryRow),
    get: async (db: Database, id: number) => categoryRow(await getAdminBlogCategory(db, id)),
    save: saveBlogCategory,
    remove: deleteBlogCategory,
    messages: {
      created: BlogMessages.categoryCreated,
      saved: BlogMessages.categorySaved,
      deleted: BlogMessages.categoryDeleted,
      notFound: BlogMessages.categoryNotFound,
    },
  },
  tag: {
    listPath: "/admin/blog/tags",
    plural: "Tags",
    noun: "tag",
    auditEntity: "blog_tag",
    publicPath: (slug: string) => `/latest-tags/${slug}`,
    list: async (db: Database) => (await listAdminBlogTags(db)).map(tagRow),
    get: async (db: Database, id: number) => tagRow(await getAdminBlogTag(db, id)),
    save: saveBlogTag,
    remove: deleteBlogTag,
    messages: {
      created: BlogMessages.tagCreated,
      saved: BlogMessages.tagSaved,
      deleted: BlogMessages.tagDeleted,
      notFound: BlogMessages.tagNotFound,
    },
  },
} as const;

/** The kind of term of the page at `url` (a loader's or action's `url`, without React Router's `.data`). */
export function blogTermKindOf(url: URL): BlogTermKind {
  return url.pathname.startsWith("/admin/blog/tags") ? "tag" : "category";
}
