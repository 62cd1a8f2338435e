/**
 * Input of the PDF library's admin screens and their /api/admin/library calls (one schema per
 * operation): folders (`pdf_categories`) and their PDFs (`pdf_documents`). An uploaded PDF is not
 * a text field: the API route and the page's action hand its bytes to the service, which checks
 * them. Hiding, showing and deleting use the content editors' schemas (content-schemas.ts).
 */
import { z } from "zod";
import {
  optionalText,
  recordId,
  searchText,
  singleLineText,
  webLink,
  whenFieldsPass,
} from "../forms/schema-fields.ts";
import { ADMIN_SEARCH_MAX_LENGTH } from "../admin/admin-messages.ts";
import {
  editableSlug,
  listPage,
  listSort,
  optionalId,
  optionalVersion,
  requireVersionWithId,
  requiredChoice,
  sortOrder,
  visibility,
} from "../admin/content-schemas.ts";
import {
  PDF_FILE_SORTS,
  PDF_FOLDER_NAME_MAX_LENGTH,
  PDF_FOLDER_SHORT_NAME_MAX_LENGTH,
  PDF_FOLDER_SORTS,
  PDF_NAME_MAX_LENGTH,
  PDF_SOURCES,
  PdfFileMessages,
} from "./library-admin-messages.ts";

/** The folder list: words of the name, the order, the page. */
export const listPdfFoldersSchema = z.object({
  search: searchText("search", ADMIN_SEARCH_MAX_LENGTH),
  sort: listSort(PDF_FOLDER_SORTS, "order"),
  page: listPage,
});
export type ListPdfFoldersInput = z.infer<typeof listPdfFoldersSchema>;

/** Add a folder (no id) or edit one at the version read. An empty short name shows the name. */
export const savePdfFolderSchema = z
  .object({
    id: optionalId("id"),
    updated_at: optionalVersion,
    name: singleLineText("name", { max: PDF_FOLDER_NAME_MAX_LENGTH }),
    slug: editableSlug(),
    short_name: optionalText("short name", PDF_FOLDER_SHORT_NAME_MAX_LENGTH).transform(
      (value) => value?.replace(/\s+/g, " ") ?? null,
    ),
    sort_order: sortOrder,
    status: visibility("visibility"),
  })
  .superRefine(requireVersionWithId);
export type SavePdfFolderInput = z.infer<typeof savePdfFolderSchema>;

/** The PDF list: one folder or all, words of the name, the order, the page. */
export const listPdfFilesSchema = z.object({
  search: searchText("search", ADMIN_SEARCH_MAX_LENGTH),
  category_id: optionalId("folder"),
  sort: listSort(PDF_FILE_SORTS, "order"),
  page: listPage,
});
export type ListPdfFilesInput = z.infer<typeof listPdfFilesSchema>;

/**
 * Add a PDF (no id) or edit one at the version read. `source` says where its bytes are: `file`,
 * a PDF the site stores (uploaded with the save, or the one it has); `link`, a download link, a
 * view URL (an outside viewer) or both. Whether a file is needed, and folder 93's rule, are the
 * service's checks: they depend on the stored row and folder.
 */
export const savePdfFileSchema = z
  .object({
    id: optionalId("id"),
    updated_at: optionalVersion,
    category_id: recordId("folder"),
    // Not aborting when empty: the links' rule below still runs (whenFieldsPass).
    name: singleLineText("name", { max: PDF_NAME_MAX_LENGTH, abortWhenEmpty: false }),
    slug: editableSlug(),
    sort_order: sortOrder,
    status: visibility("visibility"),
    source: requiredChoice("source", PDF_SOURCES),
    view_url: webLink("The view URL", PdfFileMessages.viewUrlInvalid),
    download_link: webLink("The download link", PdfFileMessages.downloadLinkInvalid),
  })
  .refine((value) => value.source !== "link" || value.view_url !== null || value.download_link !== null, {
    path: ["download_link"],
    error: PdfFileMessages.linkRequired,
    when: whenFieldsPass("source", "view_url", "download_link"),
  })
  .superRefine(requireVersionWithId);
export type SavePdfFileInput = z.infer<typeof savePdfFileSchema>;
