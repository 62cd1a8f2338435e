import type { Database } from "../../db/client.ts";
import { countQuestionsByCategory } from "./count-questions.ts";
import { findCategoryBySlug, type CategoryDetail } from "./find-category.ts";
import { listChildCategories, type ChildCategory } from "./list-child-categories.ts";

export type CategoryPageChild = ChildCategory & { questionCount: number };

export type MainCategoryPage =
  | { kind: "main"; category: CategoryDetail; children: CategoryPageChild[] }
  /** The slug names a child category: its page is /question-answer/{slug}. */
  | { kind: "child"; slug: string };

/** What /category/{slug} shows: the main category, its text, and its children with their Q&A counts. */
export async function getMainCategoryPage(db: Database, slug: string): Promise<MainCategoryPage | null> {
  const category = await findCategoryBySlug(db, slug);
  if (!category) return null;
  if (category.parentId !== null) return { kind: "child", slug: category.slug };
  const children = await listChildCategories(db, { parentId: category.id });
  const counts = await countQuestionsByCategory(
    db,
    children.map((child) => child.id),
  );
  return {
    kind: "main",
    category,
    children: children.map((child) => ({ ...child, questionCount: counts.get(child.id) ?? 0 })),
  };
}
