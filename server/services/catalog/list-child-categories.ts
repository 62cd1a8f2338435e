import { and, asc, eq, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client.ts";
import { categories } from "../../db/schema/index.ts";
import { isPublicCategory } from "../content/visibility.ts";

/** A /question-answer/{slug} page as lists show it. */
export type ChildCategory = {
  id: number;
  name: string;
  slug: string;
  thumbnail: string | null;
  parentId: number;
  parentName: string;
  parentSlug: string;
  updatedAt: Date;
};

const parent = alias(categories, "parent");

/**
 * The public child categories (server/services/content/visibility.ts), in menu order: by main
 * category, then by the child's own order.
 */
export async function listChildCategories(
  db: Database,
  options: { parentId?: number } = {},
): Promise<ChildCategory[]> {
  const conditions: SQL[] = [isPublicCategory()];
  if (options.parentId !== undefined) conditions.push(eq(categories.parentId, options.parentId));
  return db
    .select({
      id: categories.id,
      name: categories.name,
      slug: categories.slug,
      thumbnail: categories.thumbnail,
      parentId: parent.id,
      parentName: parent.name,
      parentSlug: parent.slug,
      updatedAt: categories.updatedAt,
    })
    .from(categories)
    .innerJoin(parent, eq(categories.parentId, parent.id))
    .where(and(...conditions))
    .orderBy(asc(parent.sortOrder), asc(parent.id), asc(categories.sortOrder), asc(categories.id));
}
