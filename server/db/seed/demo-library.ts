import { sql } from "drizzle-orm";
import { sanitizeHtml } from "../../services/content/sanitize-html.ts";
import type { FileStorage } from "../../services/files/file-storage.ts";
import { contentTypeFor } from "../../services/files/stored-files.ts";
import { registerTutorialFiles } from "../../services/tutorials/register-tutorial-files.ts";
import { pdfCategories, pdfDocuments, torrentTutorials } from "../schema/index.ts";
import { pdfFolders } from "./content/library/folders.ts";
import type { SeedPdfFolder } from "./content/library/types.ts";
import { demoTutorials } from "./content/tutorials/tutorials.ts";
import type { SeedTutorialFile } from "./content/tutorials/types.ts";
import type { SeedTransaction } from "./index.ts";
import { renderNotesPdf } from "./library/render-notes-pdf.ts";

/** Demo files go to their own folder of each storage area, apart from what editors add. */
const DEMO_FOLDER = "demo";

async function writeStoredFile(storage: FileStorage, key: string, bytes: Uint8Array) {
  await storage.put(key, bytes, { contentType: contentTypeFor(key) });
  return bytes.byteLength;
}

/**
 * A folder, with the id SPEC.md fixes when it has one. If another folder already holds that id
 * (a database with folders of its own), the demo folder takes the next free id instead.
 */
async function insertFolder(tx: SeedTransaction, folder: SeedPdfFolder, sortOrder: number) {
  const values = { slug: folder.slug, name: folder.name, shortName: folder.shortName, sortOrder };
  if (folder.id !== undefined) {
    const [fixed] = await tx
      .insert(pdfCategories)
      .overridingSystemValue()
      .values({ ...values, id: folder.id })
      .onConflictDoNothing({ target: pdfCategories.id })
      .returning({ id: pdfCategories.id });
    if (fixed) return fixed.id;
  }
  const [inserted] = await tx.insert(pdfCategories).values(values).returning({ id: pdfCategories.id });
  return inserted!.id;
}

async function seedPdfLibrary(tx: SeedTransaction, storage: FileStorage) {
  for (const [folderIndex, folder] of pdfFolders.entries()) {
    const categoryId = await insertFolder(tx, folder, folderIndex);
    for (const [index, pdf] of folder.pdfs.entries()) {
      const filePath = `${DEMO_FOLDER}/${pdf.slug}.pdf`;
      const sizeBytes = await writeStoredFile(
        storage,
        `library/${filePath}`,
        await renderNotesPdf(pdf.document),
      );
      await tx.insert(pdfDocuments).values({
        categoryId,
        slug: pdf.slug,
        name: pdf.name,
        filePath,
        sizeBytes,
        sortOrder: index,
      });
    }
  }
  // A fixed id leaves the identity sequence behind it: move the sequence past every id in use,
  // or a later folder would be given 93 and fail.
  await tx.execute(
    sql`select setval(pg_get_serial_sequence('pdf_categories', 'id'), (select max(id) from pdf_categories))`,
  );
}

async function fileBytes(file: SeedTutorialFile): Promise<Uint8Array> {
  return "text" in file ? Buffer.from(file.text, "utf8") : renderNotesPdf(file.pdf);
}

async function seedTutorials(tx: SeedTransaction, storage: FileStorage) {
  // Oldest first, a minute apart, so that "newest first" has one stable order.
  const start = Date.now() - demoTutorials.length * 60_000;
  for (const [index, tutorial] of demoTutorials.entries()) {
    const [row] = await tx
      .insert(torrentTutorials)
      .values({
        slug: tutorial.slug,
        name: tutorial.name,
        siteName: tutorial.siteName,
        description: sanitizeHtml(tutorial.description),
        createdAt: new Date(start + index * 60_000),
      })
      .returning({ id: torrentTutorials.id });
    const files = [];
    for (const file of tutorial.files) {
      const storagePath = `${DEMO_FOLDER}/${tutorial.slug}/${file.path}`;
      await writeStoredFile(storage, `tutorials/${storagePath}`, await fileBytes(file));
      files.push({ path: file.path, storagePath });
    }
    await registerTutorialFiles(tx, storage, row!.id, tutorial.folderName, files);
  }
}

/**
 * The demo PDF library and tutorials: real documents for IT job seekers, drawn into PDFs (and
 * written as text files) into the site's storage at seed time, then registered in the database;
 * each tutorial gets its torrent.
 */
export async function seedDemoLibrary(tx: SeedTransaction, storage: FileStorage) {
  await seedPdfLibrary(tx, storage);
  await seedTutorials(tx, storage);
}
