import { and, asc, count, eq, isNull } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client.ts";
import { categories } from "../../db/schema/index.ts";
import { isPublicCategory } from "../content/visibility.ts";

export type MainCategorySummary = {
  id: number;
  name: string;
  slug: string;
  thumbnail: string | null;
  /** Published child categories (the /question-answer pages under it). */
  childCount: number;
  updatedAt: Date;
};

const child = alias(categories, "child");

/** The published main categories in menu order, each with its number of published children. */
export async function listMainCategories(db: Database): Promise<MainCategorySummary[]> {
  return db
    .select({
      id: categories.id,
      name: categories.name,
      slug: categories.slug,
      thumbnail: categories.thumbnail,
      childCount: count(child.id),
      updatedAt: categories.updatedAt,
    })
    .from(categories)
    .leftJoin(child, and(eq(child.parentId, categories.id), isPublicCategory(child)))
    .where(and(isNull(categories.parentId), isPublicCategory()))
    .groupBy(categories.id)
    .orderBy(asc(categories.sortOrder), asc(categories.id));
}
