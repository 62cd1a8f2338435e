import { and, desc, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { USER_STATUS, orderItems, orders, services, users } from "../../db/schema/index.ts";
import { StoreMessages } from "../../../shared/store/store-messages.ts";
import { isPublicService } from "../content/visibility.ts";
import { ServiceError, notFound } from "../service-error.ts";

/** Why a book the user asked to read is refused: they had it until this order was refunded. */
export type RefundedPurchase = { orderCode: string; refundedAt: Date; title: string; slug: string };

/**
 * The user's latest refunded order that held the book of `slug`, if any: what explains to a buyer
 * why a book they bought no longer opens. Only the buyer's own orders are read (their
 * orders_user_id_created_at_idx, then each order's items by order_items_order_id_service_id_uq).
 */
export async function findRefundedPurchase(
  db: Database,
  userId: number,
  slug: string,
): Promise<RefundedPurchase | undefined> {
  const [refunded] = await db
    .select({
      orderCode: orders.orderCode,
      refundedAt: orders.refundedAt,
      title: services.title,
      slug: services.slug,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .innerJoin(services, eq(services.id, orderItems.serviceId))
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.paymentStatus, "refunded"),
        eq(services.slug, slug),
        eq(users.status, USER_STATUS.active),
      ),
    )
    .orderBy(desc(orders.refundedAt), desc(orders.id))
    .limit(1);
  if (!refunded) return undefined;
  return { ...refunded, refundedAt: refunded.refundedAt ?? new Date() };
}

/**
 * A published book the user does not own: 403 "You do not own this e-book." (reason "unowned"),
 * with the book's title and slug for a page that shows where to buy it. The book is public (its
 * /guide-details page names it and its price), so saying it exists hides nothing.
 */
export class UnownedBookError extends ServiceError {
  constructor(readonly book: { title: string; slug: string }) {
    super(403, StoreMessages.ebookNotFound, { reason: "unowned" });
  }
}

/**
 * The refusal of a book the user does not own (any more): 410 with the refund's explanation to the
 * buyer of a refunded order (reason "refunded"); else 403 for a published book (UnownedBookError,
 * reason "unowned"); else, for a slug that is unknown or hidden, 404. Called only once ownership
 * was checked and failed.
 */
export async function unownedBookRefusal(db: Database, userId: number, slug: string): Promise<ServiceError> {
  const refunded = await findRefundedPurchase(db, userId, slug);
  if (refunded) {
    return new ServiceError(410, StoreMessages.ebookRefunded(refunded.orderCode, refunded.refundedAt), {
      reason: "refunded",
    });
  }
  const [published] = await db
    .select({ title: services.title, slug: services.slug })
    .from(services)
    .where(and(eq(services.slug, slug), isPublicService()))
    .limit(1);
  return published ? new UnownedBookError(published) : notFound(StoreMessages.ebookNotFound);
}
