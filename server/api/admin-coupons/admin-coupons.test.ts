/**
 * The coupon editor's calls: admin only, the rules of create-coupon.ts for adding and editing,
 * audited with the coupon before and after, a stale edit refused without a change; a coupon no
 * order names deleted, one on orders refused (even by a checkout taking it at that moment); and a
 * renamed coupon leaving its orders' code as they were placed. (Checkout refusing a disabled
 * coupon: server/api/payment/checkout.test.ts.)
 */
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { coupons, mailOutbox, orders } from "../../db/schema/index.ts";
import { createCoupon } from "../../services/orders/create-coupon.ts";
import { listAdminCoupons } from "../../services/orders/manage-coupons.ts";
import { testConfig } from "../../../tests/support/test-app.ts";
import { setupTestDatabase } from "../../../tests/support/test-database.ts";
import {
  accountsApp,
  get,
  postForm,
  signUpAndLogIn,
  type TestAccount,
} from "../../../tests/support/api-accounts.ts";
import { auditTrail, signUpAdmin } from "../../../tests/support/api-admins.ts";
import {
  PUBLIC_URL,
  insertBook,
  pay,
  payTestCheckout,
  setupDataDir,
  testCheckoutSessionOf,
} from "../store/store-test-kit.ts";
import { finishTestCheckout } from "../../services/orders/finish-test-checkout.ts";
import { createLogger } from "../../logger.ts";

const database = setupTestDatabase();
const dataDir = setupDataDir();
const config = () => testConfig({ publicUrl: PUBLIC_URL, dataDir: dataDir.path });
const app = () => accountsApp(database, { publicUrl: PUBLIC_URL, dataDir: dataDir.path });

let serial = 0;
const uniqueCode = () => `TEST${Date.now().toString(36).toUpperCase()}${(serial += 1)}`;

const couponRow = async (id: number) =>
  (await database.db.select().from(coupons).where(eq(coupons.id, id)))[0];

const auditOf = (id: number) => auditTrail(database)("coupon", id);

const aCoupon = () =>
  createCoupon(database.db, {
    code: uniqueCode(),
    kind: "percent",
    amount: "10",
    expiresAt: new Date(Date.now() + 86_400_000),
    maxUses: 5,
  });

const fields = (extra: Record<string, string> = {}) => ({
  code: uniqueCode().toLowerCase(),
  kind: "percent",
  amount: "25",
  expires_at: "2099-05-31",
  max_uses: "100",
  ...extra,
});

describe("who may call the coupon editor", () => {
  const calls = [
    ["GET", "/api/admin/coupons"],
    ["GET", "/api/admin/coupons/{id}"],
    ["POST", "/api/admin/coupons/save"],
    ["POST", "/api/admin/coupons/{id}/status"],
    ["POST", "/api/admin/coupons/{id}/delete"],
  ] as const;

  it.each(calls)(
    "%s %s answers 401 without a token and 403 to a user, changing nothing",
    async (method, path) => {
      const user = await signUpAndLogIn(app());
      const coupon = await aCoupon();
      const target = path.replace("{id}", String(coupon.id));
      const send = (token?: string) =>
        method === "GET"
          ? get(app(), target, { token })
          : postForm(
              app(),
              target,
              { ...fields(), id: String(coupon.id), status: "0", updated_at: coupon.updatedAt.toISOString() },
              { token },
            );
      expect((await send()).status).toBe(401);
      const forbidden = await send(user.token);
      expect(forbidden.status).toBe(403);
      expect(await forbidden.json()).toEqual({ message: "Only administrators can do this." });
      expect(await couponRow(coupon.id)).toEqual(coupon);
      expect(await auditOf(coupon.id)).toEqual([]);
    },
  );
});

describe("an admin", () => {
  it("adds a coupon, finds it, edits it, disables and enables it, each change audited", async () => {
    const admin = await signUpAdmin(app(), database);
    const input = fields();
    const added = await postForm(app(), "/api/admin/coupons/save", input, { token: admin.token });
    expect(added.status).toBe(200);
    const { message, data: coupon } = await added.json();
    expect(message).toBe("Coupon added");
    expect(coupon).toMatchObject({
      code: input.code.toUpperCase(),
      kind: "percent",
      amount: "25.00",
      expires_at: "2099-05-31T23:59:59.999Z",
      max_uses: 100,
      used_count: 0,
      status: 1,
    });
    const found = await (
      await get(app(), `/api/admin/coupons?search=${input.code.slice(4).toLowerCase()}`, {
        token: admin.token,
      })
    ).json();
    expect(found.data).toEqual([coupon]);

    const edited = await postForm(
      app(),
      "/api/admin/coupons/save",
      fields({
        id: String(coupon.id),
        updated_at: coupon.updated_at,
        code: coupon.code,
        kind: "fixed",
        amount: "12.5",
      }),
      { token: admin.token },
    );
    expect(edited.status).toBe(200);
    const { data: after } = await edited.json();
    expect(after).toMatchObject({ kind: "fixed", amount: "12.50" });

    const disabled = await postForm(
      app(),
      `/api/admin/coupons/${coupon.id}/status`,
      { status: "0", updated_at: after.updated_at },
      { token: admin.token },
    );
    const { message: disabledMessage, data: off } = await disabled.json();
    expect(disabledMessage).toBe("The coupon is disabled.");
    expect(off.status).toBe(0);
    const enabled = await postForm(
      app(),
      `/api/admin/coupons/${coupon.id}/status`,
      { status: "1", updated_at: off.updated_at },
      { token: admin.token },
    );
    expect((await enabled.json()).message).toBe("The coupon is enabled.");

    const entries = await auditOf(coupon.id);
    expect(entries.map((entry) => [entry.action, entry.actorUserId])).toEqual([
      ["coupon.enable", admin.id],
      ["coupon.disable", admin.id],
      ["coupon.update", admin.id],
      ["coupon.create", admin.id],
    ]);
    expect(entries[2]!.before).toMatchObject({ kind: "percent", amount: "25.00" });
    expect(entries[2]!.after).toMatchObject({ kind: "fixed", amount: "12.50" });
  });

  it("refuses what create-coupon.ts refuses, a taken code, a cap below the uses and a stale edit, changing nothing", async () => {
    const admin = await signUpAdmin(app(), database);
    const existing = await aCoupon();
    const save = (extra: Record<string, string>) =>
      postForm(app(), "/api/admin/coupons/save", fields(extra), { token: admin.token });

    const badCode = await save({ code: "no spaces!" });
    expect(badCode.status).toBe(422);
    expect((await badCode.json()).errors).toEqual({
      code: ["The code may only contain letters, digits, - and _."],
    });
    const tooMuch = await save({ amount: "120" });
    expect((await tooMuch.json()).errors).toEqual({ amount: ["A percentage is at most 100."] });
    const badDate = await save({ expires_at: "soon" });
    expect((await badDate.json()).errors).toEqual({
      expires_at: ["The valid until date is not a valid date."],
    });
    // 30 February is no day: refused, not saved as 2 March.
    for (const impossible of ["2027-02-30", "2027-04-31", "2027-13-01", "2027-05-31T25:00"]) {
      const refused = await save({ expires_at: impossible });
      expect(refused.status).toBe(422);
      expect((await refused.json()).errors).toEqual({
        expires_at: ["The valid until date is not a valid date."],
      });
    }
    const taken = await save({ code: existing.code.toLowerCase() });
    expect(taken.status).toBe(422);
    expect((await taken.json()).errors).toEqual({ code: [`A coupon ${existing.code} already exists.`] });

    await database.db.update(coupons).set({ usedCount: 3 }).where(eq(coupons.id, existing.id));
    const used = (await couponRow(existing.id))!;
    const belowUsed = await save({
      id: String(used.id),
      updated_at: used.updatedAt.toISOString(),
      code: used.code,
      max_uses: "2",
    });
    expect((await belowUsed.json()).errors).toEqual({
      max_uses: ["The usage cap cannot be below the uses already taken."],
    });
    const stale = await save({
      id: String(used.id),
      updated_at: new Date(used.updatedAt.getTime() - 1000).toISOString(),
      code: used.code,
    });
    expect(stale.status).toBe(409);
    expect(await stale.json()).toEqual({
      message:
        "This coupon has been changed since you opened it, in another tab or by another admin. Reload to see the changes.",
      reason: "stale-edit",
    });
    expect(await couponRow(existing.id)).toEqual(used);
    expect(await auditOf(existing.id)).toEqual([]);
  });

  it("names every wrong field in one 422, in the form's words, and adds nothing", async () => {
    const admin = await signUpAdmin(app(), database);
    const existing = await aCoupon();
    const before = await database.db.select().from(coupons);
    const answer = await postForm(
      app(),
      "/api/admin/coupons/save",
      { code: "bad code!<b>", kind: "percent", amount: "150", expires_at: "2020-01-01", max_uses: "0" },
      { token: admin.token },
    );
    expect(answer.status).toBe(422);
    expect(await answer.json()).toEqual({
      message: "The code may only contain letters, digits, - and _.",
      errors: {
        code: ["The code may only contain letters, digits, - and _."],
        max_uses: ["The usage cap must be between 1 and 1000000."],
        amount: ["A percentage is at most 100."],
        expires_at: ["The valid until date must be in the future."],
      },
    });

    // An empty field does not hide the rule on the discount and the amount.
    const empty = await postForm(
      app(),
      "/api/admin/coupons/save",
      fields({ code: "", amount: "150", expires_at: "" }),
      { token: admin.token },
    );
    expect((await empty.json()).errors).toEqual({
      code: ["The code field is required."],
      expires_at: ["The valid until date field is required."],
      amount: ["A percentage is at most 100."],
    });

    // A check that needs the stored coupons comes with the fields' own.
    const taken = await postForm(
      app(),
      "/api/admin/coupons/save",
      fields({ code: existing.code.toLowerCase(), kind: "", max_uses: "-1" }),
      { token: admin.token },
    );
    expect((await taken.json()).errors).toEqual({
      kind: ["The discount field is required."],
      max_uses: ["The usage cap must be a whole number of 1 or more."],
      code: [`A coupon ${existing.code} already exists.`],
    });
    expect(await database.db.select().from(coupons)).toEqual(before);
  });

  it("refuses a valid-until date in the past when adding, or when an edit moves it there", async () => {
    const admin = await signUpAdmin(app(), database);
    const save = (extra: Record<string, string>) =>
      postForm(app(), "/api/admin/coupons/save", fields(extra), { token: admin.token });
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const today = new Date().toISOString().slice(0, 10);

    const past = fields({ expires_at: yesterday });
    const refused = await save(past);
    expect(refused.status).toBe(422);
    expect(await refused.json()).toEqual({
      message: "The valid until date must be in the future.",
      errors: { expires_at: ["The valid until date must be in the future."] },
    });
    expect(await database.db.select().from(coupons).where(eq(coupons.code, past.code.toUpperCase()))).toEqual(
      [],
    );
    // Today runs to the end of the day (UTC).
    expect((await save({ expires_at: today })).status).toBe(200);

    const running = await aCoupon();
    const moved = await save({
      id: String(running.id),
      updated_at: running.updatedAt.toISOString(),
      code: running.code,
      expires_at: yesterday,
    });
    expect((await moved.json()).errors).toEqual({
      expires_at: ["The valid until date must be in the future."],
    });
    expect(await couponRow(running.id)).toEqual(running);

    // One that has run out may still be edited (disabled, say) with its date left as it was.
    await database.db
      .update(coupons)
      .set({ expiresAt: new Date(`${yesterday}T10:00:00Z`) })
      .where(eq(coupons.id, running.id));
    const expired = (await couponRow(running.id))!;
    const kept = await save({
      id: String(expired.id),
      updated_at: expired.updatedAt.toISOString(),
      code: expired.code,
      expires_at: yesterday,
      status: "0",
    });
    expect(kept.status).toBe(200);
    expect(await couponRow(expired.id)).toMatchObject({ status: 0, amount: "25.00" });
  });
});

/**
 * A buyer's order of a 20.00 book with `coupon` (10% off), left pending at the TEST MODE checkout:
 * the order's row and the checkout's address.
 */
async function orderWithCoupon(buyer: TestAccount, coupon: { code: string }) {
  const book = await insertBook(database, dataDir.path, { price: "20.00" });
  const answer = await pay(app(), buyer.token, [book], { coupon: coupon.code, amount: "18.00" });
  expect(answer.status).toBe(200);
  const { orderId, checkout_url: checkoutUrl } = await answer.json();
  const [row] = await database.db.select().from(orders).where(eq(orders.orderCode, orderId));
  return { row: row!, checkoutUrl: checkoutUrl as string };
}

const deleteCall = (token: string, coupon: { id: number; updatedAt: Date }, updatedAt = coupon.updatedAt) =>
  postForm(
    app(),
    `/api/admin/coupons/${coupon.id}/delete`,
    { updated_at: updatedAt.toISOString() },
    { token },
  );

describe("deleting a coupon", () => {
  it("deletes a coupon no order names: read again it is not found, and the deletion is audited", async () => {
    const admin = await signUpAdmin(app(), database);
    const mistyped = await aCoupon();

    const deleted = await deleteCall(admin.token, mistyped);
    expect(deleted.status).toBe(200);
    expect(await deleted.json()).toEqual({ message: "Coupon deleted" });
    expect(await couponRow(mistyped.id)).toBeUndefined();
    const read = await get(app(), `/api/admin/coupons/${mistyped.id}`, { token: admin.token });
    expect(read.status).toBe(404);
    expect(await read.json()).toEqual({ message: "Coupon not found" });

    const entries = await auditOf(mistyped.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: "coupon.delete",
      actorUserId: admin.id,
      before: { id: mistyped.id, code: mistyped.code },
      after: null,
    });
    // Gone already: 404, nothing more audited.
    expect((await deleteCall(admin.token, mistyped)).status).toBe(404);
    expect(await auditOf(mistyped.id)).toHaveLength(1);
  });

  it("refuses a coupon that orders name, whatever their status, with 409 and the reason, and keeps it", async () => {
    const admin = await signUpAdmin(app(), database);
    const buyer = await signUpAndLogIn(app());
    const held = await aCoupon();
    const given = await aCoupon();
    await orderWithCoupon(buyer, held);
    // An order whose checkout was cancelled gave its use back (used_count 0) but still names it.
    const { checkoutUrl } = await orderWithCoupon(buyer, given);
    await finishTestCheckout(
      database.db,
      { config: config(), logger: createLogger("silent") },
      testCheckoutSessionOf(checkoutUrl),
      "cancel",
    );
    // The list says which coupons orders name, so that it offers Delete only for the others.
    const unused = await aCoupon();
    const keptBecause = async (coupon: { code: string }) => {
      const { rows } = await listAdminCoupons(database.db, { search: coupon.code, page: 1 });
      return rows.find((row) => row.code === coupon.code.toUpperCase())?.keptBecause;
    };
    expect([await keptBecause(held), await keptBecause(given), await keptBecause(unused)]).toEqual([
      "used on orders",
      "used on orders",
      null,
    ]);

    for (const coupon of [held, given]) {
      const current = (await couponRow(coupon.id))!;
      const refused = await deleteCall(admin.token, current);
      expect(refused.status).toBe(409);
      expect(await refused.json()).toEqual({
        message: "This coupon is on orders, so it cannot be deleted. Disable it instead.",
      });
      expect(await couponRow(coupon.id)).toEqual(current);
      expect(await auditOf(coupon.id)).toEqual([]);
    }
    expect((await couponRow(given.id))!.usedCount).toBe(0);
  });

  it("refuses a stale updated_at as the other admin deletes do, deleting nothing", async () => {
    const admin = await signUpAdmin(app(), database);
    const coupon = await aCoupon();
    const stale = await deleteCall(admin.token, coupon, new Date(coupon.updatedAt.getTime() - 1000));
    expect(stale.status).toBe(409);
    expect(await stale.json()).toEqual({
      message:
        "This coupon has been changed since you opened it, in another tab or by another admin. Reload to see the changes.",
      reason: "stale-edit",
    });
    const missing = await postForm(
      app(),
      `/api/admin/coupons/${coupon.id}/delete`,
      {},
      { token: admin.token },
    );
    expect(missing.status).toBe(422);
    expect(Object.keys((await missing.json()).errors)).toEqual(["updated_at"]);
    expect(await couponRow(coupon.id)).toEqual(coupon);
    expect(await auditOf(coupon.id)).toEqual([]);
  });

  it("refuses the coupon that a checkout is taking at the same moment, which keeps its order", async () => {
    const admin = await signUpAdmin(app(), database);
    const buyer = await signUpAndLogIn(app());
    const coupon = await aCoupon();
    // A checkout's transaction as create-checkout.ts runs it: the use taken, the order written,
    // not yet committed when the admin's delete arrives.
    const checkout = await database.pool.connect();
    try {
      await checkout.query("begin");
      await checkout.query("update coupons set used_count = used_count + 1 where id = $1", [coupon.id]);
      await checkout.query(
        `insert into orders (user_id, subtotal_amount, discount_amount, total_amount, provider, coupon_id, coupon_code)
         values ($1, '20.00', '2.00', '18.00', 'test', $2, $3)`,
        [buyer.id, coupon.id, coupon.code],
      );
      const deleting = deleteCall(admin.token, coupon);
      // The delete waits for the checkout's lock on the coupon before it decides.
      await expect
        .poll(
          async () =>
            (
              await database.pool.query(
                "select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'",
              )
            ).rows[0].n,
          { timeout: 10_000 },
        )
        .toBe(1);
      await checkout.query("commit");
      const refused = await deleting;
      expect(refused.status).toBe(409);
      expect(await refused.json()).toEqual({
        message: "This coupon is on orders, so it cannot be deleted. Disable it instead.",
      });
    } finally {
      await checkout.query("rollback").catch(() => undefined);
      checkout.release();
    }
    expect(await couponRow(coupon.id)).toMatchObject({ id: coupon.id, usedCount: 1 });
    expect(await auditOf(coupon.id)).toEqual([]);
  });
});

describe("renaming a coupon", () => {
  it("leaves the code its orders were placed with on billing, the admin's order and the receipt", async () => {
    const admin = await signUpAdmin(app(), database);
    const buyer = await signUpAndLogIn(app());
    const coupon = await aCoupon();
    const { row, checkoutUrl } = await orderWithCoupon(buyer, coupon);
    expect(row).toMatchObject({ couponId: coupon.id, couponCode: coupon.code, discountAmount: "2.00" });

    const current = (await couponRow(coupon.id))!;
    const newCode = uniqueCode();
    const renamed = await postForm(
      app(),
      "/api/admin/coupons/save",
      fields({
        id: String(coupon.id),
        updated_at: current.updatedAt.toISOString(),
        code: newCode,
        amount: "10",
      }),
      { token: admin.token },
    );
    expect(renamed.status).toBe(200);
    expect((await renamed.json()).data.code).toBe(newCode);
    // Paid after the rename: the receipt names the code the order was placed with.
    await payTestCheckout(database, config(), checkoutUrl);

    const billing = await (await get(app(), "/api/billing/getBillingDetails", { token: buyer.token })).json();
    expect(billing.data).toEqual([
      expect.objectContaining({ orderId: row.orderCode, coupon_code: coupon.code, discount_amount: "2.00" }),
    ]);
    const adminOrder = await (await get(app(), `/api/admin/orders/${row.id}`, { token: admin.token })).json();
    expect(adminOrder.data).toMatchObject({ orderId: row.orderCode, coupon_code: coupon.code });
    const [receipt] = await database.db
      .select()
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.toAddress, buyer.email),
          eq(mailOutbox.subject, `Your W3Programmer receipt for order ${row.orderCode}`),
        ),
      );
    expect(receipt!.textBody).toContain(`Discount (coupon ${coupon.code})`);
    expect(receipt!.textBody).not.toContain(newCode);
    expect(receipt!.htmlBody).toContain(`Discount (coupon ${coupon.code})`);

    // The coupon's own uses still follow its id: the paid order holds one.
    expect(await couponRow(coupon.id)).toMatchObject({ code: newCode, usedCount: 1 });
  });
});
