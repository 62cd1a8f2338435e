/**
 * Input of the store's admin screens and their /api/admin calls (one schema per operation):
 * guides and e-books, coupons, orders. Files (a thumbnail, an e-book's PDF) are not text fields:
 * the API route and the page's action hand their bytes to the service, which checks them.
 */
import { z } from "zod";
import { secret } from "../accounts/account-schemas.ts";
import {
  optionalText,
  recordId,
  requiredText,
  searchText,
  singleLineText,
  wholeNumber,
  whenFieldsPass,
  dateTimeField,
} from "../forms/schema-fields.ts";
import { ADMIN_SEARCH_MAX_LENGTH } from "../admin/admin-messages.ts";
import {
  editableSlug,
  emptyIsAbsent,
  listPage,
  listSort,
  optionalChoice,
  optionalId,
  optionalVersion,
  requireVersionWithId,
  requiredChoice,
  visibility,
} from "../admin/content-schemas.ts";
import { editVersion } from "../admin/edit-version.ts";
import { toCents } from "./money.ts";
import { money } from "./store-schemas.ts";
import {
  COUPON_CODE,
  COUPON_CODE_MAX_LENGTH,
  COUPON_KIND_VALUES,
  COUPON_MAX_USES,
  INSTRUCTOR_MAX_LENGTH,
  CouponAdminMessages,
  ORDER_PAYMENT_STATUSES,
  SERVICE_DESCRIPTION_MAX_LENGTH,
  SERVICE_KIND_VALUES,
  SERVICE_SHORT_DESCRIPTION_MAX_LENGTH,
  SERVICE_SORTS,
  SERVICE_TITLE_MAX_LENGTH,
  ServiceAdminMessages,
} from "./store-admin-messages.ts";

/** The guides and e-books list: words of the title, one kind or both, the order, the page. */
export const listServicesSchema = z.object({
  search: searchText("search", ADMIN_SEARCH_MAX_LENGTH),
  kind: optionalChoice("kind", SERVICE_KIND_VALUES),
  sort: listSort(SERVICE_SORTS, "newest"),
  page: listPage,
});
export type ListServicesInput = z.infer<typeof listServicesSchema>;

/**
 * The star rating shown with a guide (SPEC.md §9: out of 5), in tenths as it is stored: "4.5" or
 * 4.5; 0, or an empty field, for one not rated yet. Read from a form's text or a client's number.
 */
const starRating = z
  .union([z.string(), z.number()], { error: ServiceAdminMessages.starInvalid })
  .transform((value, context) => {
    const text = String(value).trim();
    if (text === "") return 0;
    const star = Number(text);
    if (!/^\d(?:\.\d)?$/.test(text) || star > 5) {
      context.addIssue({ code: "custom", message: ServiceAdminMessages.starInvalid });
      return z.NEVER;
    }
    return star;
  });

/**
 * Add a guide or e-book (no id) or edit one at the version read. Prices are decimal money read
 * as whole cents: the price above 0, the old price (the struck-through one) empty or above it,
 * neither above the most one payment may be (MAX_PAYMENT_CENTS).
 * `description_full` is HTML, stored sanitised.
 */
export const saveServiceSchema = z
  .object({
    id: optionalId("id"),
    updated_at: optionalVersion,
    // Not aborting when empty: the prices' rule below still runs (whenFieldsPass).
    title: singleLineText("title", { max: SERVICE_TITLE_MAX_LENGTH, abortWhenEmpty: false }),
    slug: editableSlug(),
    kind: requiredChoice("kind", SERVICE_KIND_VALUES),
    price: money(
      ServiceAdminMessages.priceRequired,
      ServiceAdminMessages.priceInvalid,
      ServiceAdminMessages.priceTooHigh,
    ).refine((cents) => cents > 0, { error: ServiceAdminMessages.pricePositive }),
    old_price: z.preprocess(
      emptyIsAbsent,
      money(
        ServiceAdminMessages.oldPriceInvalid,
        ServiceAdminMessages.oldPriceInvalid,
        ServiceAdminMessages.oldPriceTooHigh,
      ).optional(),
    ),
    instructor: optionalText("author or instructor", INSTRUCTOR_MAX_LENGTH),
    // Left out, a new one starts unrated (0) and an edited one keeps its rating.
    star: starRating.optional(),
    description_short: optionalText("short description", SERVICE_SHORT_DESCRIPTION_MAX_LENGTH),
    description_full: optionalText("description", SERVICE_DESCRIPTION_MAX_LENGTH),
    status: visibility("visibility"),
  })
  .refine((value) => value.old_price === undefined || value.old_price > value.price, {
    path: ["old_price"],
    error: ServiceAdminMessages.oldPriceAbovePrice,
    when: whenFieldsPass("price", "old_price"),
  })
  .superRefine(requireVersionWithId);
export type SaveServiceInput = z.infer<typeof saveServiceSchema>;

/** The coupon list: part of the code, the page. */
export const listCouponsSchema = z.object({
  search: searchText("search", ADMIN_SEARCH_MAX_LENGTH),
  page: listPage,
});
export type ListCouponsInput = z.infer<typeof listCouponsSchema>;

/**
 * A coupon's amount: percent (above 0, at most 100, a rule on the whole coupon) or dollars off,
 * as decimal money read as whole cents ("12.5" → 1250).
 */
const couponAmount = requiredText("amount", { max: 20, abortWhenEmpty: false }).transform(
  (value, context) => {
    const cents = toCents(value);
    if (cents === undefined) {
      context.addIssue({ code: "custom", message: CouponAdminMessages.amountInvalid });
      return z.NEVER;
    }
    if (cents === 0) {
      context.addIssue({ code: "custom", message: CouponAdminMessages.amountPositive });
      return z.NEVER;
    }
    return cents;
  },
);

/**
 * The fields every coupon has, with the rules they follow whoever makes one (the admin area,
 * `npm run coupon:create`, the demo seed), named as the admin form's labels name them.
 */
const couponShape = {
  code: requiredText("code", { max: COUPON_CODE_MAX_LENGTH, abortWhenEmpty: false })
    .refine((value) => value === "" || COUPON_CODE.test(value), { error: CouponAdminMessages.codeInvalid })
    .transform((value) => value.toUpperCase()),
  kind: requiredChoice("discount", COUPON_KIND_VALUES),
  amount: couponAmount,
  expires_at: dateTimeField("valid until date"),
  max_uses: wholeNumber("usage cap", {
    min: 1,
    max: COUPON_MAX_USES,
    notWhole: "The usage cap must be a whole number of 1 or more.",
  }),
};

/** A percentage off is at most 100: checked once the discount and the amount are each right. */
function percentAtMost100<Schema extends z.ZodObject<typeof couponShape>>(schema: Schema) {
  return schema.refine((coupon) => coupon.kind !== "percent" || coupon.amount <= 100_00, {
    path: ["amount"],
    error: CouponAdminMessages.percentTooHigh,
    when: whenFieldsPass("kind", "amount"),
  });
}

/** A coupon as `npm run coupon:create` and the seed make it (the date may be past: a test's expired coupon). */
export const couponFieldsSchema = percentAtMost100(z.object(couponShape));
export type CouponFields = z.infer<typeof couponFieldsSchema>;

/**
 * Add a coupon (no id) or edit one at the version read. A new coupon must run until a day still
 * to come; an edit that moves the date into the past is refused by the service (it alone knows
 * the date stored), one that leaves it as it was saves.
 */
export const saveCouponSchema = percentAtMost100(
  z.object({
    id: optionalId("id"),
    updated_at: optionalVersion,
    ...couponShape,
    status: z.preprocess(emptyIsAbsent, visibility("status").optional().default(1)),
  }),
)
  .refine((coupon) => coupon.id !== undefined || coupon.expires_at.getTime() > Date.now(), {
    path: ["expires_at"],
    error: CouponAdminMessages.expiryPast,
    when: whenFieldsPass("id", "expires_at"),
  })
  .superRefine(requireVersionWithId);
export type SaveCouponInput = z.infer<typeof saveCouponSchema>;

/** Enable (1) or disable (0) a coupon at the version read. */
export const setCouponStatusSchema = z.object({
  id: recordId("id"),
  status: visibility(),
  updated_at: editVersion(),
});
export type SetCouponStatusInput = z.infer<typeof setCouponStatusSchema>;

/** The orders list: an order code, or part of the buyer's email or name; a payment status; the page. */
export const listAdminOrdersSchema = z.object({
  search: searchText("search", ADMIN_SEARCH_MAX_LENGTH),
  status: optionalChoice("payment status", ORDER_PAYMENT_STATUSES),
  page: listPage,
});
export type ListAdminOrdersInput = z.infer<typeof listAdminOrdersSchema>;

/**
 * Refund a paid order in full. `password` is needed when the admin's login is not recent
 * (server/services/accounts/recent-login.ts); empty means not given.
 */
export const refundOrderSchema = z.object({
  id: recordId("id"),
  password: z.preprocess((value) => (value === "" ? undefined : value), secret("password").optional()),
});
export type RefundOrderInput = z.infer<typeof refundOrderSchema>;
