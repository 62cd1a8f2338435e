import { createRoute, z } from "@hono/zod-openapi";
import { checkoutSchema } from "../../../shared/store/store-schemas.ts";
import { requireUser } from "../../http/auth.ts";
import {
  ErrorSchema,
  formBody,
  jsonContent,
  rateLimitedResponse,
  unauthenticatedResponse,
  ValidationErrorSchema,
} from "../router.ts";

export const createPaymentIntent = createRoute({
  tags: ["Payment"],
  middleware: requireUser,
  security: [{ bearerAuth: [] }],
  method: "post",
  path: "/payment/create-payment-intent",
  summary: "Order the cart and open a card checkout; send the buyer to `checkout_url`",
  description:
    "Prices come from the database: `amount` (the total after any coupon) and each item's `price` are what the buyer saw, " +
    "and a difference is refused with 422. `success_url` and `cancel_url` must be on this site; the order's number is added " +
    "to both as `order`. Without Stripe configured, `checkout_url` is the site's TEST MODE checkout page. After ten refused " +
    "coupon codes within an hour, every coupon is refused to the buyer for the rest of it (429, with the message under " +
    "`errors.coupon` too), so that codes cannot be found by guessing.",
  request: {
    body: formBody(
      checkoutSchema.openapi("CreatePaymentIntentBody", {
        example: {
          cart: '[{"id":1,"name":"Java Developer Interview Guide","slug":"java-developer-interview-guide","image":"","price":"19.99"}]',
          amount: "19.99",
          success_url: "https://www.w3programmer.com/payment-success",
          cancel_url: "https://www.w3programmer.com/payment-cancel",
          coupon: "WELCOME10",
        },
      }),
    ),
  },
  responses: {
    200: jsonContent(
      z.object({
        checkout_url: z.string().openapi({ description: "Where to send the buyer's browser" }),
        orderId: z.string().openapi({ description: "The new order's number", example: "ORD-3F9A0C12B4" }),
      }),
      "The checkout is open",
    ),
    ...unauthenticatedResponse,
    422: jsonContent(
      ValidationErrorSchema,
      "Invalid cart, amount or prices that differ from the database, an item not for sale or already owned, a return URL on another site, a coupon that cannot be used",
    ),
    409: jsonContent(
      ErrorSchema,
      "A newer checkout of the same buyer, for a book of this cart or with its coupon, replaced this one before it opened: pay in the newest",
    ),
    ...rateLimitedResponse,
    503: jsonContent(ErrorSchema, "The payment provider did not answer: Unable to process payment."),
  },
});

export const paymentWebhook = createRoute({
  tags: ["Payment"],
  method: "post",
  path: "/payment/webhook",
  summary: "Stripe's webhook (not a client call): checkout and refund events, checked by their signature",
  description:
    "The `Stripe-Signature` header is verified on the raw body with STRIPE_WEBHOOK_SECRET. Each event is acted on once " +
    "(its id is stored): checkout.session.completed and async_payment_succeeded fulfill the order, expired and " +
    "async_payment_failed end it, charge.refunded (full refunds) revokes its e-books.",
  request: {
    headers: z.object({ "stripe-signature": z.string().optional() }),
  },
  responses: {
    200: jsonContent(z.object({ received: z.boolean() }), "Handled (or already handled)"),
    400: jsonContent(
      ErrorSchema,
      "Missing or wrong signature, or a signed body that is not a Stripe event: nothing was done",
    ),
    404: jsonContent(ErrorSchema, "Stripe is not configured"),
  },
});
