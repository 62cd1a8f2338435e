import { and, asc, count, desc, eq } from "drizzle-orm";
import type { PdfCategoryPageInput } from "../../../shared/library/library-schemas.ts";
import type { Database } from "../../db/client.ts";
import { pdfCategories, pdfDocuments } from "../../db/schema/index.ts";
import { containsEveryWord, startsWithRank } from "../content/name-search.ts";
import { isPublicPdfCategory, isPublicPdfDocument } from "../content/visibility.ts";
import { notFound } from "../service-error.ts";
import { LibraryMessages } from "../../../shared/library/library-messages.ts";

export type PdfListItem = { id: number; slug: string; name: string; sizeBytes: number | null };

export type PdfCategoryPage = {
  category: { id: number; slug: string; name: string };
  items: PdfListItem[];
  total: number;
  page: number;
  pageSize: number;
  /** At least 1, so that an empty list still has a page 1 (as Laravel's paginator answers). */
  lastPage: number;
};

/**
 * One page of a folder's PDFs (SPEC.md §7 filterepdfCategory), in the editors' order; a search
 * keeps the PDFs whose name has every word, those starting with the text first. An unknown or
 * hidden folder is a 404. A page past the last answers no items with the real totals.
 */
export async function getPdfCategoryPage(
  db: Database,
  { slug, page, pageSize, searchQuery }: PdfCategoryPageInput,
): Promise<PdfCategoryPage> {
  const [category] = await db
    .select({ id: pdfCategories.id, slug: pdfCategories.slug, name: pdfCategories.name })
    .from(pdfCategories)
    .where(and(eq(pdfCategories.slug, slug), isPublicPdfCategory()))
    .limit(1);
  if (!category) throw notFound(LibraryMessages.folderNotFound);

  const matching = and(
    eq(pdfDocuments.categoryId, category.id),
    isPublicPdfDocument(),
    containsEveryWord(pdfDocuments.name, searchQuery),
  );
  const order = searchQuery
    ? [
        desc(startsWithRank(pdfDocuments.name, searchQuery)),
        asc(pdfDocuments.sortOrder),
        asc(pdfDocuments.id),
      ]
    : [asc(pdfDocuments.sortOrder), asc(pdfDocuments.id)];
  const [items, [counted]] = await Promise.all([
    db
      .select({
        id: pdfDocuments.id,
        slug: pdfDocuments.slug,
        name: pdfDocuments.name,
        sizeBytes: pdfDocuments.sizeBytes,
      })
      .from(pdfDocuments)
      .where(matching)
      .orderBy(...order)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(pdfDocuments).where(matching),
  ]);
  const total = counted?.total ?? 0;
  return { category, items, total, page, pageSize, lastPage: Math.max(1, Math.ceil(total / pageSize)) };
}
