/** Input of the PDF library's calls (SPEC.md §7): the API routes and the pages' loaders. */
import { z } from "zod";
import { MAX_PAGE, optionalWholeNumber, searchText, slugField } from "../forms/schema-fields.ts";
import { LIBRARY_SEARCH_MAX_LENGTH, PDF_MAX_PAGE_SIZE, PDF_PAGE_SIZE } from "./library-messages.ts";

/** GET /public/filterepdfCategory: one page of a folder's PDFs, optionally searched by name. */
export const pdfCategoryPageSchema = z.object({
  slug: slugField(),
  page: optionalWholeNumber("page", { min: 1, max: MAX_PAGE, fallback: 1 }),
  pageSize: optionalWholeNumber("page size", { min: 1, max: PDF_MAX_PAGE_SIZE, fallback: PDF_PAGE_SIZE }),
  searchQuery: searchText("search query", LIBRARY_SEARCH_MAX_LENGTH),
});
export type PdfCategoryPageInput = z.infer<typeof pdfCategoryPageSchema>;

/** GET /public/filterepdfrow: one PDF by its slug. */
export const pdfRowSchema = z.object({ slug: slugField() });
export type PdfRowInput = z.infer<typeof pdfRowSchema>;
