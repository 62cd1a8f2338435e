import { asc, count, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { pdfCategories, pdfDocuments } from "../../db/schema/index.ts";
import { isPublicPdfCategory, isPublicPdfDocument } from "../content/visibility.ts";

export type PdfFolder = {
  id: number;
  slug: string;
  name: string;
  /** SPEC's `shortName`: what the folder card shows; the full name when none is set. */
  shortName: string;
  /** How many PDFs of the folder the public can open. */
  count: number;
};

/** The folders of /pdf-books (SPEC.md §7 getepdfCategoryList), in the editors' order, with their counts. */
export async function listPdfCategories(db: Database): Promise<PdfFolder[]> {
  const counts = db
    .select({ categoryId: pdfDocuments.categoryId, count: count().as("count") })
    .from(pdfDocuments)
    .where(isPublicPdfDocument())
    .groupBy(pdfDocuments.categoryId)
    .as("counts");
  return db
    .select({
      id: pdfCategories.id,
      slug: pdfCategories.slug,
      name: pdfCategories.name,
      shortName: sql<string>`coalesce(nullif(${pdfCategories.shortName}, ''), ${pdfCategories.name})`,
      count: sql<number>`coalesce(${counts.count}, 0)::int`,
    })
    .from(pdfCategories)
    .leftJoin(counts, eq(counts.categoryId, pdfCategories.id))
    .where(isPublicPdfCategory())
    .orderBy(asc(pdfCategories.sortOrder), asc(pdfCategories.id));
}
