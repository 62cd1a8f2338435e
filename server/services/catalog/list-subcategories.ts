import type { Database } from "../../db/client.ts";
import { findCategoryById } from "./find-category.ts";
import { listChildCategories, type ChildCategory } from "./list-child-categories.ts";

/**
 * The published sub-categories of a category (getSubcategorys); null when there is no published
 * category with that id, so that callers can tell "unknown" from "has none".
 */
export async function listSubcategories(db: Database, categoryId: number): Promise<ChildCategory[] | null> {
  const category = await findCategoryById(db, categoryId);
  if (!category) return null;
  return listChildCategories(db, { parentId: category.id });
}
