import { eq } from "drizzle-orm";
import type { ServiceEnv } from "../service-env.ts";
import type { Database } from "../../db/client.ts";
import { orders, type Order } from "../../db/schema/index.ts";
import { closeAndCancelCheckout, isOpenAtProvider } from "./release-checkouts.ts";
import { findOwnOrder } from "./own-order.ts";

/**
 * What /payment-cancel tells the buyer about the checkout they came back from: it is closed
 * ("closed", also for an address without an order of theirs); it had been paid after all
 * ("paid": the page sends them to the success page); or another order of theirs had closed it
 * before: a newer checkout, still open, that replaced it ("replaced") or a paid order of its
 * books ("bought"), named by its code.
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
  if (order.paymentStatus !== "pending" || !isOpenAtProvider(order)) return { outcome: "closed" };
  try {
    if ((await closeAndCancelCheckout(db, env, order)) === "complete") return { outcome: "paid" };
  } catch (error) {
    // The provider's own expiry (and its event) will end the order later.
    env.logger.warn({ err: error, orderCode }, "could not close an abandoned checkout");
  }
  return { outcome: "closed" };
}

/**
 * A checkout cancelled before the buyer came back: when another order of theirs closed it
 * (release-checkouts.ts, recordClosing), what that order says now. Still open: a newer checkout
 * "replaced" it, to be paid there; paid: its books were "bought" in it (the newer checkout was
 * paid, or the order that closed it was). "closed" when none did (they cancelled it themselves,
 * or it expired), and when the order that closed it is closed too, or refunded: nothing to pay
 * there, nothing to read.
 */
async function whyClosedBefore(db: Database, order: Order): Promise<AbandonedCheckout> {
  if (order.closedByOrderId === null) return { outcome: "closed" };
  const [closing] = await db
    .select({ orderCode: orders.orderCode, paymentStatus: orders.paymentStatus })
    .from(orders)
    .where(eq(orders.id, order.closedByOrderId));
  if (closing?.paymentStatus === "pending") return { outcome: "replaced", by: closing.orderCode };
  if (closing?.paymentStatus === "paid") return { outcome: "bought", by: closing.orderCode };
  return { outcome: "closed" };
}
