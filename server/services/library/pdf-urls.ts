/**
 * Where a PDF of the library can be read and downloaded. A file in our storage is served by
 * server/http/library-files.ts at /files/pdf/{slug}.pdf (inline, for the viewer) and with
 * `?download=1` (as an attachment); a PDF kept elsewhere has the outside addresses its row holds.
 */
type PdfLinks = {
  slug: string;
  filePath: string | null;
  viewUrl: string | null;
  downloadLink: string | null;
};

export const PDF_FILE_PREFIX = "/files/pdf/";

export function pdfFilePath(slug: string): string {
  return `${PDF_FILE_PREFIX}${encodeURIComponent(slug)}.pdf`;
}

/** SPEC's `showPdf` (the viewer's address) and `download_link`: absolute URLs, "" when there is none. */
export function pdfLinks(publicUrl: string, document: PdfLinks) {
  if (document.filePath) {
    const file = `${publicUrl}${pdfFilePath(document.slug)}`;
    return { showPdf: file, downloadLink: `${file}?download=1` };
  }
  return { showPdf: document.viewUrl ?? "", downloadLink: document.downloadLink ?? "" };
}
