import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  unique,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import { ORDER_CLOSED_REASONS } from "../../../shared/store/store-admin-messages.ts";
import { CONTENT_STATUS } from "./catalog.ts";
import { randomCode, timestamps, timestamptz } from "./columns.ts";
import { users } from "./users.ts";

export const SERVICE_KINDS = ["guide", "ebook"] as const;
export type ServiceKind = (typeof SERVICE_KINDS)[number];

/**
 * services.book_types, kept from the legacy API (`book_types` in geteServicerow):
 * 1 = plain guide / e-book, 2 = e-book whose detail page also shows `extra_image`.
 * Which list a row appears in (/complete-guide vs /ebooks) is `kind`, not book_types.
 */
export const BOOK_TYPES = { standard: 1, withExtraImage: 2 } as const;

export const PAYMENT_STATUSES = ["pending", "paid", "failed", "cancelled", "refunded"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PAYMENT_PROVIDERS = ["stripe", "test"] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

/**
 * Who took an order's money: a payment provider, or "none" for an order a coupon made free
 * (completed at once, nothing to charge).
 */
export const ORDER_PROVIDERS = [...PAYMENT_PROVIDERS, "none"] as const;
export type OrderProvider = (typeof ORDER_PROVIDERS)[number];

export const COUPON_KINDS = ["percent", "fixed"] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];

/** Guides and e-books for sale (SPEC "Guide / eService"). */
export const services = pgTable(
  "services",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    slug: text("slug").notNull().unique(),
    title: text("title").notNull(),
    image: text("image"),
    // Money stays numeric (read as a string, e.g. "19.99") so no float rounding reaches a price.
    price: numeric("price", { precision: 10, scale: 2 }).notNull().default("0"),
    oldPrice: numeric("old_price", { precision: 10, scale: 2 }),
    instructor: text("instructor"),
    star: numeric("star", { precision: 2, scale: 1, mode: "number" }).notNull().default(0),
    descriptionShort: text("description_short"),
    descriptionFull: text("description_full"),
    bookTypes: smallint("book_types").notNull().default(BOOK_TYPES.standard),
    kind: text("kind", { enum: SERVICE_KINDS }).notNull().default("guide"),
    extraImage: text("extra_image"),
    // Path in private storage; served to owners only (/read-ebooks/{slug}).
    pdfFile: text("pdf_file"),
    downloadLink: text("download_link"),
    status: smallint("status").notNull().default(CONTENT_STATUS.published),
    sortOrder: integer("sort_order").notNull().default(0),
    metaTitle: text("meta_title"),
    metaDescription: text("meta_description"),
    metaKeywords: text("meta_keywords"),
    ...timestamps(),
  },
  (t) => [
    index("services_kind_status_sort_idx").on(t.kind, t.status, t.sortOrder, t.id),
    // E-book store search (geteServiceListeBooks?search=).
    index("services_title_trgm_idx").using("gin", t.title.op("gin_trgm_ops")),
    check("services_kind_chk", sql`kind in ('guide', 'ebook')`),
    check("services_status_chk", sql`status in (0, 1)`),
    check("services_price_chk", sql`price >= 0 and (old_price is null or old_price >= 0)`),
    check("services_star_chk", sql`star >= 0 and star <= 5`),
  ],
);

/**
 * Discount codes, entered at /payment or arriving by a ?coupon= link. `used_count` counts the
 * orders holding the coupon (pending or paid): a checkout takes a use with one conditional UPDATE
 * and a cancelled or expired checkout gives it back, so concurrent checkouts can never pass
 * `max_uses`; the check constraint says so to the database too.
 */
export const coupons = pgTable(
  "coupons",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    // Stored upper-case (the check enforces it), so what a person types matches in any case.
    code: text("code").notNull().unique(),
    kind: text("kind", { enum: COUPON_KINDS }).notNull(),
    // percent: 0 < amount <= 100; fixed: dollars off the order.
    amount: numeric("amount", { precision: 10, scale: 2 }).notNull(),
    expiresAt: timestamptz("expires_at").notNull(),
    maxUses: integer("max_uses").notNull(),
    usedCount: integer("used_count").notNull().default(0),
    status: smallint("status").notNull().default(CONTENT_STATUS.published),
    ...timestamps(),
  },
  () => [
    check("coupons_code_chk", sql`code = upper(code) and length(code) between 1 and 40`),
    check("coupons_kind_chk", sql`kind in ('percent', 'fixed')`),
    check("coupons_amount_chk", sql`amount > 0 and (kind <> 'percent' or amount <= 100)`),
    check("coupons_uses_chk", sql`max_uses > 0 and used_count >= 0 and used_count <= max_uses`),
    check("coupons_status_chk", sql`status in (0, 1)`),
  ],
);

export const orders = pgTable(
  "orders",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    // Public order id shown in billing (SPEC "orderId").
    orderCode: text("order_code").notNull().unique().default(randomCode("ORD-")),
    // RESTRICT: orders are financial records; accounts are deactivated (status 0), not deleted.
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    // The sum of the items' prices, before the coupon's discount.
    subtotalAmount: numeric("subtotal_amount", { precision: 10, scale: 2 }).notNull(),
    discountAmount: numeric("discount_amount", { precision: 10, scale: 2 }).notNull().default("0"),
    // What is charged: subtotal minus discount (the check below keeps the three consistent).
    totalAmount: numeric("total_amount", { precision: 10, scale: 2 }).notNull(),
    currency: text("currency").notNull().default("USD"),
    // The coupon whose use the order holds (counted in coupons.used_count, given back on cancel).
    couponId: integer("coupon_id").references(() => coupons.id, { onDelete: "restrict" }),
    // Its code as the order was placed with it: an admin may rename the coupon later, and the
    // order, its receipt and billing keep the code it was bought with. Null exactly without a coupon.
    couponCode: text("coupon_code"),
    paymentStatus: text("payment_status", { enum: PAYMENT_STATUSES }).notNull().default("pending"),
    // Stripe Checkout session id (or the test checkout's id); the key of idempotent fulfil().
    checkoutSessionId: text("checkout_session_id").unique(),
    provider: text("provider", { enum: ORDER_PROVIDERS }).notNull(),
    // The provider's payment (Stripe PaymentIntent) once paid: how a refund event finds its order.
    providerPaymentId: text("provider_payment_id").unique(),
    paidAt: timestamptz("paid_at"),
    refundedAt: timestamptz("refunded_at"),
    providerRefundId: text("provider_refund_id"),
    // Set when another order of the buyer's closed this one's checkout, with that order: what
    // /payment-cancel tells the buyer (abandon-checkout.ts). Kept when the payment arrives anyway.
    closedReason: text("closed_reason", { enum: ORDER_CLOSED_REASONS }),
    closedByOrderId: integer("closed_by_order_id").references((): AnyPgColumn => orders.id, {
      onDelete: "restrict",
    }),
    ...timestamps(),
  },
  (t) => [
    index("orders_user_id_created_at_idx").on(t.userId, t.createdAt.desc()),
    index("orders_coupon_id_idx").on(t.couponId),
    // The admin's order list: newest first, all or of one payment status (manage-orders.ts).
    index("orders_created_at_idx").on(t.createdAt.desc(), t.id.desc()),
    index("orders_payment_status_created_at_idx").on(t.paymentStatus, t.createdAt.desc(), t.id.desc()),
    check(
      "orders_payment_status_chk",
      sql`payment_status in ('pending', 'paid', 'failed', 'cancelled', 'refunded')`,
    ),
    check("orders_provider_chk", sql`provider in ('stripe', 'test', 'none')`),
    check("orders_total_amount_chk", sql`total_amount >= 0`),
    check("orders_closed_reason_chk", sql`closed_reason in ('replaced', 'bought')`),
    check("orders_closed_by_chk", sql`(closed_reason is null) = (closed_by_order_id is null)`),
    check("orders_coupon_code_chk", sql`(coupon_id is null) = (coupon_code is null)`),
    check(
      "orders_amounts_chk",
      sql`discount_amount >= 0 and discount_amount <= subtotal_amount and total_amount = subtotal_amount - discount_amount`,
    ),
  ],
);

export const orderItems = pgTable(
  "order_items",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    serviceId: integer("service_id")
      .notNull()
      .references(() => services.id, { onDelete: "restrict" }),
    // Name and price copied at purchase time, so later catalogue edits do not rewrite history.
    product: text("product").notNull(),
    serviceAmount: numeric("service_amount", { precision: 10, scale: 2 }).notNull(),
  },
  (t) => [
    unique("order_items_order_id_service_id_uq").on(t.orderId, t.serviceId),
    index("order_items_service_id_idx").on(t.serviceId),
  ],
);

/** Provider webhook events, stored once each so a replayed event is recognised and ignored. */
export const paymentEvents = pgTable(
  "payment_events",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    provider: text("provider", { enum: PAYMENT_PROVIDERS }).notNull(),
    eventId: text("event_id").notNull(),
    type: text("type").notNull(),
    payload: jsonb("payload").notNull(),
    // The order the event concerned, when it concerned one of ours.
    orderId: integer("order_id").references(() => orders.id, { onDelete: "set null" }),
    receivedAt: timestamptz("received_at").notNull().defaultNow(),
  },
  (t) => [
    unique("payment_events_provider_event_id_uq").on(t.provider, t.eventId),
    index("payment_events_order_id_idx").on(t.orderId),
  ],
);

/** E-books a user may read (dashboard, /user/my-books, /read-ebooks/{slug}); filled by fulfil(). */
export const ownedEbooks = pgTable(
  "owned_ebooks",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    serviceId: integer("service_id")
      .notNull()
      .references(() => services.id, { onDelete: "restrict" }),
    orderId: integer("order_id").references(() => orders.id, { onDelete: "set null" }),
    // The buyer's stamped copy (name and order number on every page), made when first read:
    // its path under $DATA_DIR, and which version of the book's PDF it was made from.
    stampedFile: text("stamped_file"),
    stampedSource: text("stamped_source"),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  (t) => [
    unique("owned_ebooks_user_id_service_id_uq").on(t.userId, t.serviceId),
    index("owned_ebooks_service_id_idx").on(t.serviceId),
    // A refund revokes what its order granted.
    index("owned_ebooks_order_id_idx").on(t.orderId),
  ],
);

/**
 * Server-side cart of a logged-in user (DESIGN "Scale": carts of logged-in users live in
 * PostgreSQL). Visitors keep the local-storage cart of SPEC §3; one row per service because an
 * item can be in the cart only once (SPEC §4).
 */
export const cartItems = pgTable(
  "cart_items",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    serviceId: integer("service_id")
      .notNull()
      .references(() => services.id, { onDelete: "cascade" }),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.serviceId] }),
    index("cart_items_service_id_idx").on(t.serviceId),
  ],
);

/**
 * The built-in test checkout's own sessions (server/services/payments/test-provider.ts): what a
 * Stripe Checkout session is on Stripe's side, kept here when no Stripe key is configured.
 */
export const testCheckoutSessions = pgTable(
  "test_checkout_sessions",
  {
    id: text("id").primaryKey(),
    orderCode: text("order_code").notNull(),
    // [{ name, amountCents }] as the shop asked the provider to charge them.
    lines: jsonb("lines").$type<{ name: string; amountCents: number }[]>().notNull(),
    amountTotalCents: integer("amount_total_cents").notNull(),
    currency: text("currency").notNull(),
    customerEmail: text("customer_email").notNull(),
    successUrl: text("success_url").notNull(),
    cancelUrl: text("cancel_url").notNull(),
    status: text("status", { enum: ["open", "complete", "expired"] })
      .notNull()
      .default("open"),
    paymentId: text("payment_id"),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  () => [check("test_checkout_sessions_status_chk", sql`status in ('open', 'complete', 'expired')`)],
);

export type Coupon = typeof coupons.$inferSelect;
export type NewCoupon = typeof coupons.$inferInsert;
export type TestCheckoutSession = typeof testCheckoutSessions.$inferSelect;
export type Service = typeof services.$inferSelect;
export type NewService = typeof services.$inferInsert;
export type Order = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type OrderItem = typeof orderItems.$inferSelect;
export type NewOrderItem = typeof orderItems.$inferInsert;
export type PaymentEvent = typeof paymentEvents.$inferSelect;
export type OwnedEbook = typeof ownedEbooks.$inferSelect;
export type CartItem = typeof cartItems.$inferSelect;
