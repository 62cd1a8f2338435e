import { and, desc, eq, exists, inArray, ne, sql } from "drizzle-orm";
import type { ServiceEnv } from "../service-env.ts";
import type { Database } from "../../db/client.ts";
import { orderItems, orders, type Order } from "../../db/schema/index.ts";
import { providerNamed } from "../payments/payment-providers.ts";
import { cancelOrder } from "./cancel-order.ts";
import { findOwnOrder } from "./own-order.ts";

/**
 * What /payment-cancel tells the buyer about the checkout they came back from: it is closed
 * ("closed", also for an address without an order of theirs); it had been paid after all
 * ("paid": the page sends them to the success page); or it had been closed before, because
 * another order of theirs holds its books: a newer checkout ("replaced") or a paid order
 * ("bought"), named by its code.
 */
export type AbandonedCheckout =
  { outcome: "closed" | "paid" } | { outcome: "replaced" | "bought"; by: string };

/**
 * /payment-cancel: the buyer left the checkout. Their pending order's checkout is closed at the
 * provider (so it cannot be paid later by mistake) and the order is cancelled, giving its coupon
 * use back. A checkout that was paid meanwhile stays paid (the provider refuses to close it).
 */
export async function abandonCheckout(
  db: Database,
  env: ServiceEnv,
  userId: number,
  orderCode: string,
): Promise<AbandonedCheckout> {
  const order = await findOwnOrder(db, userId, orderCode);
  if (!order) return { outcome: "closed" };
  if (order.paymentStatus === "paid") return { outcome: "paid" };
  if (order.paymentStatus === "cancelled") return whyClosedBefore(db, order);
  if (order.paymentStatus !== "pending" || !order.checkoutSessionId || order.provider === "none") {
    return { outcome: "closed" };
  }
  try {
    const provider = providerNamed(db, env.config, order.provider);
    await provider.expireCheckout(order.checkoutSessionId);
    const checkout = await provider.getCheckout(order.checkoutSessionId);
    if (checkout.status === "expired") await cancelOrder(db, { orderId: order.id }, "cancelled");
    if (checkout.status === "complete") return { outcome: "paid" };
  } catch (error) {
    // The provider's own expiry (and its event) will end the order later.
    env.logger.warn({ err: error, orderCode }, "could not close an abandoned checkout");
  }
  return { outcome: "closed" };
}

/**
 * A checkout cancelled before the buyer came back: closed by a newer Pay of one of its books
 * (releaseOpenCheckouts), or because another order of its books was paid. The buyer's other
 * order that holds one of its books, paid ones first, then the newest open one; "closed" when
 * none does (they cancelled it themselves, or it expired).
 */
async function whyClosedBefore(db: Database, order: Order): Promise<AbandonedCheckout> {
  const sharesABook = exists(
    db
      .select({ one: sql`1` })
      .from(orderItems)
      .where(
        and(
          eq(orderItems.orderId, orders.id),
          inArray(
            orderItems.serviceId,
            db.select({ id: orderItems.serviceId }).from(orderItems).where(eq(orderItems.orderId, order.id)),
          ),
        ),
      ),
  );
  const [other] = await db
    .select({ orderCode: orders.orderCode, paymentStatus: orders.paymentStatus })
    .from(orders)
    .where(
      and(
        eq(orders.userId, order.userId),
        ne(orders.id, order.id),
        inArray(orders.paymentStatus, ["paid", "pending"]),
        sharesABook,
      ),
    )
    .orderBy(sql`${orders.paymentStatus} = 'paid' desc`, desc(orders.id))
    .limit(1);
  if (!other) return { outcome: "closed" };
  if (other.paymentStatus === "paid") return { outcome: "bought", by: other.orderCode };
  return { outcome: "replaced", by: other.orderCode };
}
