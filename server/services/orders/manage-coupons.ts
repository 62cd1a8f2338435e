/**
 * The admin area's coupons: a paged list searched by code, adding, editing, enabling or disabling
 * and deleting them, every change at the version read (stale-edit.ts) and audited. Only a coupon
 * no order names may be deleted (a mistyped one); one on orders stays, and disabling takes it out
 * of checkout. Orders keep the code they were placed with (orders.coupon_code), so a rename never
 * rewrites them.
 */
import { count, desc, eq, getTableColumns, sql } from "drizzle-orm";
import type { Database, DatabaseOrTransaction } from "../../db/client.ts";
import { coupons, orders, type Coupon } from "../../db/schema/index.ts";
import { findForeignKeyViolation } from "../../db/postgres-error.ts";
import type { DeleteContentInput } from "../../../shared/admin/content-schemas.ts";
import { ADMIN_PAGE_SIZE } from "../../../shared/admin/admin-messages.ts";
import { fieldsThatPass, type FieldErrors } from "../../../shared/forms/field-errors.ts";
import {
  saveCouponSchema,
  type ListCouponsInput,
  type SaveCouponInput,
  type SetCouponStatusInput,
} from "../../../shared/store/store-admin-schemas.ts";
import { CouponAdminMessages } from "../../../shared/store/store-admin-messages.ts";
import { recordAudit, type AdminActor } from "../admin/audit-log.ts";
import { lockForEdit } from "../admin/stale-edit.ts";
import { keepRule } from "../admin/keep-rule.ts";
import { likeContains } from "../content/name-search.ts";
import { invalidFields, notFound, ServiceError } from "../service-error.ts";
import { codeTakenErrors, couponCodeTaken, storedCouponFields } from "./create-coupon.ts";
import { adminPage, adminPageOffset } from "../admin/admin-page.ts";
import { deleteRow } from "../admin/delete-row.ts";

/** The coupon as the audit log keeps it. */
const audited = (coupon: Coupon) => ({
  id: coupon.id,
  code: coupon.code,
  kind: coupon.kind,
  amount: coupon.amount,
  expiresAt: coupon.expiresAt.toISOString(),
  maxUses: coupon.maxUses,
  usedCount: coupon.usedCount,
  status: coupon.status,
  updatedAt: coupon.updatedAt.toISOString(),
});

/** What keeps a coupon: orders of any status that name it (from orders_coupon_id_idx). Disable it instead. */
const couponKept = keepRule(coupons, [
  {
    holds: sql`exists (select 1 from ${orders} where ${orders}.coupon_id = ${coupons}.id)`,
    listed: CouponAdminMessages.keptOnOrders,
    refused: CouponAdminMessages.onOrders,
  },
]);

/**
 * A page of coupons, newest first; `search` is part of the code (a few hundred rows at most). Each
 * says why deleteCoupon refuses it (`keptBecause`), for the rows returned only.
 */
export async function listAdminCoupons(db: Database, input: ListCouponsInput) {
  const where = input.search
    ? sql`${coupons.code} like ${likeContains(input.search.toUpperCase())}`
    : undefined;
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({
        ...getTableColumns(coupons),
        keptBecause: couponKept.keptBecause(),
      })
      .from(coupons)
      .where(where)
      .orderBy(desc(coupons.createdAt), desc(coupons.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset(adminPageOffset(input.page)),
    db.select({ n: count() }).from(coupons).where(where),
  ]);
  const total = totalRow?.n ?? 0;
  return adminPage(rows, total, input.page);
}

export async function getAdminCoupon(db: Database, id: number): Promise<Coupon> {
  const row = await findCoupon(db, id);
  if (!row) throw notFound(CouponAdminMessages.notFound);
  return row;
}

/** The same UTC day: the edit form shows a coupon's date without its time. */
const sameDay = (a: Date, b: Date) => a.toISOString().slice(0, 10) === b.toISOString().slice(0, 10);

/**
 * What a coupon's save is refused for that the stored coupons decide, every field at once: a
 * code another coupon has; for an edit of `current`, a usage cap below the uses taken and a
 * valid-until date moved into the past (one left as it was saves, even if it has passed).
 */
async function couponRowErrors(
  db: DatabaseOrTransaction,
  input: Partial<Pick<SaveCouponInput, "code" | "max_uses" | "expires_at">>,
  current?: Coupon,
): Promise<FieldErrors> {
  const errors: FieldErrors = input.code ? await codeTakenErrors(db, input.code, current?.id) : {};
  if (!current) return errors;
  if (input.max_uses !== undefined && input.max_uses < current.usedCount) {
    errors.max_uses = [CouponAdminMessages.maxUsesBelowUsed];
  }
  if (
    input.expires_at !== undefined &&
    !sameDay(input.expires_at, current.expiresAt) &&
    input.expires_at.getTime() <= Date.now()
  ) {
    errors.expires_at = [CouponAdminMessages.expiryPast];
  }
  return errors;
}

/**
 * couponRowErrors for a coupon form or call whose fields failed saveCouponSchema: the fields that
 * passed are checked against the stored coupons too, so that one answer names every mistake.
 */
export async function couponSaveErrors(db: Database, posted: Record<string, unknown>): Promise<FieldErrors> {
  const fields = fieldsThatPass(saveCouponSchema, posted);
  const current = fields.id === undefined ? undefined : await findCoupon(db, fields.id);
  return couponRowErrors(db, fields, current);
}

async function findCoupon(db: DatabaseOrTransaction, id: number): Promise<Coupon | undefined> {
  const [row] = await db.select().from(coupons).where(eq(coupons.id, id)).limit(1);
  return row;
}

/** Adds a coupon, or edits one at the version the admin saw; its cap never below the uses taken. */
export async function saveCoupon(db: Database, actor: AdminActor, input: SaveCouponInput): Promise<Coupon> {
  const fields = { ...storedCouponFields(input), status: input.status };
  try {
    return await db.transaction(async (tx) => {
      if (input.id === undefined) {
        const errors = await couponRowErrors(tx, input);
        if (Object.keys(errors).length > 0) throw invalidFields(errors);
        const [created] = await tx.insert(coupons).values(fields).returning();
        await recordAudit(tx, actor, {
          action: "coupon.create",
          entityType: "coupon",
          entityId: created!.id,
          before: null,
          after: audited(created!),
        });
        return created!;
      }
      const before = await lockForEdit(tx, coupons, input.id, input.updated_at!, "coupon");
      const errors = await couponRowErrors(tx, input, before);
      if (Object.keys(errors).length > 0) throw invalidFields(errors);
      const [updated] = await tx.update(coupons).set(fields).where(eq(coupons.id, input.id)).returning();
      await recordAudit(tx, actor, {
        action: "coupon.update",
        entityType: "coupon",
        entityId: input.id,
        before: audited(before),
        after: audited(updated!),
      });
      return updated!;
    });
  } catch (error) {
    throw couponCodeTaken(error, fields.code);
  }
}

/** Enables (1) or disables (0) a coupon at the version the admin saw. */
export async function setCouponStatus(db: Database, actor: AdminActor, input: SetCouponStatusInput) {
  return db.transaction(async (tx) => {
    const before = await lockForEdit(tx, coupons, input.id, input.updated_at, "coupon");
    const [updated] = await tx
      .update(coupons)
      .set({ status: input.status })
      .where(eq(coupons.id, input.id))
      .returning();
    await recordAudit(tx, actor, {
      action: input.status === 1 ? "coupon.enable" : "coupon.disable",
      entityType: "coupon",
      entityId: input.id,
      before: audited(before),
      after: audited(updated!),
    });
    return updated!;
  });
}

/** An order's RESTRICT foreign key refusing the coupon's deletion: an order names it. */
const isCouponOnOrders = (error: unknown) =>
  findForeignKeyViolation(error)?.constraint === "orders_coupon_id_coupons_id_fk";

/**
 * Deletes a coupon no order names (of any status), at the version the admin saw; one on orders is
 * refused (409) and stays, to be disabled instead. The row is locked first, as a checkout's taking
 * of a use locks it, so a checkout at the same moment either took its use first (its order is
 * found, 409) or finds the coupon gone; an order the check could not see is refused by
 * orders.coupon_id's RESTRICT foreign key, answered with the same 409.
 */
export async function deleteCoupon(
  db: Database,
  actor: AdminActor,
  input: DeleteContentInput,
): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const before = await lockForEdit(tx, coupons, input.id, input.updated_at, "coupon");
      await couponKept.refuseDelete(tx, before.id);
      await deleteRow(tx, actor, {
        table: coupons,
        entityType: "coupon",
        id: before.id,
        before: audited(before),
      });
    });
  } catch (error) {
    if (isCouponOnOrders(error)) throw new ServiceError(409, CouponAdminMessages.onOrders, { cause: error });
    throw error;
  }
}
