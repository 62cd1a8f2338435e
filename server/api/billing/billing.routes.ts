import { createRoute, z } from "@hono/zod-openapi";
import { requireUser } from "../../http/auth.ts";
import {
  ErrorSchema,
  ValidationErrorSchema,
  integerParam,
  jsonContent,
  unauthenticatedResponse,
} from "../router.ts";
import { MAX_INT4 } from "../../../shared/forms/schema-fields.ts";
import { money } from "../store/store.routes.ts";

const userCall = { tags: ["Billing"], middleware: requireUser, security: [{ bearerAuth: [] }] };

const BillingOrderSchema = z
  .object({
    id: z.number().int().openapi({ description: "The `id` of getBillingrows" }),
    orderId: z
      .string()
      .openapi({ description: "The order number shown to the buyer", example: "ORD-3F9A0C12B4" }),
    total_amount: money("What was charged"),
    subtotal_amount: money("The items' prices before the discount"),
    discount_amount: money("The coupon's discount"),
    coupon_code: z.string().nullable(),
    created_at: z.string().openapi({ description: "ISO 8601" }),
    payment_status: z.enum(["pending", "paid", "failed", "cancelled", "refunded"]),
  })
  .openapi("BillingOrder");

export const getBillingDetails = createRoute({
  ...userCall,
  method: "get",
  path: "/billing/getBillingDetails",
  summary: "The user's orders, newest first",
  responses: {
    200: jsonContent(
      z.object({ data: z.array(BillingOrderSchema), currency: z.string().openapi({ example: "$" }) }),
      "The orders and the currency symbol to show with their amounts",
    ),
    ...unauthenticatedResponse,
  },
});

export const getBillingrows = createRoute({
  ...userCall,
  method: "get",
  path: "/billing/getBillingrows",
  summary: "The items of one of the user's orders",
  request: {
    query: z.object({
      id: integerParam({ field: "id", min: 1, max: MAX_INT4, param: { name: "id", in: "query" } }),
    }),
  },
  responses: {
    200: jsonContent(
      z.object({
        data: z.array(
          z
            .object({ id: z.number().int(), product: z.string(), service_amount: money("The price paid") })
            .openapi("OrderRow"),
        ),
      }),
      "The order's items",
    ),
    ...unauthenticatedResponse,
    404: jsonContent(ErrorSchema, "Not one of the user's orders"),
    422: jsonContent(ValidationErrorSchema, "id is not a whole number"),
  },
});
