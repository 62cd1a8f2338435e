/**
 * A refund revokes the order's e-books, and once it has committed their buyer's stamped copies
 * are removed. When the storage refuses then (here the site's bucket accepts its key for
 * everything but deletes), the refund stands: the admin gets the usual answer, the buyer can no
 * longer read the book, and the log names each copy left behind for the operator.
 */
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { orders, ownedEbooks } from "../../db/schema/index.ts";
import { privateFileKey } from "../../services/store/ebook-files.ts";
import { get, postForm, signUpAndLogIn } from "../../../tests/support/api-accounts.ts";
import { signUpAdmin } from "../../../tests/support/api-admins.ts";
import { deleteRefusedWarning, setupRefusingBucket } from "../../../tests/support/refusing-bucket.ts";
import { testConfig } from "../../../tests/support/test-app.ts";
import { setupTestDatabase } from "../../../tests/support/test-database.ts";
import { PUBLIC_URL, buyWithTestCheckout, insertBook } from "../store/store-test-kit.ts";

const database = setupTestDatabase();
const { site, deleteRefusedSite, stored, objectStorage } = setupRefusingBucket(database);

it("refunds an order all the same when the storage refuses to remove the buyer's copy, and logs the copy left", async () => {
  const settings = { dataDir: "/nonexistent", objectStorage: objectStorage() };
  const admin = await signUpAdmin(site(), database);
  const book = await insertBook(database, settings, { title: "Terraform State in Teams" });
  const buyer = await signUpAndLogIn(site(), { name: "Barbara Liskov" });
  const orderCode = await buyWithTestCheckout(database, site(), testConfig(settings), buyer.token, [book]);
  const reading = await get(site(), `/api/documents/readebooks?slug=${book.slug}`, { token: buyer.token });
  const { data } = await reading.json();
  expect((await site().request(data.pdf_file.replace(PUBLIC_URL, ""))).status).toBe(200);
  const [owned] = await database.db.select().from(ownedEbooks).where(eq(ownedEbooks.userId, buyer.id));
  const copy = privateFileKey(owned!.stampedFile)!;
  expect(await stored(copy)).toBeDefined();
  const [order] = await database.db.select().from(orders).where(eq(orders.orderCode, orderCode));
  const refused = deleteRefusedSite();

  const refunded = await postForm(
    refused.app,
    `/api/admin/orders/${order!.id}/refund`,
    {},
    { token: admin.token },
  );

  expect(refunded.status).toBe(200);
  expect(await refunded.json()).toMatchObject({
    message: "The order is refunded and its e-books are revoked.",
    data: { payment_status: "refunded" },
  });
  expect(await database.db.select().from(ownedEbooks).where(eq(ownedEbooks.userId, buyer.id))).toEqual([]);
  expect(
    (await get(site(), `/api/documents/readebooks?slug=${book.slug}`, { token: buyer.token })).status,
  ).toBe(410);
  expect((await site().request(data.pdf_file.replace(PUBLIC_URL, ""))).status).toBe(410);
  expect(await stored(copy)).toBeDefined();
  expect(refused.warnings()).toEqual([deleteRefusedWarning(copy)]);
});
