import type { Database } from "../../db/client.ts";
import { listChildCategories, type ChildCategory } from "./list-child-categories.ts";
import { listMainCategories, type MainCategorySummary } from "./list-main-categories.ts";

export type CategoryTreeNode = MainCategorySummary & { children: ChildCategory[] };

/** Every published main category with its published children, in menu order (two queries in all). */
export async function listCategoryTree(db: Database): Promise<CategoryTreeNode[]> {
  const [mains, children] = await Promise.all([listMainCategories(db), listChildCategories(db)]);
  // Map.groupBy would do this, but Node 20 does not have it.
  const byParent = new Map<number, ChildCategory[]>();
  for (const child of children) {
    const siblings = byParent.get(child.parentId);
    if (siblings) siblings.push(child);
    else byParent.set(child.parentId, [child]);
  }
  return mains.map((main) => ({ ...main, children: byParent.get(main.id) ?? [] }));
}
