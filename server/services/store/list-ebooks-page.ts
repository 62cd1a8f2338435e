import { and, asc, count, eq, ilike } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { services } from "../../db/schema/index.ts";
import { EBOOKS_PAGE_SIZE } from "../../../shared/store/store-messages.ts";
import { isPublicService } from "../content/visibility.ts";
import { guideSummaryColumns, toGuideSummary, type GuideSummary } from "./list-guides.ts";
import { likeContains } from "../content/name-search.ts";

export type EbooksPage = { data: GuideSummary[]; page: number; lastPage: number; total: number };

/** `%` and `_` typed by a visitor are letters, not wildcards. */

/**
 * One page of the e-book store (/ebooks, `geteServiceListeBooks`), optionally searched by title
 * (the trigram index on services.title serves the ILIKE). A page past the last is empty, with the
 * real `lastPage`.
 */
export async function listEbooksPage(
  db: Database,
  options: { page: number; search?: string | null; pageSize?: number },
): Promise<EbooksPage> {
  const pageSize = options.pageSize ?? EBOOKS_PAGE_SIZE;
  const search = options.search?.trim();
  const where = and(
    eq(services.kind, "ebook"),
    isPublicService(),
    search ? ilike(services.title, likeContains(search)) : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select(guideSummaryColumns)
      .from(services)
      .where(where)
      .orderBy(asc(services.sortOrder), asc(services.id))
      .limit(pageSize)
      .offset((options.page - 1) * pageSize),
    db.select({ total: count() }).from(services).where(where),
  ]);
  const total = counted?.total ?? 0;
  return {
    data: rows.map(toGuideSummary),
    page: options.page,
    lastPage: Math.max(1, Math.ceil(total / pageSize)),
    total,
  };
}
