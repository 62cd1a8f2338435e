import { toWinAnsi } from "../qa-pdf/win-ansi-text.ts";

export type Stamp = { buyerName: string; orderCode: string };

const FOOTER_SIZE = 7.5;
const FOOTER_Y = 20;

/** The footer line of a personal copy. */
export function stampText(stamp: Stamp): string {
  return `Personal copy of ${stamp.buyerName} - Order ${stamp.orderCode} - W3Programmer`;
}

/**
 * The book with the buyer's name and order number in a footer on every page (below the page
 * numbers) and in its metadata, so a copy passed around says whose it was. Drawn in Helvetica, so
 * a name outside Windows-1252 is spelled in characters it has (qa-pdf/win-ansi-text.ts).
 */
export async function stampPdf(source: Uint8Array, stamp: Stamp): Promise<Uint8Array> {
  const { PDFDocument, StandardFonts, rgb } = await import("pdf-lib");
  const pdf = await PDFDocument.load(source);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const text = toWinAnsi(stampText(stamp));
  const textWidth = font.widthOfTextAtSize(text, FOOTER_SIZE);
  for (const page of pdf.getPages()) {
    const { width } = page.getSize();
    page.drawText(text, {
      x: Math.max(12, (width - textWidth) / 2),
      y: FOOTER_Y,
      size: FOOTER_SIZE,
      font,
      color: rgb(0.35, 0.39, 0.43),
    });
  }
  pdf.setSubject(text);
  pdf.setKeywords([`order:${stamp.orderCode}`, `licensee:${toWinAnsi(stamp.buyerName)}`]);
  return pdf.save();
}
