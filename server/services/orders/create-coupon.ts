import { and, eq, ne } from "drizzle-orm";
import type { DatabaseOrTransaction } from "../../db/client.ts";
import { coupons, type Coupon, type CouponKind } from "../../db/schema/index.ts";
import { fieldErrorsOf, type FieldErrors } from "../../../shared/forms/field-errors.ts";
import { fromCents } from "../../../shared/store/money.ts";
import { CouponAdminMessages } from "../../../shared/store/store-admin-messages.ts";
import { couponFieldsSchema, type CouponFields } from "../../../shared/store/store-admin-schemas.ts";
import { isUniqueViolation } from "../accounts/unique-violation.ts";
import { invalidField, invalidFields } from "../service-error.ts";

export type NewCouponInput = {
  code: string;
  kind: CouponKind;
  /** Percent (0 < x <= 100) or dollars off, e.g. "5" or "12.50". */
  amount: string;
  expiresAt: Date;
  maxUses: number;
};

/** A coupon's fields, checked by couponFieldsSchema, as the row stores them. */
export function storedCouponFields(input: CouponFields) {
  return {
    code: input.code,
    kind: input.kind,
    amount: fromCents(input.amount),
    expiresAt: input.expires_at,
    maxUses: input.max_uses,
  };
}

/**
 * The rules every coupon follows (couponFieldsSchema, the admin form's too) applied to a coupon
 * made by `npm run coupon:create` or the demo seed: the fields as stored, or one 422 naming every
 * field that breaks one.
 */
export function checkedCouponFields(input: NewCouponInput) {
  const parsed = couponFieldsSchema.safeParse({
    code: input.code,
    kind: input.kind,
    amount: input.amount,
    expires_at: Number.isNaN(input.expiresAt.getTime()) ? "" : input.expiresAt.toISOString(),
    max_uses: input.maxUses,
  });
  if (!parsed.success) throw invalidFields(fieldErrorsOf(parsed.error));
  return storedCouponFields(parsed.data);
}

/**
 * The message on `code` when another coupon than `exceptId` has it (already upper-case): looked
 * up so that it comes with the other fields' messages; couponCodeTaken still catches two saves
 * that cross.
 */
export async function codeTakenErrors(
  db: DatabaseOrTransaction,
  code: string,
  exceptId?: number,
): Promise<FieldErrors> {
  const [taken] = await db
    .select({ id: coupons.id })
    .from(coupons)
    .where(
      exceptId === undefined ? eq(coupons.code, code) : and(eq(coupons.code, code), ne(coupons.id, exceptId)),
    )
    .limit(1);
  return taken ? { code: [CouponAdminMessages.codeTaken(code)] } : {};
}

/** A code another coupon has, refused on the field (whichever save got there first). */
export function couponCodeTaken(error: unknown, code: string): Error {
  return isUniqueViolation(error, "coupons_code_unique")
    ? invalidField("code", CouponAdminMessages.codeTaken(code.trim().toUpperCase()))
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
