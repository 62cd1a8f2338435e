/**
 * Once a guide's or e-book's change has committed, the cover and PDF it stopped naming are
 * removed, and so is a buyer's copy stamped from a PDF since replaced. When the storage refuses
 * then (here the site's bucket accepts its key for everything but deletes), the change stands:
 * the admin or the buyer gets the usual answer, and the log names each file left behind for the
 * operator. A save refused after its new files were stored answers its refusal, not a 500.
 */
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { ownedEbooks, services } from "../../db/schema/index.ts";
import { privateFileKey } from "../../services/store/ebook-files.ts";
import {
  get,
  postForm,
  signUpAndLogIn,
  type TestAccount,
  type TestApp,
} from "../../../tests/support/api-accounts.ts";
import { signUpAdmin } from "../../../tests/support/api-admins.ts";
import { pdfFileSaying } from "../../../tests/support/pdf-files.ts";
import { deleteRefusedWarning, setupRefusingBucket } from "../../../tests/support/refusing-bucket.ts";
import { testConfig } from "../../../tests/support/test-app.ts";
import { setupTestDatabase } from "../../../tests/support/test-database.ts";
import { PUBLIC_URL, buyWithTestCheckout, pdfPages } from "../store/store-test-kit.ts";

const database = setupTestDatabase();
const { site, deleteRefusedSite, stored, objectStorage } = setupRefusingBucket(database);

async function pngFile(background: string): Promise<File> {
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background } })
    .png()
    .toBuffer();
  return new File([new Uint8Array(png)], "cover.png", { type: "image/png" });
}

async function serviceRow(id: number) {
  const [row] = await database.db.select().from(services).where(eq(services.id, id));
  return row!;
}

/** The storage keys of the row's cover and PDF. */
const keysOf = (row: { image: string | null; pdfFile: string | null }) => ({
  cover: `covers/${row.image!.split("/").at(-1)}`,
  pdf: privateFileKey(row.pdfFile)!,
});

let serial = 0;

/** A shown guide or e-book added through the editor with a cover and a PDF, both in the bucket. */
async function addWithFiles(admin: TestAccount, kind: "guide" | "ebook") {
  serial += 1;
  const added = await postForm(
    site(),
    "/api/admin/services/save",
    {
      title: `Kubernetes Networking ${kind === "guide" ? "Guide" : "Handbook"} ${serial}`,
      kind,
      price: "17.50",
      instructor: "Kelsey",
      description_full: "<p>Services, ingress and network policies, with worked examples.</p>",
      status: "1",
      thumbnail: await pngFile("#2a6f97"),
      pdf: await pdfFileSaying("Pods reach each other through the cluster network"),
    },
    { token: admin.token },
  );
  expect(added.status).toBe(200);
  const { data } = await added.json();
  const row = await serviceRow(data.id);
  const keys = keysOf(row);
  expect(await stored(keys.cover)).toBeDefined();
  expect(await stored(keys.pdf)).toBeDefined();
  return { created: data as Created, row, keys };
}

type Created = { id: number; slug: string; title: string; kind: string; updated_at: string };

/** The editor's save of `created` on `app`, at the version it was added with: `changes`, the rest as it was. */
function edit(app: TestApp, admin: TestAccount, created: Created, changes: Record<string, string | File>) {
  const fields = {
    title: created.title,
    slug: created.slug,
    kind: created.kind,
    price: "17.50",
    status: "1",
  };
  return postForm(
    app,
    "/api/admin/services/save",
    { id: String(created.id), updated_at: created.updated_at, ...fields, ...changes },
    { token: admin.token },
  );
}

describe("when the storage refuses to remove the files a committed change left", () => {
  it("saves a guide's new cover and PDF all the same, and logs the old ones left", async () => {
    const admin = await signUpAdmin(site(), database);
    const { created, keys: old } = await addWithFiles(admin, "guide");
    const refused = deleteRefusedSite();

    const saved = await edit(refused.app, admin, created, {
      price: "19.00",
      thumbnail: await pngFile("#c1121f"),
      pdf: await pdfFileSaying("Second edition: Gateway API replaces most ingress setups"),
    });

    expect(saved.status).toBe(200);
    const { message, data } = await saved.json();
    expect(message).toBe("Guide or e-book saved");
    expect(data).toMatchObject({ id: created.id, price: "19.00", has_pdf: true });
    const row = await serviceRow(created.id);
    const now = keysOf(row);
    expect(now.cover).not.toBe(old.cover);
    expect(now.pdf).not.toBe(old.pdf);
    expect(data.thumbnail).toBe(row.image);
    // The new files are served; the old ones stay in the bucket, each named in the log.
    expect((await site().request(row.image!)).status).toBe(200);
    expect(await stored(now.pdf)).toBeDefined();
    expect(await stored(old.cover)).toBeDefined();
    expect(await stored(old.pdf)).toBeDefined();
    expect(refused.warnings()).toEqual([deleteRefusedWarning(old.cover), deleteRefusedWarning(old.pdf)]);
  });

  it("deletes a guide nobody bought all the same, and logs its cover and PDF left", async () => {
    const admin = await signUpAdmin(site(), database);
    const { created, keys } = await addWithFiles(admin, "guide");
    const refused = deleteRefusedSite();

    const deleted = await postForm(
      refused.app,
      `/api/admin/services/${created.id}/delete`,
      { updated_at: created.updated_at },
      { token: admin.token },
    );

    expect(deleted.status).toBe(200);
    expect(await deleted.json()).toEqual({ message: "Guide or e-book deleted" });
    expect(await database.db.select().from(services).where(eq(services.id, created.id))).toEqual([]);
    expect((await get(site(), `/api/admin/services/${created.id}`, { token: admin.token })).status).toBe(404);
    expect(await stored(keys.cover)).toBeDefined();
    expect(await stored(keys.pdf)).toBeDefined();
    expect(refused.warnings()).toEqual([deleteRefusedWarning(keys.cover), deleteRefusedWarning(keys.pdf)]);
  });

  it("gives a buyer their copy of a replaced PDF all the same, and logs the old copy left", async () => {
    const admin = await signUpAdmin(site(), database);
    const { created } = await addWithFiles(admin, "ebook");
    const buyer = await signUpAndLogIn(site(), { name: "Margaret Hamilton" });
    const book = { id: created.id, slug: created.slug, title: created.title, price: "17.50" };
    await buyWithTestCheckout(database, site(), testConfig({ objectStorage: objectStorage() }), buyer.token, [
      book,
    ]);
    const read = async (app: TestApp) => {
      const answer = await get(app, `/api/documents/readebooks?slug=${created.slug}`, { token: buyer.token });
      expect(answer.status).toBe(200);
      const { data } = await answer.json();
      return app.request(data.pdf_file.replace(PUBLIC_URL, ""));
    };
    expect((await read(site())).status).toBe(200);
    const [first] = await database.db.select().from(ownedEbooks).where(eq(ownedEbooks.userId, buyer.id));
    const oldCopy = privateFileKey(first!.stampedFile)!;
    expect(await stored(oldCopy)).toBeDefined();
    const replaced = await edit(site(), admin, created, {
      pdf: await pdfFileSaying("Second edition: Gateway API replaces most ingress setups"),
    });
    expect(replaced.status).toBe(200);
    const refused = deleteRefusedSite();

    const copy = await read(refused.app);

    expect(copy.status).toBe(200);
    expect(copy.headers.get("content-type")).toBe("application/pdf");
    const pages = (await pdfPages(new Uint8Array(await copy.arrayBuffer()))).join("\n");
    expect(pages).toContain("Second edition: Gateway API replaces most ingress setups");
    expect(pages).toContain("Personal copy of Margaret Hamilton");
    const [now] = await database.db.select().from(ownedEbooks).where(eq(ownedEbooks.userId, buyer.id));
    expect(now!.stampedFile).not.toBe(first!.stampedFile);
    expect(await stored(privateFileKey(now!.stampedFile)!)).toBeDefined();
    expect(await stored(oldCopy)).toBeDefined();
    expect(refused.warnings()).toEqual([deleteRefusedWarning(oldCopy)]);
  });
});

describe("when the storage refuses to remove the files of a save that was refused", () => {
  it("answers a stale edit's 409 all the same, changing nothing, and logs the new files left", async () => {
    const admin = await signUpAdmin(site(), database);
    const { created } = await addWithFiles(admin, "guide");
    const edited = await edit(site(), admin, created, { price: "21.00" });
    expect(edited.status).toBe(200);
    const afterEdit = await serviceRow(created.id);
    const refused = deleteRefusedSite();

    const stale = await edit(refused.app, admin, created, {
      price: "15.00",
      thumbnail: await pngFile("#588157"),
      pdf: await pdfFileSaying("An edit made on an old copy of the form"),
    });

    expect(stale.status).toBe(409);
    expect(await stale.json()).toEqual({
      message:
        "This guide or e-book has been changed since you opened it, in another tab or by another admin. Reload to see the changes.",
      reason: "stale-edit",
    });
    expect(await serviceRow(created.id)).toEqual(afterEdit);
    const left = refused.warnings().map((line) => line.key!);
    expect(left).toEqual([
      expect.stringMatching(/^covers\/upload-[0-9a-f]{32}\.webp$/),
      expect.stringMatching(/^private\/ebooks\/[0-9a-f]{32}\.pdf$/),
    ]);
    expect(refused.warnings()).toEqual(left.map(deleteRefusedWarning));
    for (const key of left) expect(await stored(key)).toBeDefined();
  });
});
