import { createRoute, z } from "@hono/zod-openapi";
import { brandIdSchema, saveBrandSchema } from "../../../shared/brands/brand-schemas.ts";
import { requireAdmin } from "../../http/auth.ts";
import {
  adminOnlyResponses,
  ErrorSchema,
  jsonContent,
  jsonOrFormBody,
  refuseMissingBody,
  staleEditResponse,
  ValidationErrorSchema,
} from "../router.ts";

const adminCall = { tags: ["Brands"], middleware: requireAdmin, security: [{ bearerAuth: [] }] };

/** SPEC.md §3 "Brand", plus the times an editor needs (`updated_at` is the edit's version). */
export const BrandSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    description: z.string().nullable(),
    status: z.union([z.literal(1), z.literal(0)]).openapi({ description: "1 Active, 0 Inactive" }),
    created_at: z.string().openapi({ description: "ISO 8601" }),
    updated_at: z
      .string()
      .openapi({ description: "ISO 8601; send it back with `brands/save` when editing this brand" }),
  })
  .openapi("Brand");

const idParam = brandIdSchema.shape.id.openapi({
  param: { name: "id", in: "path" },
  type: "integer",
  minimum: 1,
  example: 1,
});

export const allBrandList = createRoute({
  ...adminCall,
  method: "get",
  path: "/brands/allbrandlist",
  summary: "Every brand, newest first",
  responses: {
    200: jsonContent(z.object({ data: z.array(BrandSchema) }), "The brands"),
    ...adminOnlyResponses,
  },
});

export const brandRow = createRoute({
  ...adminCall,
  method: "get",
  path: "/brands/brandrow/{id}",
  summary: "One brand, for its edit form",
  request: { params: z.object({ id: idParam }) },
  responses: {
    200: jsonContent(z.object({ data: BrandSchema }), "The brand"),
    ...adminOnlyResponses,
    404: jsonContent(ErrorSchema, "No such brand"),
    422: jsonContent(ValidationErrorSchema, "An id that is not a whole number"),
  },
});

export const deleteBrand = createRoute({
  ...adminCall,
  method: "get",
  path: "/brands/delete/{id}",
  summary: "Delete a brand",
  description:
    "SPEC.md §7 makes this a GET; it is kept for Bearer clients. The site's own pages delete through a " +
    "POST form, since with a cookie session a GET never changes anything.",
  request: { params: z.object({ id: idParam }) },
  responses: {
    200: jsonContent(z.object({ message: z.string() }), "Deleted"),
    ...adminOnlyResponses,
    404: jsonContent(ErrorSchema, "No such brand"),
    422: jsonContent(ValidationErrorSchema, "An id that is not a whole number"),
  },
});

export const saveBrand = createRoute({
  ...adminCall,
  middleware: [requireAdmin, refuseMissingBody(saveBrandSchema)] as const,
  method: "post",
  path: "/brands/save",
  summary: "Add a brand, or edit one (with `id` and the `updated_at` read with it)",
  description:
    "The body, which is required, is JSON (SPEC.md §7) or, with the same fields, a form; a missing one is answered 422.",
  request: {
    body: jsonOrFormBody(
      saveBrandSchema.openapi("SaveBrandBody", {
        example: { name: "Acme Cloud", description: "Cloud training partner", status: "Active" },
      }),
    ),
  },
  responses: {
    200: jsonContent(z.object({ message: z.string(), data: BrandSchema }), "Saved"),
    ...adminOnlyResponses,
    404: jsonContent(ErrorSchema, "No brand has this id"),
    ...staleEditResponse,
    422: jsonContent(
      ValidationErrorSchema,
      "Missing or invalid name or status (Active or Inactive), or `updated_at` missing when editing",
    ),
  },
});
