/** Rows for the PDF library editor's tests, put in as the seed or an import would. */
import { eq } from "drizzle-orm";
import { pdfCategories, pdfDocuments } from "../../db/schema/index.ts";
import { DOWNLOAD_ONLY_PDF_CATEGORY_ID } from "../../../shared/library/library-messages.ts";
import type { TestDatabase } from "../../../tests/support/test-database.ts";

let serial = 0;
const unique = (prefix: string) => {
  serial += 1;
  return `${prefix}-${serial}-${Date.now()}`;
};

export async function insertFolder(
  database: TestDatabase,
  fields: Partial<typeof pdfCategories.$inferInsert> = {},
) {
  const slug = unique("folder");
  const [row] = await database.db
    .insert(pdfCategories)
    .values({ name: `Folder ${slug}`, slug, ...fields })
    .returning();
  return row!;
}

/** A PDF kept elsewhere (a download link), unless `fields` says otherwise. */
export async function insertPdf(
  database: TestDatabase,
  categoryId: number,
  fields: Partial<typeof pdfDocuments.$inferInsert> = {},
) {
  const slug = unique("linked-pdf");
  const [row] = await database.db
    .insert(pdfDocuments)
    .values({
      categoryId,
      name: `Linked PDF ${slug}`,
      slug,
      downloadLink: "https://files.example.org/notes.pdf",
      ...fields,
    })
    .returning();
  return row!;
}

/** Folder 93 as the seed makes it (its id given explicitly), or the one already there. */
export async function downloadOnlyFolder(database: TestDatabase) {
  const [existing] = await database.db
    .select()
    .from(pdfCategories)
    .where(eq(pdfCategories.id, DOWNLOAD_ONLY_PDF_CATEGORY_ID));
  if (existing) return existing;
  const [row] = await database.db
    .insert(pdfCategories)
    .overridingSystemValue()
    .values({ id: DOWNLOAD_ONLY_PDF_CATEGORY_ID, name: "Printable Workbooks", slug: unique("printable") })
    .returning();
  return row!;
}
