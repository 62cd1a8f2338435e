import { and, eq, isNotNull } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { pdfDocuments } from "../../db/schema/index.ts";
import { isPublicPdfDocument } from "../content/visibility.ts";
import { storageKey } from "../files/storage-keys.ts";

/**
 * The stored file of a public PDF, by its slug: its storage key, or undefined when the PDF is
 * unknown, hidden, kept elsewhere, or its stored path is unusable.
 */
export async function findPdfFile(db: Database, slug: string) {
  const [row] = await db
    .select({ slug: pdfDocuments.slug, filePath: pdfDocuments.filePath })
    .from(pdfDocuments)
    .where(and(eq(pdfDocuments.slug, slug), isNotNull(pdfDocuments.filePath), isPublicPdfDocument()))
    .limit(1);
  if (!row?.filePath) return undefined;
  const key = storageKey("library", row.filePath);
  return key ? { slug: row.slug, key } : undefined;
}
