import { CouponAdminMessages } from "../../../shared/store/store-admin-messages.ts";
import type { Coupon } from "../../db/schema/index.ts";
import {
  deleteCoupon,
  getAdminCoupon,
  listAdminCoupons,
  couponSaveErrors,
  saveCoupon,
  setCouponStatus,
} from "../../services/orders/manage-coupons.ts";
import { validationHookWith } from "../../http/validation.ts";
import { createRouter, paginationJson } from "../router.ts";
import * as routes from "./admin-coupons.routes.ts";

const toCouponJson = (coupon: Coupon) => ({
  id: coupon.id,
  code: coupon.code,
  kind: coupon.kind,
  amount: coupon.amount,
  expires_at: coupon.expiresAt.toISOString(),
  max_uses: coupon.maxUses,
  used_count: coupon.usedCount,
  status: coupon.status,
  created_at: coupon.createdAt.toISOString(),
  updated_at: coupon.updatedAt.toISOString(),
});

export const adminCouponsRouter = createRouter()
  .openapi(routes.listCoupons, async (c) => {
    const found = await listAdminCoupons(c.var.db, c.req.valid("query"));
    return c.json({ data: found.rows.map(toCouponJson), pagination: paginationJson(found) }, 200);
  })
  .openapi(routes.getCoupon, async (c) => {
    return c.json({ data: toCouponJson(await getAdminCoupon(c.var.db, c.req.valid("param").id)) }, 200);
  })
  .openapi(
    routes.saveCoupon,
    async (c) => {
      const input = c.req.valid("form");
      const coupon = await saveCoupon(c.var.db, c.var.user, input);
      const message = input.id === undefined ? CouponAdminMessages.created : CouponAdminMessages.saved;
      return c.json({ message, data: toCouponJson(coupon) }, 200);
    },
    validationHookWith((fields, c) => couponSaveErrors(c.var.db, fields)),
  )
  .openapi(routes.setCouponStatus, async (c) => {
    const input = { ...c.req.valid("form"), id: c.req.valid("param").id };
    const coupon = await setCouponStatus(c.var.db, c.var.user, input);
    const message = coupon.status === 1 ? CouponAdminMessages.enabled : CouponAdminMessages.disabled;
    return c.json({ message, data: toCouponJson(coupon) }, 200);
  })
  .openapi(routes.deleteCoupon, async (c) => {
    await deleteCoupon(c.var.db, c.var.user, { ...c.req.valid("form"), id: c.req.valid("param").id });
    return c.json({ message: CouponAdminMessages.deleted }, 200);
  });
