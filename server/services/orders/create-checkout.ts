import type { ServiceEnv } from "../service-env.ts";
import { and, eq, gt, lt, sql } from "drizzle-orm";
import type { Database, DatabaseOrTransaction } from "../../db/client.ts";
import { coupons, orderItems, orders } from "../../db/schema/index.ts";
import { fromCents } from "../../../shared/store/money.ts";
import { fieldsThatPass, type FieldErrors } from "../../../shared/forms/field-errors.ts";
import { checkoutSchema, type CheckoutInput } from "../../../shared/store/store-schemas.ts";
import { StoreMessages } from "../../../shared/store/store-messages.ts";
import { CONTENT_STATUS } from "../../db/schema/index.ts";
import { checkoutProvider } from "../payments/payment-providers.ts";
import type { CheckoutLine } from "../payments/payment-provider.ts";
import { enforceRateLimits } from "../rate-limit/hit-rate-limit.ts";
import { RATE_LIMITS } from "../rate-limit/rate-limits.ts";
import { ServiceError, invalidField, invalidFields } from "../service-error.ts";
import { cancelOrder } from "./cancel-order.ts";
import { fulfilOrder } from "./fulfil-order.ts";
import {
  closeCheckoutsToReplace,
  closeReleasedCheckouts,
  recordClosing,
  releaseOpenCheckouts,
} from "./release-checkouts.ts";
import { ownedBookIds } from "../store/owned-books.ts";
import {
  STORE_CURRENCY,
  checkCouponGuess,
  couponRefusal,
  findCoupon,
  priceOrder,
  type OrderQuote,
} from "./price-order.ts";

export type CheckoutResult = { checkoutUrl: string; orderCode: string };

type Env = ServiceEnv;

/**
 * The buyer comes back to our own pages only: anything else would be an open redirect. Checks
 * the return addresses that are addresses; the route runs it on a posted input whose schema
 * failed too (validationHookWith), so that one 422 names a foreign address with the other fields.
 */
export function returnUrlErrors(
  input: Partial<Pick<CheckoutInput, "success_url" | "cancel_url">>,
  publicUrl: string,
): FieldErrors {
  const siteOrigin = new URL(publicUrl).origin;
  const errors: FieldErrors = {};
  for (const field of ["success_url", "cancel_url"] as const) {
    const address = input[field];
    if (address !== undefined && new URL(address).origin !== siteOrigin) {
      errors[field] = [StoreMessages.urlForeign(field.replace("_", " "))];
    }
  }
  return errors;
}

/** returnUrlErrors of a posted checkout, from its fields that pass the schema. */
export async function postedReturnUrlErrors(posted: Record<string, unknown>, publicUrl: string) {
  return returnUrlErrors(fieldsThatPass(checkoutSchema, posted), publicUrl);
}

/** The return address with the order's code, so the page it returns to knows which order it was. */
function withOrder(url: string, orderCode: string): string {
  const address = new URL(url);
  address.searchParams.set("order", orderCode);
  return address.toString();
}

/**
 * The client's prices and amount are what the buyer saw: they are compared with the database's,
 * never charged. A difference means a stale page or tampering; either way the order is refused
 * (422) and the difference logged.
 */
function checkClientFigures(quote: OrderQuote, input: CheckoutInput, env: Env, userId: number) {
  const seen = new Map(input.cart.map((line) => [line.id, line.price]));
  for (const line of quote.lines) {
    const clientCents = seen.get(line.serviceId);
    if (clientCents !== line.priceCents) {
      env.logger.warn(
        { userId, serviceId: line.serviceId, clientPrice: clientCents, price: line.priceCents },
        "checkout refused: an item's price differs from the database's",
      );
      throw invalidField("cart", StoreMessages.priceChanged(line.name));
    }
  }
  if (input.amount !== quote.totalCents) {
    env.logger.warn(
      { userId, clientAmount: input.amount, amount: quote.totalCents },
      "checkout refused: the amount differs from the order's total",
    );
    throw invalidField("amount", StoreMessages.amountMismatch);
  }
}

/** A book of the order that the buyer owns already is refused (422 on `cart`), by its name. */
async function refuseOwnedBooks(db: DatabaseOrTransaction, userId: number, quote: OrderQuote) {
  const owned = await ownedBookIds(
    db,
    userId,
    quote.lines.map((line) => line.serviceId),
  );
  const ownedLine = quote.lines.find((line) => owned.has(line.serviceId));
  if (ownedLine) throw invalidField("cart", StoreMessages.alreadyOwned(ownedLine.name));
}

/**
 * Pay (SPEC.md §4): an order made from the database's prices (and the coupon's discount), a
 * checkout opened at the payment provider for exactly that total, and the address to send the
 * buyer to. The buyer's checkouts it replaces are closed at their provider first
 * (closeCheckoutsToReplace). The coupon's use is taken in the order's transaction by one
 * conditional UPDATE, so concurrent checkouts never pass its cap. An order with nothing to pay is
 * fulfilled at once.
 */
export async function createCheckout(
  db: Database,
  env: Env,
  user: { id: number; email: string },
  input: CheckoutInput,
): Promise<CheckoutResult> {
  const foreign = returnUrlErrors(input, env.config.publicUrl);
  if (Object.keys(foreign).length > 0) throw invalidFields(foreign);
  await enforceRateLimits(db, [[RATE_LIMITS.checkoutPerAccount, String(user.id)]]);
  await checkCouponGuess(db, user.id, input.coupon);
  const provider = checkoutProvider(db, env.config);
  const serviceIds = input.cart.map((line) => line.id);

  const closedFirst = await closeCheckoutsToReplace(db, env, user.id, {
    serviceIds,
    couponCode: input.coupon,
  });
  const { order, quote, released } = await db.transaction(async (tx) => {
    const released = await releaseOpenCheckouts(tx, user.id, {
      serviceIds,
      couponCode: input.coupon,
      refuseOpenAtProvider: true,
    });
    const quote = await priceOrder(tx, serviceIds, input.coupon);
    checkClientFigures(quote, input, env, user.id);

    await refuseOwnedBooks(tx, user.id, quote);

    if (quote.coupon) {
      // Re-checked under the row's lock: of two checkouts racing for the last use, one gets it.
      const [taken] = await tx
        .update(coupons)
        .set({ usedCount: sql`${coupons.usedCount} + 1` })
        .where(
          and(
            eq(coupons.id, quote.coupon.id),
            eq(coupons.status, CONTENT_STATUS.published),
            gt(coupons.expiresAt, sql`now()`),
            lt(coupons.usedCount, coupons.maxUses),
          ),
        )
        .returning({ id: coupons.id });
      if (!taken) {
        const refusal = couponRefusal(await findCoupon(tx, quote.coupon.code), new Date());
        throw invalidField("coupon", refusal ?? StoreMessages.couponUsedUp);
      }
    }

    const [order] = await tx
      .insert(orders)
      .values({
        userId: user.id,
        subtotalAmount: fromCents(quote.subtotalCents),
        discountAmount: fromCents(quote.discountCents),
        totalAmount: fromCents(quote.totalCents),
        currency: STORE_CURRENCY.toUpperCase(),
        couponId: quote.coupon?.id ?? null,
        // Kept as placed: a later rename of the coupon does not rewrite the order.
        couponCode: quote.coupon?.code ?? null,
        provider: quote.totalCents === 0 ? "none" : provider.name,
      })
      .returning({ id: orders.id, orderCode: orders.orderCode });
    await tx.insert(orderItems).values(
      quote.lines.map((line) => ({
        orderId: order!.id,
        serviceId: line.serviceId,
        product: line.name,
        serviceAmount: fromCents(line.priceCents),
      })),
    );
    await recordClosing(tx, [...closedFirst, ...released], { reason: "replaced", orderId: order!.id });
    // Nothing to pay: paid in this transaction, before another Pay could replace it.
    if (quote.totalCents === 0) {
      released.push(...(await fulfilOrder(tx, env.config, { orderId: order!.id })).released);
    }
    return { order: order!, quote, released };
  });
  await closeReleasedCheckouts(db, env, released);

  const successUrl = withOrder(input.success_url, order.orderCode);
  if (quote.totalCents === 0) return { checkoutUrl: successUrl, orderCode: order.orderCode };

  // With a discount, one line for the whole order, so that what the provider charges is the total.
  const lines: CheckoutLine[] =
    quote.discountCents > 0
      ? [
          {
            // Stripe takes product names of up to 250 characters.
            name: `Order ${order.orderCode} (coupon ${quote.coupon?.code}): ${quote.lines.map((line) => line.name).join(", ")}`.slice(
              0,
              250,
            ),
            amountCents: quote.totalCents,
          },
        ]
      : quote.lines.map((line) => ({ name: line.name, amountCents: line.priceCents }));
  let session;
  try {
    session = await provider.createCheckout({
      orderCode: order.orderCode,
      lines,
      amountTotalCents: quote.totalCents,
      currency: STORE_CURRENCY,
      customerEmail: user.email,
      successUrl,
      cancelUrl: withOrder(input.cancel_url, order.orderCode),
    });
  } catch (error) {
    env.logger.error(
      { err: error, orderCode: order.orderCode },
      "the payment provider did not open a checkout",
    );
    await cancelOrder(db, { orderId: order.id }, "failed");
    throw new ServiceError(503, StoreMessages.paymentFailed, { cause: error });
  }
  // Only while the order is still open: a checkout of the same buyer sent at the same moment may
  // have replaced it (releaseOpenCheckouts) before it had a checkout for that one to close.
  const [attached] = await db
    .update(orders)
    .set({ checkoutSessionId: session.sessionId })
    .where(and(eq(orders.id, order.id), eq(orders.paymentStatus, "pending")))
    .returning({ id: orders.id });
  if (!attached) {
    await closeReleasedCheckouts(db, env, [
      { provider: provider.name, checkoutSessionId: session.sessionId },
    ]);
    // Or an order of one of its books was paid meanwhile (fulfilOrder closed it): owned now.
    await refuseOwnedBooks(db, user.id, quote);
    throw new ServiceError(409, StoreMessages.checkoutReplaced);
  }
  return { checkoutUrl: session.checkoutUrl, orderCode: order.orderCode };
}
