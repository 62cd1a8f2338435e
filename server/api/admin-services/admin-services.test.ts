/**
 * The guides and e-books editor's calls: admin only, validated (prices, files by their bytes),
 * every change audited with the row before and after, a stale edit refused without a change, a
 * sold one never deleted, and a replaced PDF reaching every owner: a copy stamped again from the
 * new file and one "new version" mail each.
 */
import { and, desc, eq, inArray } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { auditLog, mailOutbox, ownedEbooks, services } from "../../db/schema/index.ts";
import { createLogger } from "../../logger.ts";
import { fileStorage } from "../../services/files/file-storage.ts";
import { coverKey, demoPictureName, privateFileKey } from "../../services/store/ebook-files.ts";
import { loadPersonalCopy } from "../../services/store/load-personal-copy.ts";
import { getAdminService, listAdminServices } from "../../services/store/manage-services.ts";
import { testConfig } from "../../../tests/support/test-app.ts";
import { setupTestDatabase } from "../../../tests/support/test-database.ts";
import { accountsApp, get, postForm, signUpAndLogIn } from "../../../tests/support/api-accounts.ts";
import { signUpAdmin } from "../../../tests/support/api-admins.ts";
import { pdfFileSaying } from "../../../tests/support/pdf-files.ts";
import {
  PUBLIC_URL,
  insertBook,
  pay,
  payTestCheckout,
  pdfPages,
  setupDataDir,
  type TestBook,
} from "../store/store-test-kit.ts";

const database = setupTestDatabase();
const dataDir = setupDataDir();
const config = () => testConfig({ publicUrl: PUBLIC_URL, dataDir: dataDir.path });
const app = () => accountsApp(database, { publicUrl: PUBLIC_URL, dataDir: dataDir.path });

async function pngFile(): Promise<File> {
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#336699" } })
    .png()
    .toBuffer();
  return new File([new Uint8Array(png)], "cover.png", { type: "image/png" });
}

async function serviceRow(id: number) {
  const [row] = await database.db.select().from(services).where(eq(services.id, id));
  return row;
}

async function auditOf(id: number) {
  return database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, "service"), eq(auditLog.entityId, String(id))))
    .orderBy(desc(auditLog.id));
}

/** A buyer who paid for `book` through the TEST MODE checkout. */
async function buy(book: TestBook, name: string) {
  const buyer = await signUpAndLogIn(app(), { name });
  const { checkout_url: checkoutUrl, orderId } = await (await pay(app(), buyer.token, [book])).json();
  await payTestCheckout(database, config(), checkoutUrl);
  return { buyer, orderCode: orderId as string };
}

const storage = () => fileStorage(config());

/** The bytes of the buyer's stamped copy, as the signed link would send them. */
async function readCopy(userId: number, slug: string) {
  const copy = await loadPersonalCopy(
    database.db,
    { storage: storage(), logger: createLogger("silent") },
    userId,
    slug,
  );
  return copy && (await storage().read(copy.key));
}

describe("who may call the guides and e-books editor", () => {
  const calls = [
    ["GET", "/api/admin/services"],
    ["GET", "/api/admin/services/{id}"],
    ["POST", "/api/admin/services/save"],
    ["POST", "/api/admin/services/{id}/visibility"],
    ["POST", "/api/admin/services/{id}/delete"],
  ] as const;

  it.each(calls)(
    "%s %s answers 401 without a token and 403 to a user, changing nothing",
    async (method, path) => {
      const user = await signUpAndLogIn(app());
      const book = await insertBook(database, dataDir.path);
      const before = await serviceRow(book.id);
      const target = path.replace("{id}", String(book.id));
      const send = (token?: string) =>
        method === "GET"
          ? get(app(), target, { token })
          : postForm(
              app(),
              target,
              {
                id: String(book.id),
                title: "Taken over",
                kind: "ebook",
                price: "1.00",
                status: "0",
                updated_at: before!.updatedAt.toISOString(),
              },
              { token },
            );
      const anonymous = await send();
      expect(anonymous.status).toBe(401);
      expect(await anonymous.json()).toEqual({ message: "Unauthenticated." });
      const forbidden = await send(user.token);
      expect(forbidden.status).toBe(403);
      expect(await forbidden.json()).toEqual({ message: "Only administrators can do this." });
      expect(await serviceRow(book.id)).toEqual(before);
      expect(await auditOf(book.id)).toEqual([]);
    },
  );
});

describe("an admin", () => {
  it("adds an e-book with a thumbnail and a PDF, finds it, edits, hides, shows and deletes it, each change audited", async () => {
    const admin = await signUpAdmin(app(), database);
    const added = await postForm(
      app(),
      "/api/admin/services/save",
      {
        title: "  Rust   Interview Handbook ",
        kind: "ebook",
        price: "19.9",
        old_price: "29.99",
        instructor: "Ferris",
        description_full:
          '<p>Ownership <script>alert(1)</script><a href="javascript:x">and</a> borrowing.</p>',
        status: "1",
        thumbnail: await pngFile(),
        pdf: await pdfFileSaying("Rust edition one"),
      },
      { token: admin.token },
    );
    expect(added.status).toBe(200);
    const { message, data: created } = await added.json();
    expect(message).toBe("Guide or e-book added");
    expect(created).toMatchObject({
      title: "Rust Interview Handbook",
      slug: "rust-interview-handbook",
      kind: "ebook",
      price: "19.90",
      old_price: "29.99",
      instructor: "Ferris",
      description_full: "<p>Ownership <a>and</a> borrowing.</p>",
      thumbnail: expect.stringMatching(/^\/files\/covers\/upload-[0-9a-f]{32}\.webp$/),
      has_pdf: true,
      status: 1,
      sold_count: 0,
    });
    // The cover is public, re-encoded as WebP; the PDF is in the private area only.
    const cover = await app().request(created.thumbnail);
    expect(cover.status).toBe(200);
    expect(cover.headers.get("content-type")).toBe("image/webp");
    // A new name for every upload: browsers may keep it. So may they a demo picture named by its
    // digest, not one an older seed named after its book and redrew under that name.
    expect(cover.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const coverBytes = new Uint8Array(await cover.arrayBuffer());
    for (const [name, cacheControl] of [
      [demoPictureName(coverBytes), "public, max-age=31536000, immutable"],
      ["rust-interview-handbook.webp", "public, max-age=3600"],
    ] as const) {
      await storage().put(coverKey(name), coverBytes, { contentType: "image/webp" });
      const demoCover = await app().request(`/files/covers/${name}`);
      expect(demoCover.status).toBe(200);
      expect(demoCover.headers.get("cache-control")).toBe(cacheControl);
    }
    const row = await serviceRow(created.id);
    expect(row!.pdfFile).toMatch(/^ebooks\/[0-9a-f]{32}\.pdf$/);
    expect((await pdfPages((await storage().read(privateFileKey(row!.pdfFile)!))!)).join("")).toContain(
      "Rust edition one",
    );

    const found = await get(app(), "/api/admin/services?search=handbook%20rust&kind=ebook&sort=title", {
      token: admin.token,
    });
    expect(found.status).toBe(200);
    expect(found.headers.get("cache-control")).toBe("no-store");
    const list = await found.json();
    expect(list.data).toEqual([created]);
    expect(list.pagination).toEqual({ last_page: 1, total: 1, current_page: 1, per_page: 25 });
    const guides = await (
      await get(app(), "/api/admin/services?search=rust&kind=guide", { token: admin.token })
    ).json();
    expect(guides.data).toEqual([]);

    const edited = await postForm(
      app(),
      "/api/admin/services/save",
      {
        id: String(created.id),
        updated_at: created.updated_at,
        title: "Rust Handbook",
        slug: "rust-handbook",
        kind: "ebook",
        price: "24.00",
        old_price: "",
        status: "1",
        thumbnail: new File([], ""),
      },
      { token: admin.token },
    );
    expect(edited.status).toBe(200);
    const { data: after } = await edited.json();
    // No new files: the current ones stay.
    expect(after).toMatchObject({
      slug: "rust-handbook",
      price: "24.00",
      old_price: null,
      thumbnail: created.thumbnail,
    });
    expect((await serviceRow(created.id))!.pdfFile).toBe(row!.pdfFile);

    const hidden = await postForm(
      app(),
      `/api/admin/services/${created.id}/visibility`,
      { status: "0", updated_at: after.updated_at },
      { token: admin.token },
    );
    expect(hidden.status).toBe(200);
    const { message: hiddenMessage, data: hiddenRow } = await hidden.json();
    expect(hiddenMessage).toBe("It is hidden from the store.");
    expect(hiddenRow.status).toBe(0);
    expect((await get(app(), "/api/public/geteServicerow?slug=rust-handbook")).status).toBe(404);
    const shown = await postForm(
      app(),
      `/api/admin/services/${created.id}/visibility`,
      { status: "1", updated_at: hiddenRow.updated_at },
      { token: admin.token },
    );
    const { data: shownRow } = await shown.json();
    expect((await get(app(), "/api/public/geteServicerow?slug=rust-handbook")).status).toBe(200);

    const deleted = await postForm(
      app(),
      `/api/admin/services/${created.id}/delete`,
      { updated_at: shownRow.updated_at },
      { token: admin.token },
    );
    expect(deleted.status).toBe(200);
    expect(await deleted.json()).toEqual({ message: "Guide or e-book deleted" });
    expect(await serviceRow(created.id)).toBeUndefined();
    // Its files went with it.
    expect(await storage().stat(privateFileKey(row!.pdfFile)!)).toBeUndefined();
    expect(await storage().stat(coverKey(created.thumbnail.split("/").at(-1)!))).toBeUndefined();

    const entries = await auditOf(created.id);
    expect(entries.map((entry) => [entry.action, entry.actorUserId])).toEqual([
      ["service.delete", admin.id],
      ["service.show", admin.id],
      ["service.hide", admin.id],
      ["service.update", admin.id],
      ["service.create", admin.id],
    ]);
    expect(entries[3]!.before).toMatchObject({
      title: "Rust Interview Handbook",
      price: "19.90",
      oldPrice: "29.99",
    });
    expect(entries[3]!.after).toMatchObject({ title: "Rust Handbook", price: "24.00", oldPrice: null });
    expect(entries[0]!.after).toBeNull();
    expect(entries[4]!.before).toBeNull();
  });

  it("says in the list which guides and e-books the public sees, so that it links only their pages", async () => {
    const word = `Listed${Date.now()}`;
    const shown = await insertBook(database, dataDir.path, { title: `Shown ${word}` });
    const hidden = await insertBook(database, dataDir.path, { title: `Hidden ${word}`, status: 0 });
    const { rows } = await listAdminServices(database.db, {
      search: word,
      kind: undefined,
      sort: "title",
      page: 1,
    });
    expect(rows.map((row) => [row.id, row.isPublic])).toEqual([
      [hidden.id, false],
      [shown.id, true],
    ]);
  });

  it("refuses bad input with 422 on the field, changing nothing", async () => {
    const admin = await signUpAdmin(app(), database);
    const book = await insertBook(database, dataDir.path);
    const before = await serviceRow(book.id);
    const base = {
      id: String(book.id),
      updated_at: before!.updatedAt.toISOString(),
      title: "Edited",
      kind: "ebook",
      price: "10.00",
      status: "1",
    };
    const cases: Array<[Record<string, string | File>, string, string]> = [
      [{ price: "0" }, "price", "The price must be more than 0."],
      [{ price: "-5" }, "price", "The price must be an amount of money such as 19.99."],
      [{ price: "12.345" }, "price", "The price must be an amount of money such as 19.99."],
      [{ old_price: "9.99" }, "old_price", "The old price must be more than the price, or empty."],
      [{ old_price: "10.00" }, "old_price", "The old price must be more than the price, or empty."],
      [{ price: "99999999.99" }, "price", "The price may not be greater than 999999.99."],
      [{ price: "1000000" }, "price", "The price may not be greater than 999999.99."],
      [{ price: "123456789012.50" }, "price", "The price may not be greater than 999999.99."],
      [{ old_price: "1000000.00" }, "old_price", "The old price may not be greater than 999999.99."],
      [{ kind: "video" }, "kind", "The selected kind is invalid."],
      [{ star: "5.5" }, "star", "The star rating must be a number from 0 to 5, such as 4.5."],
      [{ star: "4.75" }, "star", "The star rating must be a number from 0 to 5, such as 4.5."],
      [{ star: "-1" }, "star", "The star rating must be a number from 0 to 5, such as 4.5."],
      [{ star: "four" }, "star", "The star rating must be a number from 0 to 5, such as 4.5."],
      [{ title: "" }, "title", "The title field is required."],
      [
        { slug: "Not A Slug" },
        "slug",
        "The slug may only contain lower-case letters, numbers and single hyphens.",
      ],
      [
        { pdf: new File(["<html>not a pdf</html>"], "renamed.pdf", { type: "application/pdf" }) },
        "pdf",
        "The PDF for buyers is not a PDF document.",
      ],
      [
        { pdf: new File(["%PDF-1.7\nbroken beyond repair"], "broken.pdf", { type: "application/pdf" }) },
        "pdf",
        "The PDF for buyers is not a PDF document.",
      ],
      [{ pdf: "just text" }, "pdf", "The PDF for buyers is not a PDF document."],
      [
        { thumbnail: await pdfFileSaying("a pdf, not an image") },
        "thumbnail",
        "The thumbnail must be a PNG or JPEG image.",
      ],
    ];
    for (const [change, field, expected] of cases) {
      const response = await postForm(
        app(),
        "/api/admin/services/save",
        { ...base, ...change },
        { token: admin.token },
      );
      expect(response.status, JSON.stringify(change).slice(0, 80)).toBe(422);
      const body = await response.json();
      expect(body.errors[field]).toEqual([expected]);
    }
    const taken = await insertBook(database, dataDir.path);
    const duplicate = await postForm(
      app(),
      "/api/admin/services/save",
      { ...base, slug: taken.slug },
      { token: admin.token },
    );
    expect(duplicate.status).toBe(422);
    expect((await duplicate.json()).errors.slug).toEqual(["The slug has already been taken."]);
    expect(await serviceRow(book.id)).toEqual(before);
    expect(await auditOf(book.id)).toEqual([]);
    // No file of a refused save stayed behind.
    expect(
      (await storage().list("private/ebooks/")).filter((file) => /\/[0-9a-f]{32}\.pdf$/.test(file.key)),
    ).toEqual([]);
  });

  it("names every wrong field and file in one 422, the fields' and the files' together, and adds nothing", async () => {
    const admin = await signUpAdmin(app(), database);
    const before = await database.db.select().from(services);
    const fakeThumbnail = await pdfFileSaying("a pdf, not an image");
    const fakePdf = new File(["<html>not a pdf</html>"], "renamed.pdf", { type: "application/pdf" });
    const good = { title: "Kotlin Coroutines Guide", kind: "ebook", price: "12.00", status: "1" };
    const bothFiles = await postForm(
      app(),
      "/api/admin/services/save",
      { ...good, thumbnail: fakeThumbnail, pdf: fakePdf },
      { token: admin.token },
    );
    expect(bothFiles.status).toBe(422);
    expect((await bothFiles.json()).errors).toEqual({
      thumbnail: ["The thumbnail must be a PNG or JPEG image."],
      pdf: ["The PDF for buyers is not a PDF document."],
    });

    const everything = await postForm(
      app(),
      "/api/admin/services/save",
      { ...good, title: "", price: "15.00", old_price: "9.99", thumbnail: fakeThumbnail, pdf: fakePdf },
      { token: admin.token },
    );
    expect(everything.status).toBe(422);
    expect(await everything.json()).toEqual({
      message: "The title field is required.",
      errors: {
        title: ["The title field is required."],
        old_price: ["The old price must be more than the price, or empty."],
        thumbnail: ["The thumbnail must be a PNG or JPEG image."],
        pdf: ["The PDF for buyers is not a PDF document."],
      },
    });
    expect(await database.db.select().from(services)).toEqual(before);
    expect(
      (await storage().list("private/ebooks/")).filter((file) => /\/[0-9a-f]{32}\.pdf$/.test(file.key)),
    ).toEqual([]);
  });

  it("sets the star rating the store shows; an edit that leaves it out keeps it, an empty field clears it", async () => {
    const admin = await signUpAdmin(app(), database);
    const save = async (fields: Record<string, string>) => {
      const response = await postForm(
        app(),
        "/api/admin/services/save",
        { title: "Kubernetes interview guide", kind: "guide", price: "24.00", status: "1", ...fields },
        { token: admin.token },
      );
      expect(response.status).toBe(200);
      return (await response.json()).data;
    };
    const added = await save({ slug: `kubernetes-guide-${Date.now()}` });
    expect((await serviceRow(added.id))!.star).toBe(0);

    const rated = await save({
      id: String(added.id),
      updated_at: added.updated_at,
      slug: added.slug,
      star: "4.5",
    });
    expect((await serviceRow(added.id))!.star).toBe(4.5);
    expect(rated.star).toBe(4.5);

    const kept = await save({ id: String(added.id), updated_at: rated.updated_at, slug: added.slug });
    expect((await serviceRow(added.id))!.star).toBe(4.5);
    await save({ id: String(added.id), updated_at: kept.updated_at, slug: added.slug, star: "" });
    expect((await serviceRow(added.id))!.star).toBe(0);
  });

  it("refuses a stale edit with 409 and changes nothing", async () => {
    const admin = await signUpAdmin(app(), database);
    const book = await insertBook(database, dataDir.path);
    const read = await serviceRow(book.id);
    const first = await postForm(
      app(),
      "/api/admin/services/save",
      {
        id: String(book.id),
        updated_at: read!.updatedAt.toISOString(),
        title: "First",
        kind: "ebook",
        price: "5",
        status: "1",
      },
      { token: admin.token },
    );
    expect(first.status).toBe(200);
    const afterFirst = await serviceRow(book.id);
    for (const [target, fields] of [
      [
        "/api/admin/services/save",
        { id: String(book.id), title: "Second", kind: "ebook", price: "6", status: "1" },
      ],
      [`/api/admin/services/${book.id}/visibility`, { status: "0" }],
      [`/api/admin/services/${book.id}/delete`, {}],
    ] as const) {
      const stale = await postForm(
        app(),
        target,
        { ...fields, updated_at: read!.updatedAt.toISOString(), pdf: await pdfFileSaying("stale") },
        { token: admin.token },
      );
      expect(stale.status).toBe(409);
      expect(await stale.json()).toEqual({
        message:
          "This guide or e-book has been changed since you opened it, in another tab or by another admin. Reload to see the changes.",
        reason: "stale-edit",
      });
    }
    expect(await serviceRow(book.id)).toEqual(afterFirst);
    expect((await auditOf(book.id)).map((entry) => entry.action)).toEqual(["service.update"]);
  });

  it("refuses to delete one that has been sold, saying to hide it", async () => {
    const admin = await signUpAdmin(app(), database);
    const book = await insertBook(database, dataDir.path);
    const unsold = await insertBook(database, dataDir.path);
    await buy(book, "Paying Customer");
    // The list and the form say so: one order line, one owner; none for the other book.
    const counts = async (id: number) => {
      const { data } = await (await get(app(), `/api/admin/services/${id}`, { token: admin.token })).json();
      return [data.sold_count, data.owner_count];
    };
    expect(await counts(book.id)).toEqual([1, 1]);
    expect(await counts(unsold.id)).toEqual([0, 0]);
    // The list's rows (read as getAdminService reads one) say it is on orders: no Delete there.
    expect((await getAdminService(database.db, book.id)).keptBecause).toBe("has been sold");
    expect((await getAdminService(database.db, unsold.id)).keptBecause).toBeNull();
    const row = await serviceRow(book.id);
    const refused = await postForm(
      app(),
      `/api/admin/services/${book.id}/delete`,
      { updated_at: row!.updatedAt.toISOString() },
      { token: admin.token },
    );
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({
      message: "This has been sold, so it cannot be deleted: its buyers keep it. Hide it instead.",
    });
    expect(await serviceRow(book.id)).toEqual(row);
  });

  it("replaces an e-book's PDF: each owner's copy is stamped again from the new file, and each owner gets one mail", async () => {
    const admin = await signUpAdmin(app(), database);
    const book = await insertBook(database, dataDir.path, { title: "Databases Explained" });
    const ada = await buy(book, "Ada Lovelace");
    const alan = await buy(book, "Alan Turing");
    const stranger = await signUpAndLogIn(app(), { name: "Not An Owner" });
    // Ada has read it (a stamped copy of the first edition exists); Alan never has.
    const firstCopy = await readCopy(ada.buyer.id, book.slug);
    expect((await pdfPages(firstCopy!)).join("")).toContain("An inner join keeps the rows");
    const oldSource = (await serviceRow(book.id))!.pdfFile!;

    const row = await serviceRow(book.id);
    const replaced = await postForm(
      app(),
      "/api/admin/services/save",
      {
        id: String(book.id),
        updated_at: row!.updatedAt.toISOString(),
        title: book.title,
        slug: book.slug,
        kind: "ebook",
        price: book.price,
        status: "1",
        pdf: await pdfFileSaying("Second edition: window functions"),
      },
      { token: admin.token },
    );
    expect(replaced.status).toBe(200);
    const newSource = (await serviceRow(book.id))!.pdfFile!;
    expect(newSource).not.toBe(oldSource);
    expect(await storage().stat(privateFileKey(oldSource)!)).toBeUndefined();

    for (const { buyer, orderCode } of [ada, alan]) {
      const copy = await readCopy(buyer.id, book.slug);
      const text = (await pdfPages(copy!)).join("");
      expect(text).toContain("Second edition: window functions");
      expect(text).not.toContain("An inner join keeps the rows");
      expect(text).toContain(`Personal copy of ${buyer.name} - Order ${orderCode} - W3Programmer`);
    }
    const [adaOwned] = await database.db
      .select()
      .from(ownedEbooks)
      .where(eq(ownedEbooks.userId, ada.buyer.id));
    expect(adaOwned!.stampedFile).not.toBe(null);

    const mails = await database.db
      .select()
      .from(mailOutbox)
      .where(inArray(mailOutbox.toAddress, [ada.buyer.email, alan.buyer.email, stranger.email]));
    const newVersion = mails.filter((mail) => mail.subject.includes("new version"));
    expect(newVersion.map((mail) => mail.toAddress).sort()).toEqual(
      [ada.buyer.email, alan.buyer.email].sort(),
    );
    for (const mail of newVersion) {
      expect(mail.subject).toBe("A new version of Databases Explained is ready");
      expect(mail.textBody).toContain(`${PUBLIC_URL}/read-ebooks/${book.slug}`);
    }
  });
});
