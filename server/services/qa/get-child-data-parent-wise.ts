import { and, asc, count, eq, isNotNull, isNull, ne } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { categories } from "../../db/schema/index.ts";
import { isPublicCategory } from "../content/visibility.ts";
import { findCategoryBySlug, type CategoryDetail } from "../catalog/find-category.ts";
import { isPossibleSlug } from "../catalog/possible-slug.ts";

export type SubCategoryCard = { id: number; name: string; slug: string; thumbnail: string | null };
export type OtherCategory = SubCategoryCard & { childCount: number };

export type ChildDataParentWise = {
  category: CategoryDetail;
  /** The main category the page belongs to (the category itself when it is a main one). */
  parent: { id: number; name: string; slug: string };
  /** The cards under the title: the parent's children, this category among them. */
  subCategories: SubCategoryCard[];
  /** The filter sidebar: every other main category, with its number of child categories. */
  otherCategories: OtherCategory[];
};

/**
 * What a /question-answer/{slug} page shows around its Q&A list (SPEC.md §7
 * getChildDataParentWise). For a main category's slug the cards are its own children.
 */
export async function getChildDataParentWise(
  db: Database,
  slug: string,
): Promise<ChildDataParentWise | undefined> {
  if (!isPossibleSlug(slug)) return undefined;
  const category = await findCategoryBySlug(db, slug);
  return category && categoryFrame(db, category);
}

/** `getChildDataParentWise` for a category already found (the Q&A page finds it once for both halves). */
export async function categoryFrame(db: Database, category: CategoryDetail): Promise<ChildDataParentWise> {
  const parentId = category.parentId ?? category.id;

  const childCounts = db
    .select({ parentId: categories.parentId, childCount: count().as("child_count") })
    .from(categories)
    .where(and(isNotNull(categories.parentId), isPublicCategory()))
    .groupBy(categories.parentId)
    .as("child_counts");

  const [parentRows, subCategories, otherCategories] = await Promise.all([
    category.parentId === null
      ? Promise.resolve([{ id: category.id, name: category.name, slug: category.slug }])
      : db
          .select({ id: categories.id, name: categories.name, slug: categories.slug })
          .from(categories)
          .where(eq(categories.id, parentId))
          .limit(1),
    db
      .select({
        id: categories.id,
        name: categories.name,
        slug: categories.slug,
        thumbnail: categories.thumbnail,
      })
      .from(categories)
      .where(and(eq(categories.parentId, parentId), isPublicCategory()))
      .orderBy(asc(categories.sortOrder), asc(categories.id)),
    db
      .select({
        id: categories.id,
        name: categories.name,
        slug: categories.slug,
        thumbnail: categories.thumbnail,
        childCount: childCounts.childCount,
      })
      .from(categories)
      .leftJoin(childCounts, eq(childCounts.parentId, categories.id))
      .where(and(isNull(categories.parentId), ne(categories.id, parentId), isPublicCategory()))
      .orderBy(asc(categories.sortOrder), asc(categories.id)),
  ]);

  return {
    category,
    parent: parentRows[0] ?? { id: category.id, name: category.name, slug: category.slug },
    subCategories,
    otherCategories: otherCategories.map((row) => ({ ...row, childCount: row.childCount ?? 0 })),
  };
}
