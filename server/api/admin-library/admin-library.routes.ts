/**
 * The PDF library editor's calls: folders (`pdf_categories`) and their PDFs (`pdf_documents`).
 * Admin only, every change audited, stale edits refused.
 */
import { createRoute, z } from "@hono/zod-openapi";
import { deleteContentSchema, setVisibilitySchema } from "../../../shared/admin/content-schemas.ts";
import {
  LIBRARY_PDF_MAX_BYTES,
  PDF_FILE_SORTS,
  PDF_FOLDER_SORTS,
  PDF_LIST_COUNT_CAP,
  PDF_SOURCES,
} from "../../../shared/library/library-admin-messages.ts";
import {
  listPdfFilesSchema,
  listPdfFoldersSchema,
  savePdfFileSchema,
  savePdfFolderSchema,
} from "../../../shared/library/library-admin-schemas.ts";
import { DOWNLOAD_ONLY_PDF_CATEGORY_ID } from "../../../shared/library/library-messages.ts";
import { requireAdmin } from "../../http/auth.ts";
import {
  ErrorSchema,
  PaginationSchema,
  ValidationErrorSchema,
  adminOnlyResponses,
  filePart,
  formBody,
  jsonContent,
  rowIdParam,
  staleEditResponse,
} from "../router.ts";

const adminCall = {
  tags: ["Admin: PDF library"],
  middleware: requireAdmin,
  security: [{ bearerAuth: [] }],
};

const MEGABYTES = LIBRARY_PDF_MAX_BYTES / (1024 * 1024);

export const AdminPdfFolderSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    slug: z.string().openapi({ description: "Its public page is /pdf-zone/{slug}" }),
    short_name: z.string().nullable().openapi({ description: "What /pdf-books shows; null: the name" }),
    sort_order: z.number().int(),
    status: z.number().int().openapi({ description: "1 visible, 0 hidden (with every PDF in it)" }),
    pdf_count: z.number().int().openapi({ description: "PDFs in the folder, hidden ones included" }),
    download_only: z.boolean().openapi({
      description: `Folder ${DOWNLOAD_ONLY_PDF_CATEGORY_ID}: its PDFs show only a Download PDF button; it cannot be deleted`,
    }),
    created_at: z.string().openapi({ description: "ISO 8601" }),
    updated_at: z.string().openapi({ description: "ISO 8601; the version to send back with a change" }),
  })
  .openapi("AdminPdfFolder");

export const AdminPdfFileSchema = z
  .object({
    id: z.number().int(),
    category_id: z.number().int().openapi({ description: "Its folder" }),
    category_name: z.string(),
    name: z.string(),
    slug: z.string().openapi({ description: "Its public page is /pdf-details/{slug}" }),
    source: z.enum(PDF_SOURCES).openapi({ description: "file: stored by the site; link: kept elsewhere" }),
    file_url: z
      .string()
      .nullable()
      .openapi({ description: "With a stored file: its address on the site, /files/pdf/{slug}.pdf" }),
    size_bytes: z.number().int().nullable().openapi({ description: "The stored file's size" }),
    view_url: z.string().nullable().openapi({ description: "An outside viewer's address (source link)" }),
    download_link: z.string().nullable().openapi({ description: "An outside download (source link)" }),
    sort_order: z.number().int(),
    status: z.number().int().openapi({ description: "1 visible, 0 hidden" }),
    created_at: z.string().openapi({ description: "ISO 8601" }),
    updated_at: z.string().openapi({ description: "ISO 8601; the version to send back with a change" }),
  })
  .openapi("AdminPdfFile");

const folderNotFound = { 404: jsonContent(ErrorSchema, "No such folder") };
const fileNotFound = { 404: jsonContent(ErrorSchema, "No such PDF") };
const pageQuery = (schema: typeof listPdfFoldersSchema | typeof listPdfFilesSchema) =>
  schema.shape.page.openapi({ type: "integer", minimum: 1, example: 1 });

export const listPdfFolders = createRoute({
  ...adminCall,
  method: "get",
  path: "/admin/library/folders",
  summary: "The PDF folders, hidden ones included (25 a page)",
  request: {
    query: z.object({
      search: listPdfFoldersSchema.shape.search.openapi({
        description: "Words of the name",
        example: "java",
      }),
      sort: listPdfFoldersSchema.shape.sort.openapi({ type: "string", enum: [...PDF_FOLDER_SORTS] }),
      page: pageQuery(listPdfFoldersSchema),
    }),
  },
  responses: {
    200: jsonContent(
      z.object({ data: z.array(AdminPdfFolderSchema), pagination: PaginationSchema }),
      "A page of folders",
    ),
    ...adminOnlyResponses,
    422: jsonContent(ValidationErrorSchema, "A bad page or sort, or an over-long search"),
  },
});

export const getPdfFolder = createRoute({
  ...adminCall,
  method: "get",
  path: "/admin/library/folders/{id}",
  summary: "One PDF folder, for its edit form",
  request: { params: rowIdParam },
  responses: {
    200: jsonContent(z.object({ data: AdminPdfFolderSchema }), "The folder"),
    ...adminOnlyResponses,
    ...folderNotFound,
    422: jsonContent(ValidationErrorSchema, "An id that is not a whole number"),
  },
});

export const savePdfFolder = createRoute({
  ...adminCall,
  method: "post",
  path: "/admin/library/folders/save",
  summary: "Add a PDF folder, or edit one (with `id` and the `updated_at` read with it)",
  description: "An empty `slug` is made from the name; a slug another folder has answers 422.",
  request: {
    body: formBody(
      savePdfFolderSchema.openapi("SavePdfFolderBody", {
        example: { name: "Kotlin Cheat Sheets", short_name: "Kotlin", sort_order: "4", status: "1" },
      }),
    ),
  },
  responses: {
    200: jsonContent(z.object({ message: z.string(), data: AdminPdfFolderSchema }), "Saved"),
    ...adminOnlyResponses,
    ...folderNotFound,
    ...staleEditResponse,
    422: jsonContent(ValidationErrorSchema, "A missing name or status, a taken or malformed slug"),
  },
});

export const setPdfFolderVisibility = createRoute({
  ...adminCall,
  method: "post",
  path: "/admin/library/folders/{id}/visibility",
  summary: "Hide (0) or show (1) a PDF folder: hidden, it and its PDFs leave the public site",
  request: {
    params: rowIdParam,
    body: formBody(setVisibilitySchema.omit({ id: true }).openapi("SetPdfFolderVisibilityBody")),
  },
  responses: {
    200: jsonContent(z.object({ message: z.string(), data: AdminPdfFolderSchema }), "Changed"),
    ...adminOnlyResponses,
    ...folderNotFound,
    ...staleEditResponse,
    422: jsonContent(ValidationErrorSchema, "A status other than 0 or 1, or no updated_at"),
  },
});

export const deletePdfFolder = createRoute({
  ...adminCall,
  method: "post",
  path: "/admin/library/folders/{id}/delete",
  summary: "Delete an empty PDF folder",
  description:
    `Refused with 409 and a message while it holds PDFs (move or delete them first), for folder ` +
    `${DOWNLOAD_ONLY_PDF_CATEGORY_ID} (the download-only folder), and when it changed since \`updated_at\` was read.`,
  request: {
    params: rowIdParam,
    body: formBody(deleteContentSchema.omit({ id: true }).openapi("DeletePdfFolderBody")),
  },
  responses: {
    200: jsonContent(z.object({ message: z.string() }), "Deleted"),
    ...adminOnlyResponses,
    ...folderNotFound,
    409: jsonContent(ErrorSchema, "Not empty, the download-only folder, or changed since it was read"),
    422: jsonContent(ValidationErrorSchema, "No updated_at"),
  },
});

export const listPdfFiles = createRoute({
  ...adminCall,
  method: "get",
  path: "/admin/library/files",
  summary: "The library's PDFs, of one folder or all, hidden ones included (25 a page)",
  description:
    `Matches are counted up to ${PDF_LIST_COUNT_CAP.toLocaleString("en-US")}: \`more\` says there are ` +
    "more, and pages end there (choose a folder or search).",
  request: {
    query: z.object({
      search: listPdfFilesSchema.shape.search.openapi({ description: "Words of the name", example: "sql" }),
      category_id: listPdfFilesSchema.shape.category_id.openapi({
        type: "integer",
        description: "Only this folder's PDFs",
      }),
      sort: listPdfFilesSchema.shape.sort.openapi({ type: "string", enum: [...PDF_FILE_SORTS] }),
      page: pageQuery(listPdfFilesSchema),
    }),
  },
  responses: {
    200: jsonContent(
      z.object({ data: z.array(AdminPdfFileSchema), pagination: PaginationSchema, more: z.boolean() }),
      "A page of PDFs",
    ),
    ...adminOnlyResponses,
    422: jsonContent(ValidationErrorSchema, "A bad page, sort or folder, or an over-long search"),
  },
});

export const getPdfFile = createRoute({
  ...adminCall,
  method: "get",
  path: "/admin/library/files/{id}",
  summary: "One library PDF, for its edit form",
  request: { params: rowIdParam },
  responses: {
    200: jsonContent(z.object({ data: AdminPdfFileSchema }), "The PDF"),
    ...adminOnlyResponses,
    ...fileNotFound,
    422: jsonContent(ValidationErrorSchema, "An id that is not a whole number"),
  },
});

export const savePdfFile = createRoute({
  ...adminCall,
  method: "post",
  path: "/admin/library/files/save",
  summary: "Add a library PDF, or edit one (with `id` and the `updated_at` read with it)",
  description:
    `Multipart. \`source\` file: the site stores the PDF; \`pdf\`, a PDF of at most ${MEGABYTES} MB checked by ` +
    "its bytes, is needed unless the PDF has a stored file already (an absent or empty part keeps it). " +
    "`source` link: `download_link`, `view_url` or both (http or https); a stored file is removed. " +
    `In folder ${DOWNLOAD_ONLY_PDF_CATEGORY_ID} a PDF needs something to download (a file or a download link). ` +
    "An empty `slug` is made from the name.",
  request: {
    body: formBody(
      savePdfFileSchema
        .safeExtend({ pdf: filePart(`The PDF file, at most ${MEGABYTES} MB (source file)`) })
        .openapi("SavePdfFileBody", {
          example: {
            category_id: "1",
            name: "SQL Joins Cheat Sheet",
            status: "1",
            source: "link",
            download_link: "https://files.example.org/sql-joins.pdf",
          },
        }),
    ),
  },
  responses: {
    200: jsonContent(z.object({ message: z.string(), data: AdminPdfFileSchema }), "Saved"),
    ...adminOnlyResponses,
    ...fileNotFound,
    ...staleEditResponse,
    413: jsonContent(ErrorSchema, `The request is larger than ${MEGABYTES + 4} MB`),
    422: jsonContent(
      ValidationErrorSchema,
      "A missing name, folder, status or source, a taken slug, a file that is not a PDF, no file or link",
    ),
  },
});

export const setPdfFileVisibility = createRoute({
  ...adminCall,
  method: "post",
  path: "/admin/library/files/{id}/visibility",
  summary: "Hide (0) or show (1) a library PDF: hidden, its page, its file and its place in lists go",
  request: {
    params: rowIdParam,
    body: formBody(setVisibilitySchema.omit({ id: true }).openapi("SetPdfFileVisibilityBody")),
  },
  responses: {
    200: jsonContent(z.object({ message: z.string(), data: AdminPdfFileSchema }), "Changed"),
    ...adminOnlyResponses,
    ...fileNotFound,
    ...staleEditResponse,
    422: jsonContent(ValidationErrorSchema, "A status other than 0 or 1, or no updated_at"),
  },
});

export const deletePdfFile = createRoute({
  ...adminCall,
  method: "post",
  path: "/admin/library/files/{id}/delete",
  summary: "Delete a library PDF, with its stored file",
  request: {
    params: rowIdParam,
    body: formBody(deleteContentSchema.omit({ id: true }).openapi("DeletePdfFileBody")),
  },
  responses: {
    200: jsonContent(z.object({ message: z.string() }), "Deleted"),
    ...adminOnlyResponses,
    ...fileNotFound,
    ...staleEditResponse,
    422: jsonContent(ValidationErrorSchema, "No updated_at"),
  },
});
