import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { services, type ServiceKind } from "../../db/schema/index.ts";
import { isPublicService } from "../content/visibility.ts";
import { guideSummaryColumns, toGuideSummary, type GuideSummary } from "./list-guides.ts";

export type ServiceRow = GuideSummary & {
  kind: ServiceKind;
  /** SPEC book_types: 2 shows `extraImage` on the detail page. */
  bookTypes: number;
  extraImage: string | null;
  metaTitle: string | null;
  metaDescription: string | null;
  metaKeywords: string | null;
  updatedAt: Date;
};

/** A published guide or e-book by slug (/guide-details/{slug}, `geteServicerow`); undefined otherwise. */
export async function getServiceRow(db: Database, slug: string): Promise<ServiceRow | undefined> {
  const [row] = await db
    .select({
      ...guideSummaryColumns,
      kind: services.kind,
      bookTypes: services.bookTypes,
      extraImage: services.extraImage,
      metaTitle: services.metaTitle,
      metaDescription: services.metaDescription,
      metaKeywords: services.metaKeywords,
      updatedAt: services.updatedAt,
    })
    .from(services)
    .where(and(eq(services.slug, slug), isPublicService()))
    .limit(1);
  return row && { ...row, ...toGuideSummary(row) };
}
