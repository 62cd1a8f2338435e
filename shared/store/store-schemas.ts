/**
 * Input of the store's operations, for the API (POST /payment/create-payment-intent) and the
 * /payment page's action alike. What needs the database or the configuration (prices, the
 * site's own origin, the coupon's rules) is checked by server/services/orders.
 */
import { z } from "zod";
import { MAX_INT4, recordId } from "../forms/schema-fields.ts";
import { isPlainAmount, MAX_PAYMENT_CENTS, toCents } from "./money.ts";
import { MAX_CART_ITEMS, StoreMessages } from "./store-messages.ts";

/**
 * A price or amount as a client sends it: "19.99", "19.9", 19.99. Read as whole cents. With
 * `tooLarge`, an amount above MAX_PAYMENT_CENTS (the most one payment may be) is refused with it.
 */
export function money(required: string, invalid: string, tooLarge?: string) {
  return z
    .union([z.string(), z.number()], {
      error: (issue) => (issue.input === undefined ? required : invalid),
    })
    .transform((value, context) => {
      if (value === "") {
        context.addIssue({ code: "custom", message: required });
        return z.NEVER;
      }
      const cents = toCents(value);
      if (tooLarge && (cents === undefined ? isPlainAmount(value) : cents > MAX_PAYMENT_CENTS)) {
        context.addIssue({ code: "custom", message: tooLarge });
        return z.NEVER;
      }
      if (cents === undefined) {
        context.addIssue({ code: "custom", message: invalid });
        return z.NEVER;
      }
      return cents;
    });
}

/**
 * One cart item as SPEC.md §3 stores it (id, name, slug, image, price); only the id and the
 * price the buyer saw matter here, the rest is the browser's and is ignored.
 */
const cartLine = z.object(
  {
    id: recordId("item id"),
    price: money("The item price field is required.", StoreMessages.amountInvalid),
  },
  { error: StoreMessages.cartNotAList },
);

/** The multipart `cart` field: the cart's JSON text (a JSON list is taken as is). */
const cartField = z
  // A JSON list of objects (the API), or its text (a form field); each line is checked below. The
  // list's items are described to OpenAPI as objects (z.unknown() has no type of its own).
  .union([z.string(), z.array(z.unknown()).meta({ type: "array", items: { type: "object" } })], {
    error: (issue) => (issue.input === undefined ? StoreMessages.cartRequired : StoreMessages.cartNotAList),
  })
  .transform((value, context) => {
    if (Array.isArray(value)) return value;
    if (value.trim() === "") {
      context.addIssue({ code: "custom", message: StoreMessages.cartRequired });
      return z.NEVER;
    }
    try {
      return JSON.parse(value) as unknown;
    } catch {
      context.addIssue({ code: "custom", message: StoreMessages.cartNotAList });
      return z.NEVER;
    }
  })
  .pipe(
    z
      .array(cartLine, { error: StoreMessages.cartNotAList })
      .min(1, { error: StoreMessages.cartEmpty })
      .max(MAX_CART_ITEMS, { error: StoreMessages.cartTooLarge })
      .refine((lines) => new Set(lines.map((line) => line.id)).size === lines.length, {
        error: StoreMessages.duplicateItem,
      }),
  );

function returnUrl(field: string) {
  const label = field.replace("_", " ");
  const required = `The ${label} field is required.`;
  return z
    .string({ error: (issue) => (issue.input === undefined ? required : StoreMessages.urlInvalid(label)) })
    .trim()
    .min(1, { error: required, abort: true })
    .max(2000, { error: StoreMessages.urlInvalid(label), abort: true })
    .pipe(z.url({ protocol: /^https?$/, error: StoreMessages.urlInvalid(label) }));
}

/** A coupon code as typed: letters, digits, "-" and "_"; blank means none. Compared upper-case. */
export const couponCode = z
  .string({ error: StoreMessages.couponInvalid })
  .trim()
  .max(40, { error: StoreMessages.couponInvalid })
  .refine((code) => code === "" || /^[A-Za-z0-9_-]+$/.test(code), { error: StoreMessages.couponInvalid })
  .nullish()
  .transform((code) => (code ? code.toUpperCase() : null));

export const checkoutSchema = z.object({
  cart: cartField,
  amount: money(StoreMessages.amountRequired, StoreMessages.amountInvalid, StoreMessages.orderTooLarge),
  success_url: returnUrl("success_url"),
  cancel_url: returnUrl("cancel_url"),
  coupon: couponCode,
});
export type CheckoutInput = z.infer<typeof checkoutSchema>;

/** A quote for /payment: the cart's ids and an optional coupon, before anything is ordered. */
export const quoteSchema = z.object({
  ids: z
    .string({ error: StoreMessages.cartNotAList })
    .trim()
    // Longer than the largest cart's ids could be written: a cart too large (or not a cart).
    .max(MAX_CART_ITEMS * 11, { error: StoreMessages.cartTooLarge, abort: true })
    .refine((ids) => ids === "" || /^\d{1,10}(,\d{1,10})*$/.test(ids), { error: StoreMessages.cartNotAList })
    // An id past PostgreSQL's integer names no row: left out rather than sent to the database.
    .transform((ids) => [
      ...new Set(
        ids === ""
          ? []
          : ids
              .split(",")
              .map(Number)
              .filter((id) => id >= 1 && id <= MAX_INT4),
      ),
    ])
    .refine((ids) => ids.length <= MAX_CART_ITEMS, { error: StoreMessages.cartTooLarge }),
  coupon: couponCode,
});
export type QuoteInput = z.infer<typeof quoteSchema>;
