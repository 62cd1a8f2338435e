/**
 * Money as the shop keeps it: prices are PostgreSQL numeric(10,2), read as decimal strings
 * ("19.99"), and every sum is done in whole cents so no float rounding reaches a total.
 * Isomorphic: the cart page adds its subtotal with the same rules the server charges with.
 */

const DECIMAL = /^(\d{1,8})(?:\.(\d{1,2}))?$/;
/** A plain non-negative amount with at most two decimals, of any size. */
const ANY_DECIMAL = /^\d+(?:\.\d{1,2})?$/;

/**
 * The most one payment may be: Stripe's largest charge in US dollars, $999,999.99. A price, and an
 * order's total, above it could never be paid.
 */
export const MAX_PAYMENT_CENTS = 999_999_99;

/** Whether `amount` is written as money (digits, at most two decimals) whatever its size. */
export function isPlainAmount(amount: string | number): boolean {
  const text =
    typeof amount === "number" ? (Number.isFinite(amount) ? amount.toFixed(2) : "") : amount.trim();
  return ANY_DECIMAL.test(text);
}

/** "19.9" → 1990; undefined for anything that is not a plain non-negative amount with at most two decimals. */
export function toCents(amount: string | number): number | undefined {
  const text =
    typeof amount === "number" ? (Number.isFinite(amount) ? amount.toFixed(2) : "") : amount.trim();
  const match = DECIMAL.exec(text);
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
}

/** 1990 → "19.90" (the numeric string the database and the API use). */
export function fromCents(cents: number): string {
  const whole = Math.floor(cents / 100);
  return `${whole}.${String(cents % 100).padStart(2, "0")}`;
}

/** "$19.90": a symbol (the settings' currency, or "$" on guide lists) and two decimals. */
export function formatMoney(amount: string | number, symbol = "$"): string {
  const cents = toCents(amount);
  return `${symbol}${cents === undefined ? Number(amount).toFixed(2) : fromCents(cents)}`;
}

/** The sum of prices given as decimal strings, in cents. */
export function sumCents(amounts: Array<string | number>): number {
  return amounts.reduce<number>((total, amount) => total + (toCents(amount) ?? 0), 0);
}
