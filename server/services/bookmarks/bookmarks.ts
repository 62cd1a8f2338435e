import { and, count, desc, eq, isNotNull } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { bookmarks, categories } from "../../db/schema/index.ts";
import { isPublicCategory } from "../content/visibility.ts";
import { invalidField, notFound } from "../service-error.ts";
import { isUniqueViolation } from "../accounts/unique-violation.ts";
import { isPossibleSlug } from "../catalog/possible-slug.ts";
import { BookmarkMessages } from "../../../shared/bookmarks/bookmark-messages.ts";

/** SPEC "Bookmark": id, bookmarkName, slug, created_at (camelCase here, SPEC names in the API). */
export type BookmarkItem = { id: number; bookmarkName: string; slug: string; createdAt: Date };

/**
 * The user's bookmarks, newest first, with each category's current name and slug (a renamed
 * category keeps working). One query on bookmarks_user_id_created_at_idx.
 */
export async function listBookmarks(
  db: Database,
  userId: number,
): Promise<{ data: BookmarkItem[]; count: number }> {
  const data = await db
    .select({
      id: bookmarks.id,
      bookmarkName: categories.name,
      slug: categories.slug,
      createdAt: bookmarks.createdAt,
    })
    .from(bookmarks)
    .innerJoin(categories, eq(categories.id, bookmarks.categoryId))
    // A category hidden since it was bookmarked leaves the list until it is shown again.
    .where(and(eq(bookmarks.userId, userId), isPublicCategory()))
    .orderBy(desc(bookmarks.createdAt), desc(bookmarks.id));
  return { data, count: data.length };
}

/** How many bookmarks the user has (dashboard tile). */
export async function countBookmarks(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(bookmarks)
    .innerJoin(categories, eq(categories.id, bookmarks.categoryId))
    .where(and(eq(bookmarks.userId, userId), isPublicCategory()));
  return row?.total ?? 0;
}

/**
 * Bookmarks a public child category (a /question-answer/{slug} page) by its slug
 * (GET /user/saveUserBookMark, the Bookmark action on the Q&A page).
 * Throws a 422 ServiceError on `slug` when the slug is unknown or already bookmarked.
 */
export async function saveBookmark(db: Database, userId: number, slug: string): Promise<BookmarkItem> {
  if (!isPossibleSlug(slug)) throw invalidField("slug", BookmarkMessages.unknownSlug);
  const [category] = await db
    .select({ id: categories.id, name: categories.name, slug: categories.slug })
    .from(categories)
    .where(and(eq(categories.slug, slug), isNotNull(categories.parentId), isPublicCategory()))
    .limit(1);
  if (!category) throw invalidField("slug", BookmarkMessages.unknownSlug);
  try {
    const [row] = await db
      .insert(bookmarks)
      .values({ userId, categoryId: category.id, bookmarkName: category.name, slug: category.slug })
      .returning({
        id: bookmarks.id,
        bookmarkName: bookmarks.bookmarkName,
        slug: bookmarks.slug,
        createdAt: bookmarks.createdAt,
      });
    return row!;
  } catch (error) {
    if (isUniqueViolation(error, "bookmarks_user_id_category_id_uq")) {
      throw invalidField("slug", BookmarkMessages.alreadySaved);
    }
    throw error;
  }
}

/** Whether the user has bookmarked this child category (the Q&A page's Bookmark button). */
export async function isBookmarked(db: Database, userId: number, slug: string): Promise<boolean> {
  if (!isPossibleSlug(slug)) return false;
  const [row] = await db
    .select({ id: bookmarks.id })
    .from(bookmarks)
    .innerJoin(categories, eq(categories.id, bookmarks.categoryId))
    .where(and(eq(bookmarks.userId, userId), eq(categories.slug, slug)))
    .limit(1);
  return Boolean(row);
}

/**
 * Deletes one of the user's bookmarks (GET /user/deleteBookmark, /user/my-bookmarks).
 * Another user's id, or an id that never existed, is the same 404; nothing changes then.
 */
export async function deleteBookmark(db: Database, userId: number, bookmarkId: number): Promise<void> {
  const deleted = await db
    .delete(bookmarks)
    .where(and(eq(bookmarks.id, bookmarkId), eq(bookmarks.userId, userId)))
    .returning({ id: bookmarks.id });
  if (deleted.length === 0) throw notFound(BookmarkMessages.notFound);
}
