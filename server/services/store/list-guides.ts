import { and, asc, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { services, type ServiceKind } from "../../db/schema/index.ts";
import { isPublicService } from "../content/visibility.ts";
import { sanitizeHtml } from "../content/sanitize-html.ts";

export type GuideSummary = {
  id: number;
  slug: string;
  title: string;
  image: string | null;
  /** Numeric string such as "19.99" (never a float, so no rounding reaches a price). */
  price: string;
  oldPrice: string | null;
  instructor: string | null;
  /** 0 to 5, one decimal. */
  star: number;
  descriptionShort: string | null;
  /** Sanitised HTML. */
  descriptionFull: string;
};

/** The columns of a GuideSummary, for every list of services. */
export const guideSummaryColumns = {
  id: services.id,
  slug: services.slug,
  title: services.title,
  image: services.image,
  price: services.price,
  oldPrice: services.oldPrice,
  instructor: services.instructor,
  star: services.star,
  descriptionShort: services.descriptionShort,
  descriptionFull: services.descriptionFull,
};

/** Stored HTML is sanitised again on the way out (sanitize-html.ts: stored and served). */
export function toGuideSummary(
  row: Omit<GuideSummary, "descriptionFull"> & { descriptionFull: string | null },
) {
  return { ...row, descriptionFull: sanitizeHtml(row.descriptionFull) };
}

/**
 * Published guides (or e-books) for sale in shop order. `limit` serves lists that show only the
 * first few (the home page's featured guides, the e-book links of /all-category).
 */
export async function listGuides(
  db: Database,
  options: { kind?: ServiceKind; limit?: number } = {},
): Promise<GuideSummary[]> {
  const query = db
    .select(guideSummaryColumns)
    .from(services)
    .where(and(eq(services.kind, options.kind ?? "guide"), isPublicService()))
    .orderBy(asc(services.sortOrder), asc(services.id));
  const rows = options.limit === undefined ? await query : await query.limit(options.limit);
  return rows.map(toGuideSummary);
}
