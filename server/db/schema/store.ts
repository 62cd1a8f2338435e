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
} from "drizzle-orm/pg-core";
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
    totalAmount: numeric("total_amount", { precision: 10, scale: 2 }).notNull(),
    currency: text("currency").notNull().default("USD"),
    paymentStatus: text("payment_status", { enum: PAYMENT_STATUSES }).notNull().default("pending"),
    // Stripe Checkout session id (or the test checkout's id); the key of idempotent fulfil().
    checkoutSessionId: text("checkout_session_id").unique(),
    provider: text("provider", { enum: PAYMENT_PROVIDERS }).notNull(),
    paidAt: timestamptz("paid_at"),
    ...timestamps(),
  },
  (t) => [
    index("orders_user_id_created_at_idx").on(t.userId, t.createdAt.desc()),
    check(
      "orders_payment_status_chk",
      sql`payment_status in ('pending', 'paid', 'failed', 'cancelled', 'refunded')`,
    ),
    check("orders_provider_chk", sql`provider in ('stripe', 'test')`),
    check("orders_total_amount_chk", sql`total_amount >= 0`),
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
    receivedAt: timestamptz("received_at").notNull().defaultNow(),
  },
  (t) => [unique("payment_events_provider_event_id_uq").on(t.provider, t.eventId)],
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
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  (t) => [
    unique("owned_ebooks_user_id_service_id_uq").on(t.userId, t.serviceId),
    index("owned_ebooks_service_id_idx").on(t.serviceId),
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

export type Service = typeof services.$inferSelect;
export type NewService = typeof services.$inferInsert;
export type Order = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type OrderItem = typeof orderItems.$inferSelect;
export type NewOrderItem = typeof orderItems.$inferInsert;
export type PaymentEvent = typeof paymentEvents.$inferSelect;
export type OwnedEbook = typeof ownedEbooks.$inferSelect;
export type CartItem = typeof cartItems.$inferSelect;
