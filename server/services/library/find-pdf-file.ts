import { and, eq, isNotNull } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { pdfDocuments } from "../../db/schema/index.ts";
import { isPublicPdfDocument } from "../content/visibility.ts";
import { resolveStoredFile } from "../files/stored-files.ts";

/**
 * The stored file of a public PDF, by its slug: its absolute path on disk, or undefined when the
 * PDF is unknown, hidden, kept elsewhere, or its stored path is unusable.
 */
export async function findPdfFile(db: Database, dataDir: string, slug: string) {
  const [row] = await db
    .select({ slug: pdfDocuments.slug, filePath: pdfDocuments.filePath })
    .from(pdfDocuments)
    .where(and(eq(pdfDocuments.slug, slug), isNotNull(pdfDocuments.filePath), isPublicPdfDocument()))
    .limit(1);
  if (!row?.filePath) return undefined;
  const file = resolveStoredFile(dataDir, "library", row.filePath);
  return file ? { slug: row.slug, file } : undefined;
}
