/** Real PDFs for the tests of uploads: made with pdf-lib, the library the site checks them with. */
import { PDFDocument, StandardFonts } from "pdf-lib";

/** A one-page PDF whose text is `text` (what pdftotext or a viewer's text layer then finds). */
export async function pdfSaying(text: string): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([500, 400]);
  page.drawText(text, { x: 40, y: 300, size: 16, font: await pdf.embedFont(StandardFonts.Helvetica) });
  return Buffer.from(await pdf.save());
}

/** The same PDF as a posted file part. */
export async function pdfFileSaying(text: string, name = "document.pdf"): Promise<File> {
  return new File([new Uint8Array(await pdfSaying(text))], name, { type: "application/pdf" });
}
