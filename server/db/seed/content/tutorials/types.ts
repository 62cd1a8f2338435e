import type { NotesDocument } from "../../library/render-notes-pdf.ts";

/** A file of a demo tutorial, written at seed time: plain text as it is, or a PDF drawn from notes. */
export type SeedTutorialFile = { path: string } & ({ text: string } | { pdf: NotesDocument });

export type SeedTutorial = {
  slug: string;
  name: string;
  siteName: string;
  /** Rich text; sanitised when seeded. */
  description: string;
  /** The torrent's folder name when it has several files. */
  folderName: string;
  files: SeedTutorialFile[];
};
