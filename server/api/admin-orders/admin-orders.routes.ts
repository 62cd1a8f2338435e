/** The orders screen's calls: admin only; a refund needs a recent login and is audited. */
import { createRoute, z } from "@hono/zod-openapi";
import { ORDER_CLOSED_REASONS, ORDER_PAYMENT_STATUSES } from "../../../shared/store/store-admin-messages.ts";
import { listAdminOrdersSchema, refundOrderSchema } from "../../../shared/store/store-admin-schemas.ts";
import { requireAdmin } from "../../http/auth.ts";
import {
  adminOnlyResponses,
  ErrorSchema,
  formBody,
  jsonContent,
  PaginationSchema,
  rowIdParam,
  ValidationErrorSchema,
} from "../router.ts";

const adminCall = { tags: ["Admin: orders"], middleware: requireAdmin, security: [{ bearerAuth: [] }] };

const orderRowFields = {
  id: z.number().int(),
  orderId: z.string().openapi({ description: "The order's code (ORD-…), as billing shows it" }),
  total_amount: z.string().openapi({ example: "19.99" }),
  currency: z.string(),
  payment_status: z.enum(ORDER_PAYMENT_STATUSES),
  provider: z.string(),
  buyer: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
  created_at: z.string().openapi({ description: "ISO 8601" }),
  paid_at: z.string().nullable(),
  refunded_at: z.string().nullable(),
};
export const AdminOrderRowSchema = z.object(orderRowFields).openapi("AdminOrderRow");
export const AdminOrderSchema = z
  .object({
    ...orderRowFields,
    subtotal_amount: z.string(),
    discount_amount: z.string(),
    coupon_code: z.string().nullable(),
    provider_payment_id: z.string().nullable(),
    provider_refund_id: z.string().nullable(),
    items: z.array(
      z.object({
        id: z.number().int(),
        service_id: z.number().int(),
        product: z.string(),
        service_amount: z.string(),
      }),
    ),
    events: z.array(
      z.object({
        id: z.number().int(),
        provider: z.string(),
        event_id: z.string(),
        type: z.string(),
        received_at: z.string(),
      }),
    ),
    refund: z
      .object({
        refunded_at: z.string().openapi({ description: "ISO 8601" }),
        refunded_by: z.string().openapi({
          description:
            "The admin's email, `npm run order:refund`, or the provider (stripe) when the refund or lost chargeback was its own",
        }),
        amount: z.string().openapi({ example: "19.99" }),
      })
      .nullable()
      .openapi({ description: "The refund, once the order is refunded (null before)" }),
    closed_by: z
      .object({
        reason: z.enum(ORDER_CLOSED_REASONS).openapi({
          description:
            "`replaced`: a newer checkout of the buyer's replaced it; `bought`: its books were bought in that order",
        }),
        id: z.number().int(),
        orderId: z.string().openapi({ description: "That order's code (ORD-…)" }),
      })
      .nullable()
      .openapi({
        description:
          "For a checkout another order of the buyer's closed: why, and which order (null for any other order)",
      }),
  })
  .openapi("AdminOrder");

export const listOrders = createRoute({
  ...adminCall,
  method: "get",
  path: "/admin/orders",
  summary: "Every order, newest first (25 a page): by order code, buyer email or name, payment status",
  request: {
    query: z.object({
      search: listAdminOrdersSchema.shape.search.openapi({
        description: "An order code (ORD-…), or part of the buyer's email or name",
        example: "ada@example.com",
      }),
      status: listAdminOrdersSchema.shape.status.openapi({
        type: "string",
        enum: [...ORDER_PAYMENT_STATUSES],
      }),
      page: listAdminOrdersSchema.shape.page.openapi({ type: "integer", minimum: 1, example: 1 }),
    }),
  },
  responses: {
    200: jsonContent(
      z.object({ data: z.array(AdminOrderRowSchema), pagination: PaginationSchema }),
      "A page of orders",
    ),
    ...adminOnlyResponses,
    422: jsonContent(ValidationErrorSchema, "A bad page or status, or an over-long search"),
  },
});

export const getOrder = createRoute({
  ...adminCall,
  method: "get",
  path: "/admin/orders/{id}",
  summary: "One order: its items, buyer, coupon, payment status and the provider's events",
  request: { params: rowIdParam },
  responses: {
    200: jsonContent(z.object({ data: AdminOrderSchema }), "The order"),
    ...adminOnlyResponses,
    404: jsonContent(ErrorSchema, "No such order"),
    422: jsonContent(ValidationErrorSchema, "An id that is not a whole number"),
  },
});

export const refundOrder = createRoute({
  ...adminCall,
  method: "post",
  path: "/admin/orders/{id}/refund",
  summary: "Refund a paid order in full (at its provider too) and revoke the e-books it granted",
  description:
    "The same refund as `npm run order:refund`, recorded in the audit log as the admin's. Needs a login " +
    "from the last 15 minutes, or `password` given again: without it the answer is 403 with " +
    '"Enter your password again to refund an order."; a wrong one is 422 on `password`.',
  request: {
    params: rowIdParam,
    body: formBody(refundOrderSchema.omit({ id: true }).openapi("RefundOrderBody")),
  },
  responses: {
    200: jsonContent(z.object({ message: z.string(), data: AdminOrderSchema }), "Refunded"),
    ...adminOnlyResponses,
    403: jsonContent(
      ErrorSchema,
      "Not an administrator, or the login is not recent and no password was given",
    ),
    404: jsonContent(ErrorSchema, "No such order"),
    409: jsonContent(ErrorSchema, "The order is not paid (pending, failed, cancelled or already refunded)"),
    422: jsonContent(ValidationErrorSchema, "A wrong password"),
    429: jsonContent(ErrorSchema, "Too many wrong passwords"),
  },
});
