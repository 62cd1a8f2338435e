/**
 * Reading what you own: `documents/geteBooks`, `documents/readebooks` and the signed links they
 * give, which serve the buyer's own copy stamped with their name and order number on every page,
 * never cached, to nobody else.
 */
import fs from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { CONTENT_STATUS, orders, ownedEbooks } from "../../db/schema/index.ts";
import { createLogger } from "../../logger.ts";
import { finishTestCheckout } from "../../services/orders/finish-test-checkout.ts";
import { issueRefund, REFUND_COMMAND } from "../../services/orders/issue-refund.ts";
import { ebookLinks } from "../../services/store/ebook-links.ts";
import { readOwnedEbook } from "../../services/store/read-owned-ebook.ts";
import { testConfig } from "../../../tests/support/test-app.ts";
import { setupTestDatabase } from "../../../tests/support/test-database.ts";
import {
  accountsApp,
  get,
  postJson,
  signUpAndLogIn,
  type TestAccount,
} from "../../../tests/support/api-accounts.ts";
import {
  PUBLIC_URL,
  insertBook,
  pay,
  pdfPages,
  setupDataDir,
  testCheckoutSessionOf,
  type TestBook,
} from "../store/store-test-kit.ts";

const database = setupTestDatabase();
const dataDir = setupDataDir();
const config = () => testConfig({ publicUrl: PUBLIC_URL, dataDir: dataDir.path });
const env = () => ({ config: config(), logger: createLogger("silent") });
const app = () => accountsApp(database, { publicUrl: PUBLIC_URL, dataDir: dataDir.path });

/** A buyer who paid for `book` through the TEST MODE checkout. */
async function buy(
  book: TestBook,
  name = "Ada Lovelace",
): Promise<{ buyer: TestAccount; orderCode: string }> {
  const buyer = await signUpAndLogIn(app(), { name });
  const { checkout_url: checkoutUrl, orderId } = await (await pay(app(), buyer.token, [book])).json();
  await finishTestCheckout(database.db, env(), testCheckoutSessionOf(checkoutUrl), "pay");
  return { buyer, orderCode: orderId };
}

/** Fetches a link the API gave (absolute on PUBLIC_URL) from the app under test. */
const fetchLink = (link: string) => app().request(link.replace(PUBLIC_URL, ""));

describe("documents/geteBooks", () => {
  it("lists the user's e-books with SPEC's fields, and nobody else's", async () => {
    const book = await insertBook(database, dataDir.path, { price: "14.99" });
    const { buyer } = await buy(book);
    const stranger = await signUpAndLogIn(app());

    const response = await get(app(), "/api/documents/geteBooks", { token: buyer.token });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const body = await response.json();
    expect(body.count).toBe(1);
    expect(body.data[0]).toEqual({
      id: expect.any(Number),
      service_name: book.title,
      service_slug: book.slug,
      thumnail_img: "",
      star: 0,
      currency: "$",
      service_price: "14.99",
      title: book.title,
      pdf_file: expect.stringMatching(new RegExp(`^${PUBLIC_URL}/files/ebooks/${book.slug}\\.pdf\\?`)),
      download_link: expect.stringMatching(/&download=1$/),
    });
    const theirs = await (await get(app(), "/api/documents/geteBooks", { token: stranger.token })).json();
    expect(theirs).toEqual({ data: [], count: 0 });
    expect((await get(app(), "/api/documents/geteBooks")).status).toBe(401);
  });
});

describe("documents/readebooks and the e-book links", () => {
  it("gives the owner a personal copy: their name and order number on every page, not cached", async () => {
    const book = await insertBook(database, dataDir.path);
    const { buyer, orderCode } = await buy(book, "Grace Hopper");
    const response = await get(app(), `/api/documents/readebooks?slug=${book.slug}`, { token: buyer.token });
    expect(response.status).toBe(200);
    const { data } = await response.json();
    expect(data.title).toBe(book.title);

    const copy = await fetchLink(data.pdf_file);
    expect(copy.status).toBe(200);
    expect(copy.headers.get("content-type")).toBe("application/pdf");
    expect(copy.headers.get("cache-control")).toBe("no-store");
    expect(copy.headers.get("x-content-type-options")).toBe("nosniff");
    expect(copy.headers.get("content-disposition")).toBe(`inline; filename="${book.slug}.pdf"`);
    const bytes = new Uint8Array(await copy.arrayBuffer());
    const pages = await pdfPages(bytes);
    expect(pages.length).toBeGreaterThanOrEqual(4);
    for (const page of pages) {
      expect(page).toContain(`Personal copy of Grace Hopper - Order ${orderCode} - W3Programmer`);
    }
    expect(pages.join("\n")).toContain("An inner join keeps the rows that match on both sides.");

    // Stamped once, then served from the cache.
    const [owned] = await database.db.select().from(ownedEbooks).where(eq(ownedEbooks.userId, buyer.id));
    expect(owned!.stampedFile).toMatch(/^copies\/\d+-[0-9a-f]+\.pdf$/);
    // Where copies have always been kept on disk: DATA_DIR/private/copies.
    const cachedFile = path.join(dataDir.path, "private", owned!.stampedFile!);
    const again = new Uint8Array(await (await fetchLink(data.pdf_file)).arrayBuffer());
    expect(Buffer.from(again).equals(Buffer.from(bytes))).toBe(true);
    expect(Buffer.from(await fs.readFile(cachedFile)).equals(Buffer.from(bytes))).toBe(true);

    const download = await fetchLink(data.download_link);
    expect(download.status).toBe(200);
    expect(download.headers.get("content-disposition")).toBe(`attachment; filename="${book.slug}.pdf"`);
  });

  it("answers 403 for a published book the user does not own, 404 for an unknown or hidden one, and 401 without a session", async () => {
    const book = await insertBook(database, dataDir.path);
    const hidden = await insertBook(database, dataDir.path, { status: CONTENT_STATUS.hidden });
    await buy(book);
    const stranger = await signUpAndLogIn(app());
    const read = (slug: string) =>
      get(app(), `/api/documents/readebooks?slug=${slug}`, { token: stranger.token });

    // The book is public (its page names it and its price): they are told it is not theirs.
    const response = await read(book.slug);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: "You do not own this e-book.", reason: "unowned" });
    await expect(readOwnedEbook(database.db, config(), stranger.id, book.slug)).rejects.toMatchObject({
      status: 403,
      reason: "unowned",
      book: { title: book.title, slug: book.slug },
    });
    for (const slug of [hidden.slug, "no-such-book"]) {
      const missing = await read(slug);
      expect(missing.status, slug).toBe(404);
      expect(await missing.json()).toEqual({ message: "You do not own this e-book." });
    }
    expect((await get(app(), `/api/documents/readebooks?slug=${book.slug}`)).status).toBe(401);
    expect((await get(app(), "/api/documents/readebooks", { token: stranger.token })).status).toBe(422);
  });

  it("serves nothing through a link that is forged, someone else's, altered or expired", async () => {
    const book = await insertBook(database, dataDir.path);
    const { buyer } = await buy(book);
    const stranger = await signUpAndLogIn(app());
    const { pdfFile } = await ebookLinks(database.db, PUBLIC_URL, buyer.id, book.slug);
    const url = new URL(pdfFile);

    const forSomeoneElse = new URL(url);
    forSomeoneElse.searchParams.set("s", String(stranger.id));
    const longer = new URL(url);
    longer.searchParams.set("e", String(Number(url.searchParams.get("e")) + 3600));
    const unsigned = new URL(url);
    unsigned.search = "";
    const otherBook = new URL(url);
    otherBook.pathname = "/files/ebooks/another-book.pdf";
    for (const link of [forSomeoneElse, longer, unsigned, otherBook]) {
      const response = await fetchLink(link.toString());
      expect(response.status, link.toString()).toBe(403);
      expect(response.headers.get("content-type")).toMatch(/json/);
    }

    const expired = await ebookLinks(
      database.db,
      PUBLIC_URL,
      buyer.id,
      book.slug,
      Date.now() - 11 * 60 * 1000,
    );
    const late = await fetchLink(expired.pdfFile);
    expect(late.status).toBe(410);
    expect((await late.json()).message).toBe("This link has expired. Open the e-book again from your books.");

    // A link signed for the stranger is worthless: they own nothing.
    const theirs = await ebookLinks(database.db, PUBLIC_URL, stranger.id, book.slug);
    const refused = await fetchLink(theirs.pdfFile);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ message: "You do not own this e-book.", reason: "unowned" });
  });

  it("stops serving the copy, and deletes it, once the order is refunded", async () => {
    const book = await insertBook(database, dataDir.path);
    const { buyer, orderCode } = await buy(book);
    const { data } = await (
      await get(app(), `/api/documents/readebooks?slug=${book.slug}`, { token: buyer.token })
    ).json();
    expect((await fetchLink(data.pdf_file)).status).toBe(200);
    const [owned] = await database.db.select().from(ownedEbooks).where(eq(ownedEbooks.userId, buyer.id));
    const cachedFile = path.join(dataDir.path, "private", owned!.stampedFile!);

    expect((await issueRefund(database.db, env(), orderCode, REFUND_COMMAND)).outcome).toBe("refunded");
    // Refunded: 410, and the message says which order (refund-notice.test.ts has the words).
    expect((await fetchLink(data.pdf_file)).status).toBe(410);
    await expect(fs.access(cachedFile)).rejects.toThrow();
    expect(
      (await get(app(), `/api/documents/readebooks?slug=${book.slug}`, { token: buyer.token })).status,
    ).toBe(410);
    const [order] = await database.db.select().from(orders).where(eq(orders.orderCode, orderCode));
    expect(order!.paymentStatus).toBe("refunded");
  });

  it("stops serving the copy through a link made before the owner deleted their account", async () => {
    const book = await insertBook(database, dataDir.path);
    const { buyer } = await buy(book);
    const { data } = await (
      await get(app(), `/api/documents/readebooks?slug=${book.slug}`, { token: buyer.token })
    ).json();
    expect((await fetchLink(data.pdf_file)).status).toBe(200);

    const deleted = await postJson(
      app(),
      "/api/user/deleteAccountUser",
      { status: 0 },
      { token: buyer.token },
    );
    expect(deleted.status).toBe(200);
    // The link has minutes left, but the account it was signed for is gone: its holder reads nothing.
    const afterwards = await fetchLink(data.pdf_file);
    expect(afterwards.status).toBe(403);
    expect(await afterwards.json()).toEqual({ message: "You do not own this e-book.", reason: "unowned" });
    expect((await fetchLink(data.download_link)).status).toBe(403);
  });
});
