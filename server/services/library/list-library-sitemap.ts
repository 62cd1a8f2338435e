import { asc, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { pdfCategories, pdfDocuments } from "../../db/schema/index.ts";
import { isPublicPdfCategory, isPublicPdfDocument } from "../content/visibility.ts";
import type { SitemapEntry } from "../seo/sitemap.ts";

/** The public PDF folders (/pdf-zone/{slug}) and PDFs (/pdf-details/{slug}) for sitemap.xml. */
export async function listLibrarySitemapEntries(db: Database): Promise<SitemapEntry[]> {
  const [folders, documents] = await Promise.all([
    db
      .select({ slug: pdfCategories.slug })
      .from(pdfCategories)
      .where(isPublicPdfCategory())
      .orderBy(asc(pdfCategories.sortOrder), asc(pdfCategories.id)),
    db
      .select({ slug: pdfDocuments.slug, updatedAt: pdfDocuments.updatedAt })
      .from(pdfDocuments)
      .innerJoin(pdfCategories, eq(pdfCategories.id, pdfDocuments.categoryId))
      .where(isPublicPdfDocument())
      .orderBy(
        asc(pdfCategories.sortOrder),
        asc(pdfDocuments.categoryId),
        asc(pdfDocuments.sortOrder),
        asc(pdfDocuments.id),
      ),
  ]);
  return [
    ...folders.map((folder) => ({ path: `/pdf-zone/${folder.slug}` })),
    ...documents.map((document) => ({
      path: `/pdf-details/${document.slug}`,
      lastModified: document.updatedAt,
    })),
  ];
}
