import type { NotesDocument } from "../../library/render-notes-pdf.ts";

/** A demo PDF: its row, and the document drawn into its file at seed time. */
export type SeedPdf = { slug: string; name: string; document: NotesDocument };

export type SeedPdfFolder = {
  /** Set only for the folder whose id SPEC.md fixes (93, download only). */
  id?: number;
  slug: string;
  name: string;
  shortName: string;
  pdfs: SeedPdf[];
};
