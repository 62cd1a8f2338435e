import { and, eq, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
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

async function findCategory(db: Database, where: SQL): Promise<CategoryDetail | undefined> {
  const [row] = await db
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
    .limit(1);
  return row && { ...row, description: sanitizeHtml(row.description) };
}

/** A public category (main or child) by its slug; any text a URL can carry is safe here. */
export async function findCategoryBySlug(db: Database, slug: string) {
  if (!isPossibleSlug(slug)) return undefined;
  return findCategory(db, eq(categories.slug, slug));
}

/** A public category (main or child) by its id. */
export function findCategoryById(db: Database, id: number) {
  return findCategory(db, eq(categories.id, id));
}
