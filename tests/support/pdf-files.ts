/**
 * Real PDFs for the tests of uploads, made with pdf-lib (the library the site checks them with),
 * and the text a reader finds in the PDFs the site makes.
 */
import { randomBytes } from "node:crypto";
import { execFile } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { PDFDocument, StandardFonts } from "pdf-lib";

const execFileAsync = promisify(execFile);

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

/** The text of a PDF, page by page, each line where the page has it (poppler's pdftotext). */
export async function pdfPages(bytes: Uint8Array): Promise<string[]> {
  const file = path.join(os.tmpdir(), `w3p-pdf-${randomBytes(6).toString("hex")}.pdf`);
  await fs.writeFile(file, bytes);
  try {
    const { stdout } = await execFileAsync("pdftotext", ["-layout", file, "-"]);
    return stdout.split("\f").filter((page) => page.trim() !== "");
  } finally {
    await fs.rm(file, { force: true });
  }
}
