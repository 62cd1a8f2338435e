/**
 * The tutorials editor's calls: admin only, every change audited, stale edits refused. A change
 * to a tutorial's files is a change to the tutorial (its `updated_at`): it rebuilds the torrent.
 */
import { createRoute, z } from "@hono/zod-openapi";
import { deleteContentSchema, setVisibilitySchema } from "../../../shared/admin/content-schemas.ts";
import { MAX_INT4, recordId } from "../../../shared/forms/schema-fields.ts";
import { formatFileSize } from "../../../shared/text/file-size.ts";
import {
  TUTORIAL_FILE_MAX_BYTES,
  TUTORIAL_MAX_BYTES,
  TUTORIAL_MAX_FILES,
  TUTORIAL_SORTS,
  TUTORIAL_UPLOAD_MAX_BYTES,
} from "../../../shared/tutorials/tutorial-admin-messages.ts";
import {
  listAdminTutorialsSchema,
  removeTutorialFileSchema,
  renameTutorialFileSchema,
  renameTutorialFolderSchema,
  reorderTutorialFilesSchema,
  saveTutorialSchema,
  uploadTutorialFilesSchema,
} from "../../../shared/tutorials/tutorial-admin-schemas.ts";
import { requireAdmin } from "../../http/auth.ts";
import {
  ErrorSchema,
  PaginationSchema,
  ValidationErrorSchema,
  adminOnlyResponses,
  formBody,
  jsonContent,
  rowIdParam,
  staleEditResponse,
} from "../router.ts";

const adminCall = {
  tags: ["Admin: tutorials"],
  middleware: requireAdmin,
  security: [{ bearerAuth: [] }],
};

export const AdminTutorialFileSchema = z
  .object({
    id: z.number().int(),
    position: z.number().int().openapi({ description: "Its place in the torrent, from 0" }),
    path: z.string().openapi({ description: "Its path inside the torrent ('/'-separated)" }),
    size_bytes: z.number().int(),
    content_type: z.string().openapi({ description: "What the web seed serves it as" }),
  })
  .openapi("AdminTutorialFile");

const tutorialFields = {
  id: z.number().int(),
  name: z.string(),
  slug: z.string().openapi({ description: "Its public page is /torrent-course/{slug}" }),
  site_name: z.string().nullable(),
  description: z.string().nullable().openapi({ description: "Sanitized HTML" }),
  status: z.number().int().openapi({ description: "1 visible, 0 hidden" }),
  torrent_name: z
    .string()
    .nullable()
    .openapi({ description: "The file's name (one file) or the folder's (several); null without files" }),
  info_hash: z.string().nullable().openapi({ description: "The torrent's SHA-1; null without files" }),
  download_link: z.string().openapi({ description: 'The .torrent\'s address; "" without files' }),
  file_count: z.number().int(),
  total_bytes: z.number().int(),
  created_at: z.string().openapi({ description: "ISO 8601" }),
  updated_at: z
    .string()
    .openapi({ description: "ISO 8601; the version to send back with a change, its files' included" }),
};

export const AdminTutorialSchema = z.object(tutorialFields).openapi("AdminTutorial");
export const AdminTutorialWithFilesSchema = z
  .object({ ...tutorialFields, files: z.array(AdminTutorialFileSchema) })
  .openapi("AdminTutorialWithFiles");

/** The `files` parts of an upload: one, or the part repeated for several. */
const fileParts = z
  .union([z.instanceof(File), z.string(), z.array(z.union([z.instanceof(File), z.string()]))])
  .optional()
  .openapi({
    type: "array",
    items: { type: "string", format: "binary" },
    description: "The files: repeat the part for several",
  });

const changed = (description: string) =>
  jsonContent(z.object({ message: z.string(), data: AdminTutorialWithFilesSchema }), description);

/** `{id}` and `{fileId}` of a file's address. */
const fileParams = rowIdParam.extend({
  fileId: recordId("file id").openapi({
    param: { name: "fileId", in: "path" },
    type: "integer",
    minimum: 1,
    maximum: MAX_INT4,
    example: 1,
  }),
});

const TORRENT_REBUILT =
  "The torrent is built again from the new list: a new info hash, so the old torrent's web seed " +
  "answers 404 from then on and its downloaders need the new .torrent.";

export const listTutorials = createRoute({
  ...adminCall,
  method: "get",
  path: "/admin/tutorials",
  summary: "Tutorials, hidden ones included (25 a page)",
  request: {
    query: z.object({
      search: listAdminTutorialsSchema.shape.search.openapi({
        description: "Words of the name",
        example: "sql",
      }),
      sort: listAdminTutorialsSchema.shape.sort.openapi({ type: "string", enum: [...TUTORIAL_SORTS] }),
      page: listAdminTutorialsSchema.shape.page.openapi({ type: "integer", minimum: 1, example: 1 }),
    }),
  },
  responses: {
    200: jsonContent(
      z.object({ data: z.array(AdminTutorialSchema), pagination: PaginationSchema }),
      "A page of tutorials",
    ),
    ...adminOnlyResponses,
    422: jsonContent(ValidationErrorSchema, "A bad page or sort, or an over-long search"),
  },
});

export const getTutorial = createRoute({
  ...adminCall,
  method: "get",
  path: "/admin/tutorials/{id}",
  summary: "One tutorial with its files in the torrent's order",
  request: { params: rowIdParam },
  responses: {
    200: jsonContent(z.object({ data: AdminTutorialWithFilesSchema }), "The tutorial"),
    ...adminOnlyResponses,
    404: jsonContent(ErrorSchema, "No such tutorial"),
    422: jsonContent(ValidationErrorSchema, "An id that is not a whole number"),
  },
});

export const saveTutorial = createRoute({
  ...adminCall,
  method: "post",
  path: "/admin/tutorials/save",
  summary: "Add a tutorial, or edit one (with `id` and the `updated_at` read with it)",
  description:
    "`description` is HTML, stored sanitized with its code highlighted. An empty `slug` is made from the " +
    "name. A new tutorial has no files: its torrent comes with the first upload.",
  request: {
    body: formBody(
      saveTutorialSchema.openapi("SaveTutorialBody", {
        example: {
          name: "Docker for Developers: a Hands-on Course",
          site_name: "W3Programmer",
          description: "<p>Images, containers and Compose, one exercise at a time.</p>",
          status: "1",
        },
      }),
    ),
  },
  responses: {
    200: changed("Saved"),
    ...adminOnlyResponses,
    404: jsonContent(ErrorSchema, "No tutorial has this id"),
    ...staleEditResponse,
    422: jsonContent(ValidationErrorSchema, "A missing name or status, a bad or taken slug"),
  },
});

export const setTutorialVisibility = createRoute({
  ...adminCall,
  method: "post",
  path: "/admin/tutorials/{id}/visibility",
  summary:
    "Hide (0) or show (1) a tutorial: hidden, it leaves the list, search and sitemap, and its page, .torrent and web seed answer 404",
  request: {
    params: rowIdParam,
    body: formBody(setVisibilitySchema.omit({ id: true }).openapi("SetTutorialVisibilityBody")),
  },
  responses: {
    200: changed("Changed"),
    ...adminOnlyResponses,
    404: jsonContent(ErrorSchema, "No such tutorial"),
    ...staleEditResponse,
    422: jsonContent(ValidationErrorSchema, "A status other than 0 or 1, or no updated_at"),
  },
});

export const deleteTutorial = createRoute({
  ...adminCall,
  method: "post",
  path: "/admin/tutorials/{id}/delete",
  summary: "Delete a tutorial with its files",
  request: {
    params: rowIdParam,
    body: formBody(deleteContentSchema.omit({ id: true }).openapi("DeleteTutorialBody")),
  },
  responses: {
    200: jsonContent(z.object({ message: z.string() }), "Deleted"),
    ...adminOnlyResponses,
    404: jsonContent(ErrorSchema, "No such tutorial"),
    ...staleEditResponse,
    422: jsonContent(ValidationErrorSchema, "No updated_at"),
  },
});

export const uploadTutorialFiles = createRoute({
  ...adminCall,
  method: "post",
  path: "/admin/tutorials/upload",
  summary: "Upload files into a tutorial: each added, or replacing the file at its path",
  description:
    "Multipart: `tutorial_id`, `updated_at`, one or several `files` parts and, in their order, `paths` " +
    "(repeated parts, or one text with a line per file; missing or empty: the file's own name) for each " +
    "file's path inside the torrent. A path the tutorial has replaces that file in its place; others are " +
    "added at the end. `folder_name` names the folder a torrent of several files downloads into (empty: " +
    `the current one, else the slug). Each file at most ${formatFileSize(TUTORIAL_FILE_MAX_BYTES)}, one ` +
    `upload at most ${formatFileSize(TUTORIAL_UPLOAD_MAX_BYTES)}, a tutorial at most ` +
    `${formatFileSize(TUTORIAL_MAX_BYTES)} and ${TUTORIAL_MAX_FILES} files (422 on \`files\`). ` +
    `${TORRENT_REBUILT} Served as a download whatever it holds; HTML and SVG as application/octet-stream.`,
  request: {
    body: formBody(
      uploadTutorialFilesSchema.safeExtend({ files: fileParts }).openapi("UploadTutorialFilesBody", {
        example: {
          tutorial_id: "1",
          updated_at: "2026-05-06T14:30:00.000Z",
          paths: "exercises/01-select.sql",
          folder_name: "sql-course",
        },
      }),
    ),
  },
  responses: {
    200: changed("Uploaded; the message counts the files added and replaced"),
    ...adminOnlyResponses,
    404: jsonContent(ErrorSchema, "No such tutorial"),
    ...staleEditResponse,
    413: jsonContent(ErrorSchema, "The request is larger than 65 MB"),
    422: jsonContent(
      ValidationErrorSchema,
      "No file, a file or upload over its cap, a path a torrent cannot hold or that clashes with another",
    ),
  },
});

export const renameTutorialFile = createRoute({
  ...adminCall,
  method: "post",
  path: "/admin/tutorials/{id}/files/{fileId}/rename",
  summary: "Give a tutorial's file a new path inside the torrent",
  description: TORRENT_REBUILT,
  request: {
    params: fileParams,
    body: formBody(
      renameTutorialFileSchema.omit({ tutorial_id: true, file_id: true }).openapi("RenameTutorialFileBody", {
        example: { path: "exercises/02-joins.sql", updated_at: "2026-05-06T14:30:00.000Z" },
      }),
    ),
  },
  responses: {
    200: changed("Renamed"),
    ...adminOnlyResponses,
    404: jsonContent(ErrorSchema, "No such tutorial, or no such file in it"),
    ...staleEditResponse,
    422: jsonContent(ValidationErrorSchema, "A path a torrent cannot hold, or another file's"),
  },
});

export const removeTutorialFile = createRoute({
  ...adminCall,
  method: "post",
  path: "/admin/tutorials/{id}/files/{fileId}/delete",
  summary: "Remove a file from a tutorial (the last one leaves it without a torrent)",
  description: TORRENT_REBUILT,
  request: {
    params: fileParams,
    body: formBody(
      removeTutorialFileSchema.omit({ tutorial_id: true, file_id: true }).openapi("RemoveTutorialFileBody"),
    ),
  },
  responses: {
    200: changed("Removed"),
    ...adminOnlyResponses,
    404: jsonContent(ErrorSchema, "No such tutorial, or no such file in it"),
    ...staleEditResponse,
    422: jsonContent(ValidationErrorSchema, "No updated_at"),
  },
});

export const reorderTutorialFiles = createRoute({
  ...adminCall,
  method: "post",
  path: "/admin/tutorials/{id}/files/order",
  summary: "Put a tutorial's files in a new order",
  description: `\`file_ids\`: every file's id once, in the new order ("3,1,2"). ${TORRENT_REBUILT}`,
  request: {
    params: rowIdParam,
    body: formBody(
      reorderTutorialFilesSchema.omit({ tutorial_id: true }).openapi("ReorderTutorialFilesBody", {
        example: { file_ids: "3,1,2", updated_at: "2026-05-06T14:30:00.000Z" },
      }),
    ),
  },
  responses: {
    200: changed("Reordered"),
    ...adminOnlyResponses,
    404: jsonContent(ErrorSchema, "No such tutorial"),
    ...staleEditResponse,
    422: jsonContent(ValidationErrorSchema, "Ids that are not each of the tutorial's files once"),
  },
});

export const renameTutorialFolder = createRoute({
  ...adminCall,
  method: "post",
  path: "/admin/tutorials/{id}/folder",
  summary: "Rename the folder a tutorial of several files downloads into",
  description: TORRENT_REBUILT,
  request: {
    params: rowIdParam,
    body: formBody(
      renameTutorialFolderSchema.omit({ tutorial_id: true }).openapi("RenameTutorialFolderBody", {
        example: { folder_name: "sql-course", updated_at: "2026-05-06T14:30:00.000Z" },
      }),
    ),
  },
  responses: {
    200: changed("Renamed"),
    ...adminOnlyResponses,
    404: jsonContent(ErrorSchema, "No such tutorial"),
    ...staleEditResponse,
    422: jsonContent(ValidationErrorSchema, "A name a torrent cannot hold, or a tutorial of one file"),
  },
});
