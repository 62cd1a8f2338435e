/** The guides and e-books editor's calls: admin only, every change audited, stale edits refused. */
import { createRoute, z } from "@hono/zod-openapi";
import { deleteContentSchema, setVisibilitySchema } from "../../../shared/admin/content-schemas.ts";
import { SERVICE_KIND_VALUES, SERVICE_SORTS } from "../../../shared/store/store-admin-messages.ts";
import { listServicesSchema, saveServiceSchema } from "../../../shared/store/store-admin-schemas.ts";
import { requireAdmin } from "../../http/auth.ts";
import {
  ErrorSchema,
  PaginationSchema,
  ValidationErrorSchema,
  adminOnlyResponses,
  filePart,
  formBody,
  rowIdParam,
  jsonContent,
  staleEditResponse,
} from "../router.ts";

const adminCall = {
  tags: ["Admin: guides and e-books"],
  middleware: requireAdmin,
  security: [{ bearerAuth: [] }],
};

export const AdminServiceSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    slug: z.string().openapi({ description: "Its public page is /guide-details/{slug}" }),
    kind: z.enum(SERVICE_KIND_VALUES),
    price: z.string().openapi({ example: "19.99" }),
    old_price: z.string().nullable(),
    instructor: z.string().nullable(),
    star: z
      .number()
      .openapi({ description: "The rating the store shows, out of 5; 0 until it is rated", example: 4.5 }),
    description_short: z.string().nullable(),
    description_full: z.string().nullable().openapi({ description: "Sanitized HTML" }),
    thumbnail: z.string().nullable().openapi({ description: "The cover image's address on the site" }),
    has_pdf: z.boolean().openapi({ description: "Whether a PDF is stored for buyers to read" }),
    status: z.number().int().openapi({ description: "1 visible, 0 hidden" }),
    sold_count: z.number().int().openapi({
      description:
        "Copies sold: lines of paid orders (pending, failed and refunded ones sold nothing). One any order names cannot be deleted",
    }),
    owner_count: z.number().int(),
    created_at: z.string().openapi({ description: "ISO 8601" }),
    updated_at: z.string().openapi({ description: "ISO 8601; the version to send back with a change" }),
  })
  .openapi("AdminService");

export const listServices = createRoute({
  ...adminCall,
  method: "get",
  path: "/admin/services",
  summary: "Guides and e-books, hidden ones included (25 a page)",
  request: {
    query: z.object({
      search: listServicesSchema.shape.search.openapi({ description: "Words of the title", example: "java" }),
      kind: listServicesSchema.shape.kind.openapi({ type: "string", enum: [...SERVICE_KIND_VALUES] }),
      sort: listServicesSchema.shape.sort.openapi({ type: "string", enum: [...SERVICE_SORTS] }),
      page: listServicesSchema.shape.page.openapi({ type: "integer", minimum: 1, example: 1 }),
    }),
  },
  responses: {
    200: jsonContent(
      z.object({ data: z.array(AdminServiceSchema), pagination: PaginationSchema }),
      "A page of guides and e-books",
    ),
    ...adminOnlyResponses,
    422: jsonContent(ValidationErrorSchema, "A bad page, kind or sort, or an over-long search"),
  },
});

export const getService = createRoute({
  ...adminCall,
  method: "get",
  path: "/admin/services/{id}",
  summary: "One guide or e-book, for its edit form",
  request: { params: rowIdParam },
  responses: {
    200: jsonContent(z.object({ data: AdminServiceSchema }), "The guide or e-book"),
    ...adminOnlyResponses,
    404: jsonContent(ErrorSchema, "No such guide or e-book"),
    422: jsonContent(ValidationErrorSchema, "An id that is not a whole number"),
  },
});

export const saveService = createRoute({
  ...adminCall,
  method: "post",
  path: "/admin/services/save",
  summary: "Add a guide or e-book, or edit one (with `id` and the `updated_at` read with it)",
  description:
    "Multipart. `price` above 0 and `old_price` empty or above it, as decimal money. `thumbnail` must be a " +
    "PNG or JPEG of at most 2 MB, `pdf` a PDF of at most 20 MB, both checked by their bytes; an absent or " +
    "empty file part keeps the current file. A new `pdf` reaches every owner (their copy is stamped again " +
    "on their next read) and each is mailed. An empty `slug` is made from the title.",
  request: {
    body: formBody(
      saveServiceSchema
        .safeExtend({
          thumbnail: filePart("PNG or JPEG, at most 2 MB"),
          pdf: filePart("The PDF buyers read, at most 20 MB"),
        })
        .openapi("SaveServiceBody", {
          example: {
            title: "Go Interview Guide",
            kind: "ebook",
            price: "19.99",
            old_price: "29.99",
            status: "1",
          },
        }),
    ),
  },
  responses: {
    200: jsonContent(z.object({ message: z.string(), data: AdminServiceSchema }), "Saved"),
    ...adminOnlyResponses,
    404: jsonContent(ErrorSchema, "No guide or e-book has this id"),
    ...staleEditResponse,
    413: jsonContent(ErrorSchema, "The request is larger than 24 MB"),
    422: jsonContent(
      ValidationErrorSchema,
      "A missing title, kind, price or status, a bad price, a taken slug, a file that is not a PNG/JPEG or a PDF",
    ),
  },
});

export const setServiceVisibility = createRoute({
  ...adminCall,
  method: "post",
  path: "/admin/services/{id}/visibility",
  summary: "Hide (0) or show (1) a guide or e-book: hidden, it leaves the store and cannot be bought",
  request: {
    params: rowIdParam,
    body: formBody(setVisibilitySchema.omit({ id: true }).openapi("SetServiceVisibilityBody")),
  },
  responses: {
    200: jsonContent(z.object({ message: z.string(), data: AdminServiceSchema }), "Changed"),
    ...adminOnlyResponses,
    404: jsonContent(ErrorSchema, "No such guide or e-book"),
    ...staleEditResponse,
    422: jsonContent(ValidationErrorSchema, "A status other than 0 or 1, or no updated_at"),
  },
});

export const deleteService = createRoute({
  ...adminCall,
  method: "post",
  path: "/admin/services/{id}/delete",
  summary: "Delete a guide or e-book nobody has bought",
  description:
    "Refused with 409 once sold (hide it instead), and when it changed since `updated_at` was read.",
  request: {
    params: rowIdParam,
    body: formBody(deleteContentSchema.omit({ id: true }).openapi("DeleteServiceBody")),
  },
  responses: {
    200: jsonContent(z.object({ message: z.string() }), "Deleted"),
    ...adminOnlyResponses,
    404: jsonContent(ErrorSchema, "No such guide or e-book"),
    409: jsonContent(ErrorSchema, "Sold, or changed by someone else since it was read"),
    422: jsonContent(ValidationErrorSchema, "No updated_at"),
  },
});
