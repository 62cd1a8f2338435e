/**
 * Migration 0019 (orders.coupon_code) on a database that has orders already: each order placed
 * with a coupon gets that coupon's code, an order without one keeps none, and from then on the
 * database refuses an order whose code and coupon disagree.
 */
import { expect, it } from "vitest";
import { databaseBeforeMigration } from "../../tests/support/database-before-migration.ts";

const database = databaseBeforeMigration("0019_orders_coupon_code");

it("gives each order placed with a coupon its coupon's code, and none to an order without", async () => {
  const pool = database.pool();
  const one = async (sql: string, values: unknown[] = []) => (await pool.query(sql, values)).rows[0];
  const { id: userId } = await one(
    "insert into users (name, email, password_hash) values ('Early Buyer', 'early@w3p.example', 'x') returning id",
  );
  const { id: couponId } = await one(
    `insert into coupons (code, kind, amount, expires_at, max_uses, used_count)
     values ('WELCOME10', 'percent', '10', now() + interval '1 day', 10, 1) returning id`,
  );
  const { id: withCoupon } = await one(
    `insert into orders (user_id, subtotal_amount, discount_amount, total_amount, provider, coupon_id)
     values ($1, '20.00', '2.00', '18.00', 'test', $2) returning id`,
    [userId, couponId],
  );
  const { id: without } = await one(
    `insert into orders (user_id, subtotal_amount, total_amount, provider)
     values ($1, '20.00', '20.00', 'test') returning id`,
    [userId],
  );

  await database.migrateRest();

  const codes = await pool.query("select id, coupon_id, coupon_code from orders order by id");
  expect(codes.rows).toEqual([
    { id: withCoupon, coupon_id: couponId, coupon_code: "WELCOME10" },
    { id: without, coupon_id: null, coupon_code: null },
  ]);
  // A later rename leaves the order's code as it was.
  await pool.query("update coupons set code = 'SPRING15' where id = $1", [couponId]);
  expect(await one("select coupon_code from orders where id = $1", [withCoupon])).toEqual({
    coupon_code: "WELCOME10",
  });
  // The code is there exactly when the coupon is.
  for (const [coupon, code] of [
    [couponId, null],
    [null, "WELCOME10"],
  ]) {
    await expect(
      pool.query(
        `insert into orders (user_id, subtotal_amount, total_amount, provider, coupon_id, coupon_code)
         values ($1, '20.00', '20.00', 'test', $2, $3)`,
        [userId, coupon, code],
      ),
    ).rejects.toMatchObject({ code: "23514", constraint: "orders_coupon_code_chk" });
  }
});
