/**
 * The orders screen's calls: admin only; orders found by code, buyer email or name and status,
 * newest first; one order with its items, buyer and events; and a refund through the store's
 * refund path that needs a recent login, takes the e-book away and is audited as the admin's.
 */
import { and, desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, orders, ownedEbooks } from "../../db/schema/index.ts";
import { testConfig } from "../../../tests/support/test-app.ts";
import { setupTestDatabase } from "../../../tests/support/test-database.ts";
import { accountsApp, get, postForm, signUpAndLogIn, ageLogin } from "../../../tests/support/api-accounts.ts";
import { signUpAdmin } from "../../../tests/support/api-admins.ts";
import {
  PUBLIC_URL,
  insertBook,
  pay,
  payClosedCheckoutLate,
  payTestCheckout,
  setupDataDir,
  type TestBook,
} from "../store/store-test-kit.ts";

const database = setupTestDatabase();
const dataDir = setupDataDir();
const config = () => testConfig({ publicUrl: PUBLIC_URL, dataDir: dataDir.path });
const app = () => accountsApp(database, { publicUrl: PUBLIC_URL, dataDir: dataDir.path });

/** An order for `book`, paid through the TEST MODE checkout unless `paid` is false. */
async function order(book: TestBook, name: string, paid = true) {
  const buyer = await signUpAndLogIn(app(), { name });
  const { checkout_url: checkoutUrl, orderId } = await (await pay(app(), buyer.token, [book])).json();
  if (paid) await payTestCheckout(database, config(), checkoutUrl);
  const [row] = await database.db.select().from(orders).where(eq(orders.orderCode, orderId));
  return { buyer, row: row! };
}

async function auditOf(id: number) {
  return database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, "order"), eq(auditLog.entityId, String(id))))
    .orderBy(desc(auditLog.id));
}

async function orderRow(id: number) {
  const [row] = await database.db.select().from(orders).where(eq(orders.id, id));
  return row!;
}

describe("who may call the orders screen", () => {
  const calls = [
    ["GET", "/api/admin/orders"],
    ["GET", "/api/admin/orders/{id}"],
    ["POST", "/api/admin/orders/{id}/refund"],
  ] as const;

  it.each(calls)(
    "%s %s answers 401 without a token and 403 to a user, changing nothing",
    async (method, path) => {
      const book = await insertBook(database, dataDir.path);
      const { buyer, row } = await order(book, "Guarded Buyer");
      const target = path.replace("{id}", String(row.id));
      const send = (token?: string) =>
        method === "GET"
          ? get(app(), target, { token })
          : postForm(app(), target, { password: buyer.password }, { token });
      const anonymous = await send();
      expect(anonymous.status).toBe(401);
      const forbidden = await send(buyer.token);
      expect(forbidden.status).toBe(403);
      expect(await forbidden.json()).toEqual({ message: "Only administrators can do this." });
      expect(await orderRow(row.id)).toEqual(row);
      expect(await auditOf(row.id)).toEqual([]);
    },
  );
});

describe("an admin", () => {
  it("finds orders by code, buyer email or name and payment status, newest first, and reads one", async () => {
    const admin = await signUpAdmin(app(), database);
    const book = await insertBook(database, dataDir.path, { title: "Search Book" });
    const first = await order(book, "Zelda Quarrington");
    const second = await order(book, "Zelda Quarrington-Smith", false);
    const token = { token: admin.token };

    const byName = await (await get(app(), "/api/admin/orders?search=quarrington", token)).json();
    expect(byName.data.map((row: { id: number }) => row.id)).toEqual([second.row.id, first.row.id]);
    expect(byName.pagination.total).toBe(2);
    const paidOnly = await (
      await get(app(), "/api/admin/orders?search=quarrington&status=paid", token)
    ).json();
    expect(paidOnly.data.map((row: { id: number }) => row.id)).toEqual([first.row.id]);
    const byEmail = await (await get(app(), `/api/admin/orders?search=${first.buyer.email}`, token)).json();
    expect(byEmail.data).toHaveLength(1);
    expect(byEmail.data[0]).toMatchObject({
      orderId: first.row.orderCode,
      payment_status: "paid",
      buyer: { id: first.buyer.id, name: "Zelda Quarrington", email: first.buyer.email },
    });
    const byCode = await (
      await get(app(), `/api/admin/orders?search=${first.row.orderCode.toLowerCase()}`, token)
    ).json();
    expect(byCode.data.map((row: { id: number }) => row.id)).toEqual([first.row.id]);
    const badStatus = await get(app(), "/api/admin/orders?status=stolen", token);
    expect(badStatus.status).toBe(422);
    expect((await badStatus.json()).errors.status).toEqual(["The selected payment status is invalid."]);

    const one = await get(app(), `/api/admin/orders/${first.row.id}`, token);
    expect(one.status).toBe(200);
    const { data } = await one.json();
    expect(data.items).toEqual([
      { id: expect.any(Number), service_id: book.id, product: "Search Book", service_amount: book.price },
    ]);
    expect(data.total_amount).toBe(book.price);
    expect(data.events.length).toBeGreaterThan(0);
    expect((await get(app(), "/api/admin/orders/999999", token)).status).toBe(404);
  });

  it("reads why another order of the buyer's closed a checkout, and which", async () => {
    const admin = await signUpAdmin(app(), database);
    const buyer = await signUpAndLogIn(app(), { name: "Twice Buyer" });
    const book = await insertBook(database, dataDir.path);
    const checkout = async () => {
      const { orderId } = await (await pay(app(), buyer.token, [book])).json();
      const [row] = await database.db.select().from(orders).where(eq(orders.orderCode, orderId));
      return row!;
    };
    const read = async (id: number) =>
      (await (await get(app(), `/api/admin/orders/${id}`, { token: admin.token })).json()).data;
    // The second checkout replaces the first, whose payment then arrives all the same: the
    // second is closed in turn, its book bought in the first.
    const first = await checkout();
    const second = await checkout();
    await payClosedCheckoutLate(database, config(), first.orderCode);

    expect((await read(first.id)).closed_by).toEqual({
      reason: "replaced",
      id: second.id,
      orderId: second.orderCode,
    });
    expect((await read(second.id)).closed_by).toEqual({
      reason: "bought",
      id: first.id,
      orderId: first.orderCode,
    });
    const plain = await order(await insertBook(database, dataDir.path), "Plain Buyer");
    expect((await read(plain.row.id)).closed_by).toBeNull();
  });

  it("refunds a paid order: a password when the login is not recent, then refunded, the e-book revoked, audited", async () => {
    const admin = await signUpAdmin(app(), database);
    const book = await insertBook(database, dataDir.path);
    const { buyer, row } = await order(book, "Refunded Buyer");
    const owned = () => database.db.select().from(ownedEbooks).where(eq(ownedEbooks.userId, buyer.id));
    expect(await owned()).toHaveLength(1);
    await ageLogin(database, admin);
    const target = `/api/admin/orders/${row.id}/refund`;

    const asked = await postForm(app(), target, {}, { token: admin.token });
    expect(asked.status).toBe(403);
    expect(await asked.json()).toEqual({
      message: "Enter your password again to refund an order.",
      reason: "recent-login-required",
    });
    const wrong = await postForm(app(), target, { password: "not-the-password" }, { token: admin.token });
    expect(wrong.status).toBe(422);
    expect((await wrong.json()).errors.password).toHaveLength(1);
    expect((await orderRow(row.id)).paymentStatus).toBe("paid");
    expect(await auditOf(row.id)).toEqual([]);

    const refunded = await postForm(app(), target, { password: admin.password }, { token: admin.token });
    expect(refunded.status).toBe(200);
    const body = await refunded.json();
    expect(body.message).toBe("The order is refunded and its e-books are revoked.");
    expect(body.data.payment_status).toBe("refunded");
    expect(await owned()).toEqual([]);
    // Refunded: the buyer is told so (410) rather than shown a book that never was theirs.
    const reading = await get(app(), `/api/documents/readebooks?slug=${book.slug}`, { token: buyer.token });
    expect(reading.status).toBe(410);

    const entries = await auditOf(row.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: "order.refund",
      actorUserId: admin.id,
      actorEmail: admin.email,
      before: { orderCode: row.orderCode, paymentStatus: "paid" },
      after: { orderCode: row.orderCode, paymentStatus: "refunded", revokedServiceIds: String(book.id) },
    });

    // Refunded already, and an order never paid: 409 with the reason, nothing changes.
    const again = await postForm(app(), target, {}, { token: admin.token });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({
      message: `Order ${row.orderCode} is refunded, not paid: nothing to refund.`,
    });
    const unpaid = await order(book, "Never Paid", false);
    const refused = await postForm(
      app(),
      `/api/admin/orders/${unpaid.row.id}/refund`,
      {},
      { token: admin.token },
    );
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({
      message: `Order ${unpaid.row.orderCode} is pending, not paid: nothing to refund.`,
    });
    expect(await orderRow(unpaid.row.id)).toEqual(unpaid.row);
    expect(await auditOf(row.id)).toHaveLength(1);
  });

  it("keeps a book the buyer paid for twice until both orders are refunded", async () => {
    const admin = await signUpAdmin(app(), database);
    const book = await insertBook(database, dataDir.path);
    const buyer = await signUpAndLogIn(app(), { name: "Twice Paid" });
    // A second Pay closes the first checkout and is paid, but the first one's payment was already
    // on its way and arrives all the same (fulfilled as any late payment is): both orders are paid.
    const first = await (await pay(app(), buyer.token, [book])).json();
    const second = await (await pay(app(), buyer.token, [book])).json();
    await payTestCheckout(database, config(), second.checkout_url);
    await payClosedCheckoutLate(database, config(), first.orderId);
    const rows = await database.db
      .select()
      .from(orders)
      .where(eq(orders.userId, buyer.id))
      .orderBy(orders.id);
    expect(rows.map((row) => row.paymentStatus)).toEqual(["paid", "paid"]);
    const reading = () => get(app(), `/api/documents/readebooks?slug=${book.slug}`, { token: buyer.token });
    const refund = (id: number) =>
      postForm(app(), `/api/admin/orders/${id}/refund`, { password: admin.password }, { token: admin.token });
    const owned = () => database.db.select().from(ownedEbooks).where(eq(ownedEbooks.userId, buyer.id));

    expect((await refund(rows[0]!.id)).status).toBe(200);
    expect((await owned()).map((row) => row.orderId)).toEqual([rows[1]!.id]);
    expect((await reading()).status).toBe(200);
    expect((await auditOf(rows[0]!.id))[0]!.after).toMatchObject({ revokedServiceIds: "" });

    expect((await refund(rows[1]!.id)).status).toBe(200);
    expect(await owned()).toEqual([]);
    expect((await reading()).status).toBe(410);
    expect((await auditOf(rows[1]!.id))[0]!.after).toMatchObject({ revokedServiceIds: String(book.id) });
  });
});
