/**
 * Migration 0019 (orders.coupon_code) on a database that has orders already: each order placed
 * with a coupon gets that coupon's code, an order without one keeps none, and from then on the
 * database refuses an order whose code and coupon disagree.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { afterAll, beforeAll, expect, inject, it } from "vitest";
import { withDatabase } from "../../tests/support/global-database.ts";
import { migrationsFolder } from "./paths.ts";

const MIGRATION = "0019_orders_coupon_code";

const admin = inject("databaseConnection");
const name = `w3p_migration_${randomBytes(6).toString("hex")}`;
let pool: pg.Pool;
let before: string;

/** The migrations folder as it was before `tag`: its SQL files and a journal that ends before it. */
async function migrationsBefore(tag: string): Promise<string> {
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), "w3p-migrations-"));
  const journal = JSON.parse(
    await fs.readFile(path.join(migrationsFolder(), "meta", "_journal.json"), "utf8"),
  );
  const at = journal.entries.findIndex((entry: { tag: string }) => entry.tag === tag);
  expect(at).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  await fs.mkdir(path.join(folder, "meta"));
  await fs.writeFile(path.join(folder, "meta", "_journal.json"), JSON.stringify(journal));
  for (const entry of journal.entries as { tag: string }[]) {
    await fs.copyFile(
      path.join(migrationsFolder(), `${entry.tag}.sql`),
      path.join(folder, `${entry.tag}.sql`),
    );
  }
  return folder;
}

beforeAll(async () => {
  const client = new pg.Client(admin);
  await client.connect();
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  pool = new pg.Pool({ ...withDatabase(admin, name), max: 2 });
  before = await migrationsBefore(MIGRATION);
});

afterAll(async () => {
  await pool?.end();
  if (before) await fs.rm(before, { recursive: true, force: true });
  const client = new pg.Client(admin);
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await client.end();
});

it("gives each order placed with a coupon its coupon's code, and none to an order without", async () => {
  const db = drizzle({ client: pool });
  await migrate(db, { migrationsFolder: before });
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

  await migrate(db, { migrationsFolder: migrationsFolder() });

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
