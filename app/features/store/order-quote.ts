import type { CartItem } from "~/components/store/cart-storage";
import type { FieldErrors } from "~/forms/form-result";

/** What /payment/quote answers: the cart priced by the database, with the coupon's discount. */
export type Quote = {
  ok: true;
  items: { id: number; name: string; slug: string; image: string; price: string }[];
  subtotal: string;
  discount: string;
  total: string;
  coupon: string | null;
  /** The cart's books the buyer owns already: not in `items`, to be taken out of the cart. */
  owned: number[];
};

export type QuoteAnswer = Quote | { ok: false; message: string; errors?: FieldErrors };

/**
 * The address of the price of these items with this coupon (app/routes/store/payment-quote.tsx,
 * priceOrder): what /payment charges and what /cart shows a signed-in buyer, one rule for both.
 */
export function quotePath(ids: string, coupon: string): string {
  const params = new URLSearchParams({ ids });
  if (coupon) params.set("coupon", coupon);
  return `/payment/quote?${params}`;
}

/** The browser's cart brought in line with a quote, and what changed for the buyer to be told. */
export type ReconciledCart = {
  items: CartItem[];
  /** Whether `items` differs from the cart it was made from (the cart is to be written back). */
  changed: boolean;
  /** The books taken out because the buyer owns them already. */
  ownedNames: string[];
  /** The books whose price in the cart was not the database's. */
  repricedNames: string[];
};

/**
 * The cart as the quote prices it, one rule for /cart and /payment: the books the buyer owns
 * already are taken out, and each price is the database's (a card's price may be older than a
 * change in the catalogue).
 */
export function reconcileCart(items: CartItem[], quote: Quote): ReconciledCart {
  const owned = new Set(quote.owned);
  const prices = new Map(quote.items.map((line) => [line.id, line.price]));
  const kept = items.filter((item) => !owned.has(item.id));
  const repriced = kept.map((item) => ({ ...item, price: prices.get(item.id) ?? item.price }));
  const priceMoved = (item: CartItem, index: number) => Number(item.price) !== Number(kept[index]!.price);
  return {
    items: repriced,
    changed: kept.length < items.length || repriced.some((item, index) => item.price !== kept[index]!.price),
    ownedNames: items.filter((item) => owned.has(item.id)).map((item) => item.name),
    repricedNames: repriced.filter(priceMoved).map((item) => item.name),
  };
}
