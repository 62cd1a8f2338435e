import { SLUG_TAKEN } from "../admin/admin-messages.ts";

/**
 * What the store's admin screens (guides and e-books, coupons, orders) and their /api/admin calls
 * say, and their limits. Plain data for the browser.
 */
export const ServiceAdminMessages = {
  created: "Guide or e-book added",
  saved: "Guide or e-book saved",
  hidden: "It is hidden from the store.",
  shown: "It is shown in the store.",
  deleted: "Guide or e-book deleted",
  notFound: "Guide or e-book not found",
  /** GET /admin/services/{id}/pdf of one without a PDF (or whose file is missing). */
  noPdf: "This guide or e-book has no PDF yet.",
  slugTaken: SLUG_TAKEN,
  /** Why a row offers no Delete (sold). */
  keptSold: "has been sold",
  sold: "This has been sold, so it cannot be deleted: its buyers keep it. Hide it instead.",
  priceInvalid: "The price must be an amount of money such as 19.99.",
  priceRequired: "The price field is required.",
  pricePositive: "The price must be more than 0.",
  // The most one payment may be (MAX_PAYMENT_CENTS in money.ts).
  priceTooHigh: "The price may not be greater than 999999.99.",
  oldPriceInvalid: "The old price must be an amount of money such as 24.99.",
  oldPriceTooHigh: "The old price may not be greater than 999999.99.",
  oldPriceAbovePrice: "The old price must be more than the price, or empty.",
  starInvalid: "The star rating must be a number from 0 to 5, such as 4.5.",
  thumbnailInvalid: "The thumbnail must be a PNG or JPEG image.",
  thumbnailTooLarge: "The thumbnail may not be greater than 2 MB.",
  pdfInvalid: "The PDF for buyers is not a PDF document.",
  pdfTooLarge: "The PDF for buyers may not be greater than 20 MB.",
} as const;

export const CouponAdminMessages = {
  created: "Coupon added",
  saved: "Coupon saved",
  enabled: "The coupon is enabled.",
  disabled: "The coupon is disabled.",
  deleted: "Coupon deleted",
  /** Why a coupon's row offers no Delete (onOrders). */
  keptOnOrders: "used on orders",
  onOrders: "This coupon is on orders, so it cannot be deleted. Disable it instead.",
  notFound: "Coupon not found",
  codeInvalid: "The code may only contain letters, digits, - and _.",
  codeTaken: (code: string) => `A coupon ${code} already exists.`,
  amountInvalid: "The amount must be a number with at most two decimals, such as 12.50.",
  amountPositive: "The amount must be more than 0.",
  percentTooHigh: "A percentage is at most 100.",
  expiryPast: "The valid until date must be in the future.",
  maxUsesBelowUsed: "The usage cap cannot be below the uses already taken.",
} as const;

export const OrderAdminMessages = {
  notFound: "Order not found",
  refunded: "The order is refunded and its e-books are revoked.",
  recentLoginRequired: "Enter your password again to refund an order.",
  /** Before the closing order's code, on a checkout another order of the buyer's closed. */
  closedBy: {
    replaced: "Its checkout was closed when the buyer started a newer one,",
    bought: "Its checkout was closed when the buyer bought its books in",
  },
} as const;

/** A guide's or e-book's thumbnail as uploaded (PNG or JPEG); stored re-encoded as WebP. */
export const THUMBNAIL_MAX_BYTES = 2 * 1024 * 1024;
/** An e-book's PDF as uploaded. */
export const EBOOK_PDF_MAX_BYTES = 20 * 1024 * 1024;

export const SERVICE_TITLE_MAX_LENGTH = 200;
export const SERVICE_SHORT_DESCRIPTION_MAX_LENGTH = 1000;
export const SERVICE_DESCRIPTION_MAX_LENGTH = 200_000;
export const INSTRUCTOR_MAX_LENGTH = 120;

export const SERVICE_KIND_LABELS = { guide: "Guide", ebook: "E-book" } as const;

/** How the guides and e-books list can be ordered. */
export const SERVICE_SORTS = ["newest", "title", "price"] as const;
export type ServiceSort = (typeof SERVICE_SORTS)[number];
export const SERVICE_SORT_LABELS: Record<ServiceSort, string> = {
  newest: "Newest",
  title: "Title",
  price: "Price",
};

/**
 * The orders' payment statuses, guides' kinds and coupons' kinds as the forms offer them: the
 * schema's lists (server/db/schema/store.ts), which the services check these against by type.
 */
export const ORDER_PAYMENT_STATUSES = ["pending", "paid", "failed", "cancelled", "refunded"] as const;
/**
 * Why a checkout was closed by another order of its buyer's (orders.closed_reason): a newer
 * checkout of one of its books or of its coupon replaced it, or its books were bought in an order
 * that was paid. A checkout the buyer left, or that expired or failed, has none.
 */
export const ORDER_CLOSED_REASONS = ["replaced", "bought"] as const;
export type OrderClosedReason = (typeof ORDER_CLOSED_REASONS)[number];
export const SERVICE_KIND_VALUES = ["guide", "ebook"] as const;
export const COUPON_KIND_VALUES = ["percent", "fixed"] as const;
export const COUPON_KIND_LABELS = { percent: "Percent off", fixed: "Amount off ($)" } as const;
export const COUPON_CODE_MAX_LENGTH = 40;
/** A coupon's code: letters, digits, - and _ (stored in capitals). */
export const COUPON_CODE = /^[A-Za-z0-9_-]+$/;
export const COUPON_MAX_USES = 1_000_000;
