import { invalidField } from "../service-error.ts";

const PDF_MAGIC = Buffer.from("%PDF-");

type PdfCheck = {
  /** The form field the 422 names. */
  field: string;
  maxBytes: number;
  messages: { tooLarge: string; invalid: string };
};

/**
 * An uploaded PDF, judged by its bytes (never its name or the browser's MIME type): within the
 * cap, starting with `%PDF-`, and parsed by pdf-lib with at least one page. pdf-lib is what stamps
 * buyers' copies of e-books (stamp-pdf.ts), so a file that loads here can be stamped; an
 * encrypted PDF is refused too, since pdf-lib could not. Anything else is a 422 on `field`.
 */
export async function checkPdfBytes(bytes: Uint8Array, { field, maxBytes, messages }: PdfCheck) {
  if (bytes.byteLength > maxBytes) throw invalidField(field, messages.tooLarge);
  if (!Buffer.from(bytes.subarray(0, PDF_MAGIC.length)).equals(PDF_MAGIC)) {
    throw invalidField(field, messages.invalid);
  }
  // Loaded on first use: an idle process does not hold pdf-lib.
  const { PDFDocument } = await import("pdf-lib");
  try {
    const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
    if (pdf.getPageCount() === 0) throw new Error("no pages");
  } catch {
    throw invalidField(field, messages.invalid);
  }
}
