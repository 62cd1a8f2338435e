import { DOWNLOAD_ONLY_PDF_CATEGORY_ID } from "../../../../../shared/library/library-messages.ts";
import { careerGuides, workbooks } from "./career-and-workbooks.ts";
import { cheatSheets } from "./cheat-sheets.ts";
import { studyNotes } from "./study-notes.ts";
import type { SeedPdfFolder } from "./types.ts";

/** The demo PDF library, in the order /pdf-books shows it. */
export const pdfFolders: SeedPdfFolder[] = [
  {
    slug: "interview-cheat-sheets",
    name: "Interview Cheat Sheets",
    shortName: "Cheat Sheets",
    pdfs: cheatSheets,
  },
  {
    slug: "study-notes",
    name: "Study Notes for Technical Interviews",
    shortName: "Study Notes",
    pdfs: studyNotes,
  },
  {
    slug: "job-search-guides",
    name: "Job Search Guides for IT Jobs in the USA",
    shortName: "Job Search Guides",
    pdfs: careerGuides,
  },
  {
    id: DOWNLOAD_ONLY_PDF_CATEGORY_ID,
    slug: "printable-workbooks",
    name: "Printable Workbooks and Planners",
    shortName: "Printable Workbooks",
    pdfs: workbooks,
  },
];
