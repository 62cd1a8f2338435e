/** Billing: the user's orders with their status and currency, and each order's rows, owner only. */
import { expect, it } from "vitest";
import { settings } from "../../db/schema/index.ts";
import { setupTestDatabase } from "../../../tests/support/test-database.ts";
import { accountsApp, get, signUpAndLogIn } from "../../../tests/support/api-accounts.ts";
import { PUBLIC_URL, insertBook, pay, setupDataDir } from "../store/store-test-kit.ts";
import { eq } from "drizzle-orm";

const database = setupTestDatabase();
const dataDir = setupDataDir();
const app = () => accountsApp(database, { publicUrl: PUBLIC_URL, dataDir: dataDir.path });

it("lists the user's orders newest first with SPEC's fields and the settings' currency", async () => {
  const buyer = await signUpAndLogIn(app());
  const stranger = await signUpAndLogIn(app());
  const [first, second] = [
    await insertBook(database, dataDir.path, { price: "10.00" }),
    await insertBook(database, dataDir.path, { price: "7.25" }),
  ];
  const older = await (await pay(app(), buyer.token, [first])).json();
  const newer = await (await pay(app(), buyer.token, [first, second])).json();
  await pay(app(), stranger.token, [second]);

  const response = await get(app(), "/api/billing/getBillingDetails", { token: buyer.token });
  expect(response.status).toBe(200);
  expect(response.headers.get("cache-control")).toBe("no-store");
  const body = await response.json();
  expect(body.currency).toBe("$");
  expect(body.data.map((order: { orderId: string }) => order.orderId)).toEqual([
    newer.orderId,
    older.orderId,
  ]);
  expect(body.data[0]).toEqual({
    id: expect.any(Number),
    orderId: newer.orderId,
    total_amount: "17.25",
    subtotal_amount: "17.25",
    discount_amount: "0.00",
    coupon_code: null,
    created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    payment_status: "pending",
  });

  await database.db.update(settings).set({ value: "€" }).where(eq(settings.key, "currency"));
  const euro = await (await get(app(), "/api/billing/getBillingDetails", { token: buyer.token })).json();
  expect(euro.currency).toBe("€");
  await database.db.update(settings).set({ value: "$" }).where(eq(settings.key, "currency"));
});

it("answers an order's rows to its owner only (404 for anyone else's)", async () => {
  const buyer = await signUpAndLogIn(app());
  const stranger = await signUpAndLogIn(app());
  const [first, second] = [
    await insertBook(database, dataDir.path, { price: "10.00" }),
    await insertBook(database, dataDir.path, { price: "7.25" }),
  ];
  await pay(app(), buyer.token, [first, second]);
  const [order] = (await (await get(app(), "/api/billing/getBillingDetails", { token: buyer.token })).json())
    .data;

  const rows = await get(app(), `/api/billing/getBillingrows?id=${order.id}`, { token: buyer.token });
  expect(rows.status).toBe(200);
  expect(await rows.json()).toEqual({
    data: [
      { id: expect.any(Number), product: first.title, service_amount: "10.00" },
      { id: expect.any(Number), product: second.title, service_amount: "7.25" },
    ],
  });

  const foreign = await get(app(), `/api/billing/getBillingrows?id=${order.id}`, { token: stranger.token });
  expect(foreign.status).toBe(404);
  expect(await foreign.json()).toEqual({ message: "Order not found." });
  expect((await get(app(), "/api/billing/getBillingrows?id=2000000000", { token: buyer.token })).status).toBe(
    404,
  );
  expect((await get(app(), "/api/billing/getBillingrows?id=abc", { token: buyer.token })).status).toBe(422);
  expect((await get(app(), `/api/billing/getBillingrows?id=${order.id}`)).status).toBe(401);
});
