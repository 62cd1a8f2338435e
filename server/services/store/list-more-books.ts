import { and, asc, desc, ne } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { services } from "../../db/schema/index.ts";
import { MORE_BOOKS_COUNT } from "../../../shared/store/store-messages.ts";
import { isPublicService } from "../content/visibility.ts";
import { guideSummaryColumns, toGuideSummary, type GuideSummary } from "./list-guides.ts";

/**
 * The "More Books" grid of /guide-details/{slug}: other guides and e-books of the shop in shop
 * order, those of the same kind first.
 */
export async function listMoreBooks(
  db: Database,
  book: { id: number; kind: "guide" | "ebook" },
  limit = MORE_BOOKS_COUNT,
): Promise<GuideSummary[]> {
  // "ebook" sorts before "guide".
  const sameKindFirst = book.kind === "ebook" ? asc(services.kind) : desc(services.kind);
  const rows = await db
    .select(guideSummaryColumns)
    .from(services)
    .where(and(ne(services.id, book.id), isPublicService()))
    .orderBy(sameKindFirst, asc(services.sortOrder), asc(services.id))
    .limit(limit);
  return rows.map(toGuideSummary);
}
