import { and, count, inArray } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { qaItems } from "../../db/schema/index.ts";
import { isPublicQuestion } from "../content/visibility.ts";

/**
 * Published Q&A per category for the given categories, in one grouped query
 * (qa_items_category_sort_idx narrows it to those categories). Categories without questions are 0.
 */
export async function countQuestionsByCategory(
  db: Database,
  categoryIds: number[],
): Promise<Map<number, number>> {
  const counts = new Map(categoryIds.map((id) => [id, 0]));
  if (categoryIds.length === 0) return counts;
  const rows = await db
    .select({ categoryId: qaItems.categoryId, total: count() })
    .from(qaItems)
    .where(and(inArray(qaItems.categoryId, categoryIds), isPublicQuestion()))
    .groupBy(qaItems.categoryId);
  for (const row of rows) counts.set(row.categoryId, row.total);
  return counts;
}
