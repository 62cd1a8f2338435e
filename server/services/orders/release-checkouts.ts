import { and, eq, exists, inArray, or, sql } from "drizzle-orm";
import type { Database, DatabaseOrTransaction } from "../../db/client.ts";
import { coupons, orderItems, orders, users, type OrderProvider } from "../../db/schema/index.ts";
import { providerNamed } from "../payments/payment-providers.ts";
import type { ServiceEnv } from "../service-env.ts";
import { cancelOrder } from "./cancel-order.ts";

type ReleasedCheckout = { id: number; provider: OrderProvider; checkoutSessionId: string | null };

/**
 * A buyer has one open checkout for a book, and holds one use of a coupon, at a time. In the
 * caller's transaction, the buyer's unpaid orders that hold one of `serviceIds` or the coupon
 * `couponCode` names are cancelled, each giving its coupon use back (cancelOrder); the caller
 * closes their checkouts at the provider once that commits (closeReleasedCheckouts).
 *
 * A new Pay runs it before its order is priced: otherwise a second Pay would leave the first
 * checkout open, to be paid too (the book charged twice), and unpaid checkouts, each holding a
 * use until the provider expires it an hour later, would let one buyer keep a limited coupon from
 * everybody else (or from their own retry). A paid order runs it for its books
 * (releaseCheckoutsOfPaidOrder): a checkout of a book the buyer now owns must not be paid.
 *
 * The buyer's row is locked first, so that checkouts sent at once are decided one after the
 * other. A closed checkout paid all the same is fulfilled as any late payment is (fulfil-order.ts).
 */
export async function releaseOpenCheckouts(
  tx: DatabaseOrTransaction,
  userId: number,
  { serviceIds, couponCode }: { serviceIds: number[]; couponCode: string | null },
): Promise<ReleasedCheckout[]> {
  // NO KEY UPDATE: it waits for another Pay of this buyer, but not for a fulfilment that grants
  // them a book (owned_ebooks' foreign key takes KEY SHARE on this row while it holds an order).
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("no key update");
  const sharesABook = exists(
    tx
      .select({ one: sql`1` })
      .from(orderItems)
      .where(and(eq(orderItems.orderId, orders.id), inArray(orderItems.serviceId, serviceIds))),
  );
  // The coupon the checkout names (its code as the schema gives it, upper-case), if it exists.
  const namedCoupon = couponCode
    ? tx.select({ id: coupons.id }).from(coupons).where(eq(coupons.code, couponCode))
    : undefined;
  const holdsTheCoupon = namedCoupon ? inArray(orders.couponId, namedCoupon) : undefined;
  const held = await tx
    .select({
      id: orders.id,
      provider: orders.provider,
      checkoutSessionId: orders.checkoutSessionId,
      couponId: orders.couponId,
    })
    .from(orders)
    .where(
      and(eq(orders.userId, userId), eq(orders.paymentStatus, "pending"), or(sharesABook, holdsTheCoupon)),
    )
    // All of them locked before a coupon's row is: the order every other path locks them in.
    .orderBy(orders.id)
    .for("update");
  // Then every coupon this checkout gives a use back to or takes one from, in the order of their
  // ids, as every Pay locks them: two buyers' Pays never hold one coupon each, waiting on the other.
  const heldCoupons = held.flatMap((order) => (order.couponId === null ? [] : [order.couponId]));
  if (heldCoupons.length > 0 || namedCoupon) {
    await tx
      .select({ id: coupons.id })
      .from(coupons)
      .where(
        or(
          heldCoupons.length > 0 ? inArray(coupons.id, heldCoupons) : undefined,
          namedCoupon ? inArray(coupons.id, namedCoupon) : undefined,
        ),
      )
      .orderBy(coupons.id)
      .for("no key update");
  }
  for (const order of held) await cancelOrder(tx, { orderId: order.id }, "cancelled");
  return held;
}

/** Closes released checkouts at their provider; one it cannot close expires there on its own. */
export async function closeReleasedCheckouts(
  db: Database,
  env: ServiceEnv,
  released: Array<Pick<ReleasedCheckout, "provider" | "checkoutSessionId">>,
) {
  for (const { provider, checkoutSessionId } of released) {
    if (!checkoutSessionId || provider === "none") continue;
    try {
      await providerNamed(db, env.config, provider).expireCheckout(checkoutSessionId);
    } catch (error) {
      env.logger.warn({ err: error, checkoutSessionId }, "could not close a released checkout");
    }
  }
}

/**
 * After an order was paid (fulfilOrder said "fulfilled"): the buyer's other open checkouts of
 * any of its books are closed, here and at the provider. Its own transaction, after the
 * fulfilment's, taking the locks in the order a Pay takes them; a Pay that was deciding at the
 * same moment is waited for, so its new checkout of a book now owned is closed too.
 */
export async function releaseCheckoutsOfPaidOrder(db: Database, env: ServiceEnv, orderId: number) {
  const [order] = await db.select({ userId: orders.userId }).from(orders).where(eq(orders.id, orderId));
  if (!order) return;
  const items = await db
    .select({ serviceId: orderItems.serviceId })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId));
  if (items.length === 0) return;
  const released = await db.transaction((tx) =>
    releaseOpenCheckouts(tx, order.userId, {
      serviceIds: items.map((item) => item.serviceId),
      couponCode: null,
    }),
  );
  await closeReleasedCheckouts(db, env, released);
}
