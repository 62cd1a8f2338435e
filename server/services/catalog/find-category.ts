import { and, asc, eq, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { KeptUntilChanged, type ContentChanges } from "../../db/content-changes.ts";
import { categories } from "../../db/schema/index.ts";
import { isPublicCategory } from "../content/visibility.ts";
import { sanitizeHtml } from "../content/sanitize-html.ts";
import { isPossibleSlug } from "./possible-slug.ts";

export type CategoryDetail = {
  id: number;
  parentId: number | null;
  name: string;
  slug: string;
  thumbnail: string | null;
  /** Sanitised HTML ("" when there is none). */
  description: string;
  metaTitle: string | null;
  metaDescription: string | null;
  metaKeywords: string | null;
  updatedAt: Date;
};

/** Public categories as CategoryDetail, in menu order (sort order, then id). */
async function selectCategories(db: Database, where?: SQL): Promise<CategoryDetail[]> {
  const rows = await db
    .select({
      id: categories.id,
      parentId: categories.parentId,
      name: categories.name,
      slug: categories.slug,
      thumbnail: categories.thumbnail,
      description: categories.description,
      metaTitle: categories.metaTitle,
      metaDescription: categories.metaDescription,
      metaKeywords: categories.metaKeywords,
      updatedAt: categories.updatedAt,
    })
    .from(categories)
    .where(and(where, isPublicCategory()))
    .orderBy(asc(categories.sortOrder), asc(categories.id));
  return rows.map((row) => ({ ...row, description: sanitizeHtml(row.description) }));
}

/**
 * Every public category, main and child, in menu order: the Q&A pages, their API and the search
 * box's suggestions look categories up here rather than with a query each.
 */
export type PublicCatalogue = {
  bySlug: ReadonlyMap<string, CategoryDetail>;
  byId: ReadonlyMap<number, CategoryDetail>;
  mains: readonly CategoryDetail[];
  /** A main category's public children, in menu order. */
  childrenOf(parentId: number): readonly CategoryDetail[];
};

const catalogue = new KeptUntilChanged<PublicCatalogue>(async (db) => {
  const all = await selectCategories(db);
  const children = new Map<number, CategoryDetail[]>();
  for (const category of all) {
    if (category.parentId === null) continue;
    const siblings = children.get(category.parentId) ?? [];
    siblings.push(category);
    children.set(category.parentId, siblings);
  }
  return {
    bySlug: new Map(all.map((category) => [category.slug, category])),
    byId: new Map(all.map((category) => [category.id, category])),
    mains: all.filter((category) => category.parentId === null),
    childrenOf: (parentId) => children.get(parentId) ?? [],
  };
});

/**
 * The public catalogue, kept per process until the content changes (1,050 categories at 500,000
 * questions: one query per change instead of one or more per page); read afresh when `changes`
 * is absent or not current.
 */
export function loadPublicCatalogue(db: Database, changes?: ContentChanges): Promise<PublicCatalogue> {
  return catalogue.get(db, changes);
}

/**
 * A public category (main or child) by its slug; any text a URL can carry is safe here. With a
 * current `changes`, from the kept catalogue.
 */
export async function findCategoryBySlug(
  db: Database,
  slug: string,
  changes?: ContentChanges,
): Promise<CategoryDetail | undefined> {
  if (!isPossibleSlug(slug)) return undefined;
  if (changes?.isCurrent) return (await loadPublicCatalogue(db, changes)).bySlug.get(slug);
  const [category] = await selectCategories(db, eq(categories.slug, slug));
  return category;
}

/** A public category (main or child) by its id. */
export async function findCategoryById(db: Database, id: number): Promise<CategoryDetail | undefined> {
  const [category] = await selectCategories(db, eq(categories.id, id));
  return category;
}
