import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database, DatabaseOrTransaction } from "../../db/client.ts";
import { coupons, orders, services, type Coupon } from "../../db/schema/index.ts";
import { MAX_PAYMENT_CENTS, toCents } from "../../../shared/store/money.ts";
import { MINIMUM_CHARGE_CENTS, StoreMessages } from "../../../shared/store/store-messages.ts";
import { CONTENT_STATUS } from "../../db/schema/index.ts";
import { isPublicService } from "../content/visibility.ts";
import { ownedBookIds } from "../store/owned-books.ts";
import { forgiveRateLimitHit, hitRateLimit } from "../rate-limit/hit-rate-limit.ts";
import { RATE_LIMITS } from "../rate-limit/rate-limits.ts";
import { ServiceError, invalidField } from "../service-error.ts";

/** What the shop charges in: prices are US dollars (SPEC.md §9 "dollar sign fixed"). */
export const STORE_CURRENCY = "usd";

export type PricedLine = {
  serviceId: number;
  name: string;
  slug: string;
  image: string | null;
  priceCents: number;
};

export type AppliedCoupon = Pick<Coupon, "id" | "code" | "kind" | "amount">;

export type OrderQuote = {
  lines: PricedLine[];
  subtotalCents: number;
  discountCents: number;
  totalCents: number;
  coupon: AppliedCoupon | null;
};

/** Why a coupon cannot be used now, or undefined when it can. */
export function couponRefusal(coupon: Coupon | undefined, now: Date): string | undefined {
  if (!coupon || coupon.status !== CONTENT_STATUS.published) return StoreMessages.couponInvalid;
  if (coupon.expiresAt <= now) return StoreMessages.couponExpired;
  if (coupon.usedCount >= coupon.maxUses) return StoreMessages.couponUsedUp;
  return undefined;
}

/**
 * The discount in cents: a percentage of the subtotal (rounded to the nearest cent) or a fixed
 * amount, never more than the subtotal, so no order is ever negative.
 */
export function couponDiscountCents(coupon: Pick<Coupon, "kind" | "amount">, subtotalCents: number): number {
  const amount = toCents(coupon.amount) ?? 0;
  const discount = coupon.kind === "percent" ? Math.round((subtotalCents * amount) / 10_000) : amount;
  return Math.min(Math.max(discount, 0), subtotalCents);
}

/**
 * The coupon with this code, in one statement. For a buyer (`buyerId`), its uses are counted as
 * they may use it: the uses their own unpaid checkouts hold are theirs to take again, since their
 * next Pay gives those back first (releaseOpenCheckouts), so a buyer back from a checkout they
 * left is not told that its last use is gone.
 */
export async function findCoupon(
  db: DatabaseOrTransaction,
  code: string,
  buyerId?: number,
): Promise<Coupon | undefined> {
  const ownHolds =
    buyerId === undefined
      ? sql<number>`0`.mapWith(Number)
      : db.$count(
          orders,
          and(
            eq(orders.userId, buyerId),
            eq(orders.couponId, coupons.id),
            eq(orders.paymentStatus, "pending"),
          ),
        );
  const [found] = await db
    .select({ coupon: coupons, ownHolds })
    .from(coupons)
    .where(eq(coupons.code, code.toUpperCase()))
    .limit(1);
  if (!found) return undefined;
  return { ...found.coupon, usedCount: Math.max(found.coupon.usedCount - found.ownHolds, 0) };
}

/** The coupon a cart names: its code, or what a lookup of the code found (checkCouponGuess's answer). */
export type CouponChoice = string | { found: Coupon | undefined } | null;

/**
 * The order a cart makes, priced from the database only: each item's current price, the
 * coupon's discount and the total. Refuses (422) items that are not for sale, a coupon that
 * cannot be used, and a total that cannot be paid: between 0 and the card networks' minimum, or
 * above the most one payment may be (MAX_PAYMENT_CENTS).
 * A coupon given by its code is read here, as the order's transaction sees it.
 */
export async function priceOrder(
  db: DatabaseOrTransaction,
  serviceIds: number[],
  couponChoice: CouponChoice,
): Promise<OrderQuote> {
  const now = new Date();
  if (serviceIds.length === 0) throw invalidField("cart", StoreMessages.cartEmpty);
  const rows = await db
    .select({
      serviceId: services.id,
      name: services.title,
      slug: services.slug,
      image: services.image,
      price: services.price,
      // The rule every list uses (server/services/content/visibility.ts): only what is on sale sells.
      onSale: sql<boolean>`${isPublicService()}`,
    })
    .from(services)
    .where(inArray(services.id, serviceIds));
  const byId = new Map(rows.map((row) => [row.serviceId, row]));
  const lines: PricedLine[] = [];
  for (const id of serviceIds) {
    const row = byId.get(id);
    if (!row?.onSale) {
      throw invalidField("cart", StoreMessages.notForSale(row?.name));
    }
    const { name, slug, image } = row;
    lines.push({ serviceId: row.serviceId, name, slug, image, priceCents: toCents(row.price) ?? 0 });
  }
  const subtotalCents = lines.reduce((sum, line) => sum + line.priceCents, 0);

  let coupon: AppliedCoupon | null = null;
  let discountCents = 0;
  if (couponChoice) {
    const found = typeof couponChoice === "string" ? await findCoupon(db, couponChoice) : couponChoice.found;
    const refusal = couponRefusal(found, now);
    if (refusal || !found) throw invalidField("coupon", refusal ?? StoreMessages.couponInvalid);
    coupon = { id: found.id, code: found.code, kind: found.kind, amount: found.amount };
    discountCents = couponDiscountCents(found, subtotalCents);
  }
  const totalCents = subtotalCents - discountCents;
  if (totalCents > 0 && totalCents < MINIMUM_CHARGE_CENTS) {
    throw invalidField(coupon ? "coupon" : "cart", StoreMessages.belowMinimum);
  }
  if (totalCents > MAX_PAYMENT_CENTS) throw invalidField("cart", StoreMessages.orderTooLarge);
  return { lines, subtotalCents, discountCents, totalCents, coupon };
}

/**
 * Coupon codes cannot be found by guessing them: each code refused to a buyer counts against
 * RATE_LIMITS.couponMissPerAccount, and once that is spent every coupon is refused to them (429 on
 * `coupon`, with Retry-After), a real one too, so that an answer no longer tells a guess apart.
 * Every lookup is counted first (one atomic hit, so guesses sent at once are counted one by one)
 * and forgiven when the code is good. Called before the cart is priced (the quote and the
 * checkout), outside the order's transaction: the count of a refused code must stay when the
 * order is refused. The refusal itself is priceOrder's to give. Answers the coupon as the buyer
 * may use it (findCoupon), or undefined when there is no code or no coupon has it.
 */
export async function checkCouponGuess(
  db: Database,
  buyerId: number,
  couponCode: string | null,
  now = new Date(),
): Promise<Coupon | undefined> {
  if (!couponCode) return undefined;
  const subject = String(buyerId);
  const hit = await hitRateLimit(db, RATE_LIMITS.couponMissPerAccount, subject);
  if (!hit.allowed) {
    throw new ServiceError(429, StoreMessages.couponTooManyTries, {
      errors: { coupon: [StoreMessages.couponTooManyTries] },
      retryAfterSeconds: hit.retryAfterSeconds,
    });
  }
  const coupon = await findCoupon(db, couponCode, buyerId);
  if (!couponRefusal(coupon, now)) {
    await forgiveRateLimitHit(db, RATE_LIMITS.couponMissPerAccount, subject);
  }
  return coupon;
}

/** A buyer's quote: the order, and the cart's books they own already (left out of the order). */
export type BuyerQuote = OrderQuote & { ownedIds: number[] };

/**
 * The price of a buyer's cart before they order it (/payment/quote): priceOrder, coupon guesses
 * counted. Books the buyer owns already are left out and named in `ownedIds`, so that the page
 * takes them out of the cart before Pay, which would refuse them; a cart of owned books only is
 * an empty order.
 */
export async function quoteOrder(
  db: Database,
  buyerId: number,
  serviceIds: number[],
  couponCode: string | null,
): Promise<BuyerQuote> {
  const found = await checkCouponGuess(db, buyerId, couponCode);
  const owned = await ownedBookIds(db, buyerId, serviceIds);
  const ownedIds = serviceIds.filter((id) => owned.has(id));
  const toOrder = serviceIds.filter((id) => !owned.has(id));
  if (toOrder.length === 0 && ownedIds.length > 0) {
    return { lines: [], subtotalCents: 0, discountCents: 0, totalCents: 0, coupon: null, ownedIds };
  }
  return { ...(await priceOrder(db, toOrder, couponCode ? { found } : null)), ownedIds };
}
