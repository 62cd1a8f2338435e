import { and, eq } from "drizzle-orm";
import { LibraryMessages } from "../../../shared/library/library-messages.ts";
import type { Database } from "../../db/client.ts";
import { pdfCategories, pdfDocuments } from "../../db/schema/index.ts";
import { isPublicPdfDocument } from "../content/visibility.ts";
import { notFound } from "../service-error.ts";
import { pdfLinks } from "./pdf-urls.ts";

export type PdfRow = {
  slug: string;
  name: string;
  categoryId: number;
  catName: string;
  catSlug: string;
  /** The viewer's address (absolute), "" when the PDF cannot be shown inline. */
  showPdf: string;
  /** The file's download address (absolute), "" when there is none. */
  downloadLink: string;
  sizeBytes: number | null;
  updatedAt: Date;
};

/** One PDF with its folder (SPEC.md §7 filterepdfrow); an unknown or hidden one is a 404. */
export async function getPdfRow(db: Database, slug: string, publicUrl: string): Promise<PdfRow> {
  const [row] = await db
    .select({
      slug: pdfDocuments.slug,
      name: pdfDocuments.name,
      filePath: pdfDocuments.filePath,
      viewUrl: pdfDocuments.viewUrl,
      downloadLink: pdfDocuments.downloadLink,
      sizeBytes: pdfDocuments.sizeBytes,
      updatedAt: pdfDocuments.updatedAt,
      categoryId: pdfCategories.id,
      catName: pdfCategories.name,
      catSlug: pdfCategories.slug,
    })
    .from(pdfDocuments)
    .innerJoin(pdfCategories, eq(pdfCategories.id, pdfDocuments.categoryId))
    .where(and(eq(pdfDocuments.slug, slug), isPublicPdfDocument()))
    .limit(1);
  if (!row) throw notFound(LibraryMessages.pdfNotFound);
  const { filePath, viewUrl, downloadLink, ...rest } = row;
  return { ...rest, ...pdfLinks(publicUrl, { slug, filePath, viewUrl, downloadLink }) };
}
