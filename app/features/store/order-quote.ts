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
