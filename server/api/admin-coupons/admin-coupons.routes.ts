/** The coupon editor's calls: admin only, every change audited. */
import { createRoute, z } from "@hono/zod-openapi";
import { deleteContentSchema } from "../../../shared/admin/content-schemas.ts";
import {
  listCouponsSchema,
  saveCouponSchema,
  setCouponStatusSchema,
} from "../../../shared/store/store-admin-schemas.ts";
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

const adminCall = { tags: ["Admin: coupons"], middleware: requireAdmin, security: [{ bearerAuth: [] }] };

export const AdminCouponSchema = z
  .object({
    id: z.number().int(),
    code: z.string().openapi({ example: "SPRING25" }),
    kind: z.enum(["percent", "fixed"]),
    amount: z.string().openapi({ description: "Percent, or dollars off", example: "25.00" }),
    expires_at: z.string().openapi({ description: "ISO 8601" }),
    max_uses: z.number().int(),
    used_count: z.number().int(),
    status: z.number().int().openapi({ description: "1 enabled, 0 disabled" }),
    created_at: z.string(),
    updated_at: z.string().openapi({ description: "ISO 8601; the version to send back with a change" }),
  })
  .openapi("AdminCoupon");

const couponAnswer = jsonContent(z.object({ message: z.string(), data: AdminCouponSchema }), "Saved");

export const listCoupons = createRoute({
  ...adminCall,
  method: "get",
  path: "/admin/coupons",
  summary: "Coupons, newest first (25 a page), searched by part of the code",
  request: {
    query: z.object({
      search: listCouponsSchema.shape.search.openapi({ example: "SPRING" }),
      page: listCouponsSchema.shape.page.openapi({ type: "integer", minimum: 1, example: 1 }),
    }),
  },
  responses: {
    200: jsonContent(z.object({ data: z.array(AdminCouponSchema), pagination: PaginationSchema }), "A page"),
    ...adminOnlyResponses,
    422: jsonContent(ValidationErrorSchema, "A bad page or an over-long search"),
  },
});

export const getCoupon = createRoute({
  ...adminCall,
  method: "get",
  path: "/admin/coupons/{id}",
  summary: "One coupon, for its edit form",
  request: { params: rowIdParam },
  responses: {
    200: jsonContent(z.object({ data: AdminCouponSchema }), "The coupon"),
    ...adminOnlyResponses,
    404: jsonContent(ErrorSchema, "No such coupon"),
    422: jsonContent(ValidationErrorSchema, "An id that is not a whole number"),
  },
});

export const saveCoupon = createRoute({
  ...adminCall,
  method: "post",
  path: "/admin/coupons/save",
  summary: "Add a coupon, or edit one (with `id` and the `updated_at` read with it)",
  description:
    "The code is kept upper-case (1 to 40 letters, digits, - or _) and must be free; a percentage is at most " +
    "100; a date alone for `expires_at` means the end of that day (UTC); the cap never below the uses taken.",
  request: { body: formBody(saveCouponSchema.openapi("SaveCouponBody")) },
  responses: {
    200: couponAnswer,
    ...adminOnlyResponses,
    404: jsonContent(ErrorSchema, "No coupon has this id"),
    ...staleEditResponse,
    422: jsonContent(ValidationErrorSchema, "A bad or taken code, amount, date or cap"),
  },
});

export const setCouponStatus = createRoute({
  ...adminCall,
  method: "post",
  path: "/admin/coupons/{id}/status",
  summary: "Enable (1) or disable (0) a coupon: disabled, checkout refuses it",
  request: {
    params: rowIdParam,
    body: formBody(setCouponStatusSchema.omit({ id: true }).openapi("SetCouponStatusBody")),
  },
  responses: {
    200: couponAnswer,
    ...adminOnlyResponses,
    404: jsonContent(ErrorSchema, "No such coupon"),
    ...staleEditResponse,
    422: jsonContent(ValidationErrorSchema, "A status other than 0 or 1, or no updated_at"),
  },
});

export const deleteCoupon = createRoute({
  ...adminCall,
  method: "post",
  path: "/admin/coupons/{id}/delete",
  summary: "Delete a coupon that no order names",
  description:
    "For a coupon added by mistake. Refused with 409 while any order (of any status) names it: disable it " +
    "instead, so that checkout refuses it; and when it changed since `updated_at` was read.",
  request: {
    params: rowIdParam,
    body: formBody(deleteContentSchema.omit({ id: true }).openapi("DeleteCouponBody")),
  },
  responses: {
    200: jsonContent(z.object({ message: z.string() }), "Deleted"),
    ...adminOnlyResponses,
    404: jsonContent(ErrorSchema, "No such coupon"),
    409: jsonContent(ErrorSchema, "On orders, or changed by someone else since it was read"),
    422: jsonContent(ValidationErrorSchema, "No updated_at"),
  },
});
