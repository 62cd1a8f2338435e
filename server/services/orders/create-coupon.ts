import type { DatabaseOrTransaction } from "../../db/client.ts";
import { coupons, type Coupon, type CouponKind } from "../../db/schema/index.ts";
import { fromCents, toCents } from "../../../shared/store/money.ts";
import { isUniqueViolation } from "../accounts/unique-violation.ts";
import { invalidField } from "../service-error.ts";

export type NewCouponInput = {
  code: string;
  kind: CouponKind;
  /** Percent (0 < x <= 100) or dollars off, e.g. "5" or "12.50". */
  amount: string;
  expiresAt: Date;
  maxUses: number;
};

/**
 * The rules every coupon follows, whoever makes or edits it (`npm run coupon:create`, the demo
 * seed, the admin area): the fields as stored (the code upper-case, the amount in dollars), or
 * 422 on the field that breaks one, named as the admin form names it.
 */
export function checkedCouponFields(input: NewCouponInput) {
  const code = input.code.trim().toUpperCase();
  if (!/^[A-Z0-9_-]{1,40}$/.test(code)) throw invalidField("code", "Use 1 to 40 letters, digits, - or _.");
  const cents = toCents(input.amount);
  if (cents === undefined || cents === 0) throw invalidField("amount", "The amount must be more than 0.");
  if (input.kind === "percent" && cents > 100_00)
    throw invalidField("amount", "A percentage is at most 100.");
  if (!Number.isInteger(input.maxUses) || input.maxUses < 1) {
    throw invalidField("max_uses", "The usage cap must be a whole number of at least 1.");
  }
  if (Number.isNaN(input.expiresAt.getTime())) throw invalidField("expires_at", "The expiry is not a date.");
  return {
    code,
    kind: input.kind,
    amount: fromCents(cents),
    expiresAt: input.expiresAt,
    maxUses: input.maxUses,
  };
}

/** A code another coupon has, refused on the field (whichever save got there first). */
export function couponCodeTaken(error: unknown, code: string): Error {
  return isUniqueViolation(error, "coupons_code_unique")
    ? invalidField("code", `A coupon ${code.trim().toUpperCase()} already exists.`)
    : (error as Error);
}

/** Adds a coupon (`npm run coupon:create`, the demo seed); its code is kept upper-case. */
export async function createCoupon(db: DatabaseOrTransaction, input: NewCouponInput): Promise<Coupon> {
  const fields = checkedCouponFields(input);
  try {
    const [coupon] = await db.insert(coupons).values(fields).returning();
    return coupon!;
  } catch (error) {
    throw couponCodeTaken(error, fields.code);
  }
}
