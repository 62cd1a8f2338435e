import { and, eq, exists, inArray, or, sql } from "drizzle-orm";
import type { Database, DatabaseOrTransaction } from "../../db/client.ts";
import { coupons, orderItems, orders, users, type OrderProvider } from "../../db/schema/index.ts";
import { enqueueJobs, type JobPayloads } from "../../jobs/job-queue.ts";
import type { OrderClosedReason } from "../../../shared/store/store-admin-messages.ts";
import { StoreMessages } from "../../../shared/store/store-messages.ts";
import type { CheckoutState } from "../payments/payment-provider.ts";
import { providerNamed } from "../payments/payment-providers.ts";
import { ServiceError } from "../service-error.ts";
import type { ServiceEnv } from "../service-env.ts";
import { cancelOrder } from "./cancel-order.ts";

export type ReleasedCheckout = { id: number; provider: OrderProvider; checkoutSessionId: string | null };

/**
 * The first lock of every transaction that decides a buyer's checkouts: a Pay
 * (releaseOpenCheckouts) and a fulfilment (fulfilOrder) take the buyer's row, then the orders',
 * then the coupons' in id order, so that they are decided one after the other and two of them
 * never wait on each other. NO KEY UPDATE: it does not wait for owned_ebooks' foreign key, which
 * takes KEY SHARE on this row while it grants a book.
 */
export async function lockBuyer(tx: DatabaseOrTransaction, userId: number) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("no key update");
}

/**
 * A buyer has one open checkout for a book, and holds one use of a coupon, at a time. In the
 * caller's transaction, the buyer's unpaid orders that hold one of `serviceIds` or the coupon
 * `couponCode` names are cancelled, each giving its coupon use back (cancelOrder); the caller
 * records which of its orders closed them (recordClosing), and closes their checkouts at the
 * provider once that commits (closeReleasedCheckouts).
 *
 * A new Pay runs it before its order is priced: otherwise a second Pay would leave the first
 * checkout open, to be paid too (the book charged twice), and unpaid checkouts, each holding a
 * use until the provider expires it an hour later, would let one buyer keep a limited coupon from
 * everybody else (or from their own retry). A fulfilment runs it for the paid order's books
 * (fulfilOrder), in its own transaction: a checkout of a book the buyer now owns must not be paid.
 * `lockCouponId` is a coupon the caller takes a use of afterwards (a late payment's): its row is
 * locked with the others, in the order of their ids.
 *
 * The buyer's row is locked first (lockBuyer), so that checkouts sent at once are decided one
 * after the other. A closed checkout paid all the same is fulfilled as any late payment is.
 */
export async function releaseOpenCheckouts(
  tx: DatabaseOrTransaction,
  userId: number,
  {
    serviceIds,
    couponCode = null,
    lockCouponId = null,
    refuseOpenAtProvider = false,
  }: {
    serviceIds: number[];
    couponCode?: string | null;
    lockCouponId?: number | null;
    /**
     * A Pay's, after closeCheckoutsToReplace: a checkout still open at its provider (one opened at
     * the same moment) refuses the Pay (409) rather than be cancelled while it can still be paid.
     */
    refuseOpenAtProvider?: boolean;
  },
): Promise<ReleasedCheckout[]> {
  await lockBuyer(tx, userId);
  const { where: replaced, namedCoupon } = replacedCheckouts(tx, userId, { serviceIds, couponCode });
  const held = await tx
    .select({
      id: orders.id,
      provider: orders.provider,
      checkoutSessionId: orders.checkoutSessionId,
      couponId: orders.couponId,
    })
    .from(orders)
    .where(replaced)
    // All of them locked before a coupon's row is: the order every other path locks them in.
    .orderBy(orders.id)
    .for("update");
  if (refuseOpenAtProvider && held.some(isOpenAtProvider)) {
    throw new ServiceError(409, StoreMessages.checkoutsCrossed);
  }
  // Then every coupon this checkout gives a use back to or takes one from, in the order of their
  // ids, as every Pay locks them: two buyers' Pays never hold one coupon each, waiting on the other.
  const couponIds = held.flatMap((order) => (order.couponId === null ? [] : [order.couponId]));
  if (lockCouponId !== null) couponIds.push(lockCouponId);
  if (couponIds.length > 0 || namedCoupon) {
    await tx
      .select({ id: coupons.id })
      .from(coupons)
      .where(
        or(
          couponIds.length > 0 ? inArray(coupons.id, couponIds) : undefined,
          namedCoupon ? inArray(coupons.id, namedCoupon) : undefined,
        ),
      )
      .orderBy(coupons.id)
      .for("no key update");
  }
  for (const order of held) await cancelOrder(tx, { orderId: order.id }, "cancelled");
  await enqueueJobs(tx, "close-checkout", providerCheckouts(held), { maxAttempts: CLOSE_CHECKOUT_ATTEMPTS });
  return held;
}

/**
 * The buyer's unpaid orders that a checkout of `serviceIds` with the coupon `couponCode` replaces:
 * those holding one of its books or that coupon (its code as the schema gives it, upper-case).
 */
function replacedCheckouts(
  db: DatabaseOrTransaction,
  userId: number,
  { serviceIds, couponCode }: { serviceIds: number[]; couponCode: string | null },
) {
  const sharesABook = exists(
    db
      .select({ one: sql`1` })
      .from(orderItems)
      .where(and(eq(orderItems.orderId, orders.id), inArray(orderItems.serviceId, serviceIds))),
  );
  const namedCoupon = couponCode
    ? db.select({ id: coupons.id }).from(coupons).where(eq(coupons.code, couponCode))
    : undefined;
  const holdsTheCoupon = namedCoupon ? inArray(orders.couponId, namedCoupon) : undefined;
  return {
    where: and(
      eq(orders.userId, userId),
      eq(orders.paymentStatus, "pending"),
      or(sharesABook, holdsTheCoupon),
    ),
    namedCoupon,
  };
}

type ProviderCheckout = Pick<ReleasedCheckout, "provider" | "checkoutSessionId">;
/** A checkout a payment provider holds: its provider and session. */
type HeldCheckout = { provider: Exclude<OrderProvider, "none">; checkoutSessionId: string };

/** Whether an order's checkout is one a provider holds (an order with nothing to pay has none). */
export function isOpenAtProvider<T extends ProviderCheckout>(order: T): order is T & HeldCheckout {
  return order.checkoutSessionId !== null && order.provider !== "none";
}

/** The released checkouts that are open at a provider. */
function providerCheckouts(released: ProviderCheckout[]): Array<JobPayloads["close-checkout"]> {
  return released
    .filter(isOpenAtProvider)
    .map(({ provider, checkoutSessionId }) => ({ provider, sessionId: checkoutSessionId }));
}

/**
 * Closes an unpaid order's checkout at its provider and, once the provider says it cannot be paid
 * any more, cancels the order (giving its coupon use back): the provider's state of the checkout
 * after the closing. Throws when the provider cannot be asked.
 */
export async function closeAndCancelCheckout(
  db: Database,
  env: ServiceEnv,
  order: { id: number } & HeldCheckout,
): Promise<CheckoutState["status"]> {
  const provider = providerNamed(db, env.config, order.provider);
  await provider.expireCheckout(order.checkoutSessionId);
  const { status } = await provider.getCheckout(order.checkoutSessionId);
  if (status === "expired") await cancelOrder(db, { orderId: order.id }, "cancelled");
  return status;
}

/**
 * Before a Pay's transaction: the buyer's open checkouts that the Pay replaces
 * (releaseOpenCheckouts) are closed at their provider first, and cancelled, giving their coupon
 * uses back, only once the provider says they cannot be paid any more, as /payment-cancel does
 * (abandon-checkout.ts). Given back while one could still be paid, a use would be taken twice: the
 * late payment is fulfilled with its discount, and the coupon passes its cap. A checkout the
 * provider says was paid meanwhile refuses the Pay (409): its payment stands, with its coupon use.
 * One the provider cannot close now refuses it too (503). Returns the orders cancelled, for the
 * Pay to record that it replaced them (recordClosing).
 */
export async function closeCheckoutsToReplace(
  db: Database,
  env: ServiceEnv,
  userId: number,
  { serviceIds, couponCode = null }: { serviceIds: number[]; couponCode?: string | null },
): Promise<Array<Pick<ReleasedCheckout, "id">>> {
  const { where } = replacedCheckouts(db, userId, { serviceIds, couponCode });
  const open = await db
    .select({ id: orders.id, provider: orders.provider, checkoutSessionId: orders.checkoutSessionId })
    .from(orders)
    .where(where);
  const closed: Array<Pick<ReleasedCheckout, "id">> = [];
  for (const order of open.filter(isOpenAtProvider)) {
    let status: CheckoutState["status"];
    try {
      status = await closeAndCancelCheckout(db, env, order);
    } catch (error) {
      env.logger.error({ err: error, orderId: order.id }, "could not close a checkout a Pay replaces");
      throw new ServiceError(503, StoreMessages.paymentFailed, { cause: error });
    }
    if (status === "complete") throw new ServiceError(409, StoreMessages.checkoutPaidMeanwhile);
    if (status === "open") throw new ServiceError(503, StoreMessages.paymentFailed);
    closed.push({ id: order.id });
  }
  return closed;
}

/**
 * Tries of a "close-checkout" job: with the queue's backoff the last is some 80 minutes after the
 * closing, past the time the provider closes an open checkout on its own (CHECKOUT_LIFETIME_SECONDS).
 */
const CLOSE_CHECKOUT_ATTEMPTS = 9;

/**
 * Records, on the checkouts releaseOpenCheckouts closed, why and by which order of the buyer's:
 * the Pay's new order once it exists ("replaced"), or the order just paid ("bought"). What
 * /payment-cancel tells a buyer back from one of them (abandon-checkout.ts).
 */
export async function recordClosing(
  tx: DatabaseOrTransaction,
  released: Array<Pick<ReleasedCheckout, "id">>,
  closing: { reason: OrderClosedReason; orderId: number },
) {
  if (released.length === 0) return;
  await tx
    .update(orders)
    .set({ closedReason: closing.reason, closedByOrderId: closing.orderId })
    .where(
      inArray(
        orders.id,
        released.map((order) => order.id),
      ),
    );
}

/**
 * Closes released checkouts at their provider, right after the closing committed, so that the
 * buyer cannot pay one a moment later. One it cannot close now is closed by the "close-checkout"
 * job releaseOpenCheckouts queued (closeCheckoutAtProvider), which retries; the job finds the
 * others closed already.
 */
export async function closeReleasedCheckouts(
  db: Database,
  env: ServiceEnv,
  released: Array<Pick<ReleasedCheckout, "provider" | "checkoutSessionId">>,
) {
  for (const checkout of providerCheckouts(released)) {
    try {
      await closeCheckoutAtProvider(db, env, checkout);
    } catch (error) {
      env.logger.warn(
        { err: error, checkoutSessionId: checkout.sessionId },
        "could not close a released checkout",
      );
    }
  }
}

/** The "close-checkout" job: closes the checkout at its provider if it is still open there. */
export async function closeCheckoutAtProvider(
  db: Database,
  env: ServiceEnv,
  { provider, sessionId }: JobPayloads["close-checkout"],
) {
  await providerNamed(db, env.config, provider).expireCheckout(sessionId);
}
