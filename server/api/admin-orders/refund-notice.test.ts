/**
 * What a buyer is told of a refund: a mail through the job queue with the order's code, items and
 * amount; the refunded book's reading call and its copy's link say the order was refunded (410) to
 * that buyer alone, and another user still gets the 403 of a book that is not theirs; the admin's
 * order says who refunded it, when and how much.
 */
import { and, desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { mailOutbox, orders } from "../../db/schema/index.ts";
import { testConfig } from "../../../tests/support/test-app.ts";
import { deliveryJobsFor } from "../../../tests/support/queued-mail.ts";
import { setupTestDatabase } from "../../../tests/support/test-database.ts";
import { accountsApp, get, postForm, signUpAndLogIn } from "../../../tests/support/api-accounts.ts";
import { signUpAdmin } from "../../../tests/support/api-admins.ts";
import {
  PUBLIC_URL,
  buyWithTestCheckout,
  insertBook,
  pay,
  payClosedCheckoutLate,
  payTestCheckout,
  setupDataDir,
} from "../store/store-test-kit.ts";

const database = setupTestDatabase();
const dataDir = setupDataDir();
const config = () => testConfig({ publicUrl: PUBLIC_URL, dataDir: dataDir.path });
const app = () => accountsApp(database, { publicUrl: PUBLIC_URL, dataDir: dataDir.path });

const mailsTo = (email: string) =>
  database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email)).orderBy(mailOutbox.id);

async function orderIdOf(orderCode: string): Promise<number> {
  const [row] = await database.db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.orderCode, orderCode));
  return row!.id;
}

describe("a refund, as its buyer meets it", () => {
  it("mails the buyer the refund, and their reading call and copy's link explain it; another user gets 403", async () => {
    const admin = await signUpAdmin(app(), database);
    const kept = await insertBook(database, dataDir.path, {
      title: "Kubernetes Interview Guide",
      price: "15.00",
    });
    const book = await insertBook(database, dataDir.path, { title: "SQL Joins Workbook", price: "12.50" });
    const buyer = await signUpAndLogIn(app(), { name: "Grace Hopper" });
    const stranger = await signUpAndLogIn(app(), { name: "Alan Turing" });
    // The buyer paid for one of the books in another order as well (its checkout, closed by the
    // second Pay, was paid all the same after it): that one stays theirs.
    const other = await (await pay(app(), buyer.token, [kept])).json();
    const opened = await (await pay(app(), buyer.token, [book, kept])).json();
    await payTestCheckout(database, config(), opened.checkout_url);
    await payClosedCheckoutLate(database, config(), other.orderId);
    const orderCode: string = opened.orderId;
    const reading = await (
      await get(app(), `/api/documents/readebooks?slug=${book.slug}`, { token: buyer.token })
    ).json();

    const id = await orderIdOf(orderCode);
    const refunded = await postForm(
      app(),
      `/api/admin/orders/${id}/refund`,
      { password: admin.password },
      { token: admin.token },
    );
    expect(refunded.status).toBe(200);

    const mails = await mailsTo(buyer.email);
    const notice = mails.at(-1)!;
    expect(mails).toHaveLength(3); // two receipts, then the refund
    expect(notice.subject).toBe(`Your W3Programmer order ${orderCode} was refunded`);
    const today = new Date().toLocaleDateString("en-US", {
      year: "numeric",
      month: "long",
      day: "numeric",
      timeZone: "UTC",
    });
    expect(notice.textBody).toContain(`Your order ${orderCode} was refunded in full on ${today}: $27.50.`);
    expect(notice.textBody).toContain("- SQL Joins Workbook: $12.50\n");
    expect(notice.textBody).toContain(
      "- Kubernetes Interview Guide: $15.00 (you keep it: you paid for it in another order too)",
    );
    expect(notice.textBody).toContain("Refunded: $27.50");
    expect(notice.textBody).toContain("The other books of this order are no longer in your library");
    expect(notice.htmlBody).toContain(`<strong>${orderCode}</strong>`);
    expect(notice.htmlBody).toContain("SQL Joins Workbook");
    expect(await deliveryJobsFor(database, notice.id)).toBe(1);

    const explanation = `Your order ${orderCode} was refunded on ${today}, so this e-book is no longer in your library.`;
    const again = await get(app(), `/api/documents/readebooks?slug=${book.slug}`, { token: buyer.token });
    expect(again.status).toBe(410);
    expect(await again.json()).toEqual({ message: explanation, reason: "refunded" });
    // The link to the copy made before the refund, still within its ten minutes.
    const copy = await app().request(reading.data.pdf_file.replace(PUBLIC_URL, ""));
    expect(copy.status).toBe(410);
    expect(copy.headers.get("cache-control")).toBe("no-store");
    expect(await copy.json()).toEqual({ message: explanation, reason: "refunded" });
    // The book bought twice still opens.
    expect(
      (await get(app(), `/api/documents/readebooks?slug=${kept.slug}`, { token: buyer.token })).status,
    ).toBe(200);
    // Someone else learns nothing of the buyer's refund: only that the book is not theirs.
    const theirs = await get(app(), `/api/documents/readebooks?slug=${book.slug}`, { token: stranger.token });
    expect(theirs.status).toBe(403);
    expect(await theirs.json()).toEqual({ message: "You do not own this e-book.", reason: "unowned" });

    const order = await (await get(app(), `/api/admin/orders/${id}`, { token: admin.token })).json();
    expect(order.data.refund).toEqual({
      refunded_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      refunded_by: admin.email,
      amount: "27.50",
    });
  });

  it("mails a refund once: a second refund is refused and mails nothing", async () => {
    const admin = await signUpAdmin(app(), database);
    const book = await insertBook(database, dataDir.path);
    const buyer = await signUpAndLogIn(app(), { name: "Katherine Johnson" });
    const orderCode = await buyWithTestCheckout(database, app(), config(), buyer.token, [book]);
    const id = await orderIdOf(orderCode);
    const refund = () =>
      postForm(app(), `/api/admin/orders/${id}/refund`, { password: admin.password }, { token: admin.token });
    expect((await refund()).status).toBe(200);
    expect((await refund()).status).toBe(409);
    const notices = await database.db
      .select()
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.toAddress, buyer.email),
          eq(mailOutbox.subject, `Your W3Programmer order ${orderCode} was refunded`),
        ),
      )
      .orderBy(desc(mailOutbox.id));
    expect(notices).toHaveLength(1);
    const order = await (await get(app(), `/api/admin/orders/${id}`, { token: admin.token })).json();
    expect(order.data.refund.refunded_by).toBe(admin.email);
  });
});
