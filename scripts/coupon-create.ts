/**
 * `npm run coupon:create -- <CODE> (--percent N | --amount DOLLARS) --expires YYYY-MM-DD --max-uses N`:
 * adds a coupon that buyers enter at /payment or receive as a `?coupon=CODE` link. It works until
 * the end of the expiry day (UTC) and for at most --max-uses orders.
 */
import { parseArgs } from "node:util";
import { createCoupon } from "../server/services/orders/create-coupon.ts";
import { ServiceError } from "../server/services/service-error.ts";
import { openOperatorDatabase } from "./operator/operator-database.ts";

const USAGE =
  "Usage: npm run coupon:create -- <CODE> (--percent N | --amount DOLLARS) --expires YYYY-MM-DD --max-uses N";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    percent: { type: "string" },
    amount: { type: "string" },
    expires: { type: "string" },
    "max-uses": { type: "string" },
  },
});
const code = positionals[0];
const expires =
  values.expires && /^\d{4}-\d\d-\d\d$/.test(values.expires) ? new Date(`${values.expires}T23:59:59Z`) : null;
if (!code || Boolean(values.percent) === Boolean(values.amount) || !expires || !values["max-uses"]) {
  console.error(USAGE);
  process.exit(2);
}

const database = await openOperatorDatabase();
const { config } = database;
try {
  const coupon = await createCoupon(database.db, {
    code,
    kind: values.percent ? "percent" : "fixed",
    amount: (values.percent ?? values.amount)!,
    expiresAt: expires,
    maxUses: Number(values["max-uses"]),
  });
  const off = coupon.kind === "percent" ? `${coupon.amount}%` : `$${coupon.amount}`;
  console.log(
    `Coupon ${coupon.code}: ${off} off, until ${values.expires} (UTC), at most ${coupon.maxUses} orders.`,
  );
  console.log(`Link: ${config.publicUrl}/complete-guide?coupon=${encodeURIComponent(coupon.code)}`);
} catch (error) {
  if (!(error instanceof ServiceError)) throw error;
  console.error(Object.values(error.errors ?? {}).flat()[0] ?? error.message);
  process.exitCode = 1;
} finally {
  await database.close();
}
