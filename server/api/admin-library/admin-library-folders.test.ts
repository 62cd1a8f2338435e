/**
 * The PDF library's folder calls: admin only, validated, audited with the row before and after,
 * a stale edit refused without a change, a folder that holds PDFs and the download-only folder 93
 * never deleted; a hidden folder leaves the public library calls and the sitemap with its PDFs.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { pdfCategories, pdfDocuments } from "../../db/schema/index.ts";
import { listAdminPdfFolders } from "../../services/library/manage-pdf-folders.ts";
import { listSitemapEntries } from "../../services/seo/sitemap.ts";
import { DOWNLOAD_ONLY_PDF_CATEGORY_ID } from "../../../shared/library/library-messages.ts";
import { setupTestDatabase } from "../../../tests/support/test-database.ts";
import { accountsApp, get, postForm, signUpAndLogIn } from "../../../tests/support/api-accounts.ts";
import { auditTrail, signUpAdmin } from "../../../tests/support/api-admins.ts";
import { downloadOnlyFolder, insertFolder, insertPdf } from "./library-test-kit.ts";

const database = setupTestDatabase();
const app = () => accountsApp(database);
const auditOf = auditTrail(database);

const folderRow = async (id: number) =>
  (await database.db.select().from(pdfCategories).where(eq(pdfCategories.id, id)))[0];

const publicFolderSlugs = async () =>
  ((await (await get(app(), "/api/public/getepdfCategoryList")).json()).data as { slug: string }[]).map(
    (folder) => folder.slug,
  );
const sitemapPaths = async () => (await listSitemapEntries(database.db)).map((entry) => entry.path);

describe("who may call the PDF folder editor", () => {
  const calls = [
    ["GET", "/api/admin/library/folders"],
    ["GET", "/api/admin/library/folders/{id}"],
    ["POST", "/api/admin/library/folders/save"],
    ["POST", "/api/admin/library/folders/{id}/visibility"],
    ["POST", "/api/admin/library/folders/{id}/delete"],
  ] as const;

  it.each(calls)(
    "%s %s answers 401 without a token and 403 to a user, changing nothing",
    async (method, path) => {
      const user = await signUpAndLogIn(app());
      const folder = await insertFolder(database);
      const target = path.replace("{id}", String(folder.id));
      const send = (token?: string) =>
        method === "GET"
          ? get(app(), target, { token })
          : postForm(
              app(),
              target,
              {
                id: String(folder.id),
                name: "Taken over",
                status: "0",
                updated_at: folder.updatedAt.toISOString(),
              },
              { token },
            );
      const anonymous = await send();
      expect(anonymous.status).toBe(401);
      expect(await anonymous.json()).toEqual({ message: "Unauthenticated." });
      const forbidden = await send(user.token);
      expect(forbidden.status).toBe(403);
      expect(await forbidden.json()).toEqual({ message: "Only administrators can do this." });
      expect(await folderRow(folder.id)).toEqual(folder);
      expect(await auditOf("pdf_category", folder.id)).toEqual([]);
    },
  );
});

describe("an admin", () => {
  it("adds a folder, finds it, edits, hides, shows and deletes it, each change audited and public at once", async () => {
    const admin = await signUpAdmin(app(), database);
    const added = await postForm(
      app(),
      "/api/admin/library/folders/save",
      { name: "  Kotlin   Interview Notes ", short_name: " Kotlin  notes ", sort_order: "7", status: "1" },
      { token: admin.token },
    );
    expect(added.status).toBe(200);
    const { message, data: created } = await added.json();
    expect(message).toBe("Folder added");
    expect(created).toMatchObject({
      name: "Kotlin Interview Notes",
      slug: "kotlin-interview-notes",
      short_name: "Kotlin notes",
      sort_order: 7,
      status: 1,
      pdf_count: 0,
      download_only: false,
    });
    expect(await publicFolderSlugs()).toContain("kotlin-interview-notes");

    const found = await get(app(), "/api/admin/library/folders?search=notes%20kotlin&sort=name", {
      token: admin.token,
    });
    expect(found.status).toBe(200);
    expect(found.headers.get("cache-control")).toBe("no-store");
    const list = await found.json();
    expect(list.data).toEqual([created]);
    expect(list.pagination).toEqual({ last_page: 1, total: 1, current_page: 1, per_page: 25 });
    expect(
      (await (await get(app(), `/api/admin/library/folders/${created.id}`, { token: admin.token })).json())
        .data,
    ).toEqual(created);

    const edited = await postForm(
      app(),
      "/api/admin/library/folders/save",
      {
        id: String(created.id),
        updated_at: created.updated_at,
        name: "Kotlin Notes",
        slug: "kotlin-notes",
        short_name: "",
        sort_order: "",
        status: "1",
      },
      { token: admin.token },
    );
    expect(edited.status).toBe(200);
    const { message: savedMessage, data: after } = await edited.json();
    expect(savedMessage).toBe("Folder saved");
    expect(after).toMatchObject({ id: created.id, slug: "kotlin-notes", short_name: null, sort_order: 0 });
    // The public card shows the name when there is no short name.
    const publicList = (await (await get(app(), "/api/public/getepdfCategoryList")).json()).data;
    expect(publicList.find((folder: { id: number }) => folder.id === created.id)).toMatchObject({
      slug: "kotlin-notes",
      shortName: "Kotlin Notes",
    });

    const hidden = await postForm(
      app(),
      `/api/admin/library/folders/${created.id}/visibility`,
      { status: "0", updated_at: after.updated_at },
      { token: admin.token },
    );
    expect(hidden.status).toBe(200);
    const { message: hiddenMessage, data: hiddenRow } = await hidden.json();
    expect(hiddenMessage).toBe("The folder and its PDFs are hidden from the site.");
    expect(hiddenRow.status).toBe(0);
    expect(await publicFolderSlugs()).not.toContain("kotlin-notes");
    expect((await get(app(), "/api/public/filterepdfCategory?slug=kotlin-notes")).status).toBe(404);

    const shown = await postForm(
      app(),
      `/api/admin/library/folders/${created.id}/visibility`,
      { status: "1", updated_at: hiddenRow.updated_at },
      { token: admin.token },
    );
    const { data: shownRow } = await shown.json();
    expect(await publicFolderSlugs()).toContain("kotlin-notes");

    const deleted = await postForm(
      app(),
      `/api/admin/library/folders/${created.id}/delete`,
      { updated_at: shownRow.updated_at },
      { token: admin.token },
    );
    expect(deleted.status).toBe(200);
    expect(await deleted.json()).toEqual({ message: "Folder deleted" });
    expect(await folderRow(created.id)).toBeUndefined();

    const entries = await auditOf("pdf_category", created.id);
    expect(entries.map((entry) => [entry.action, entry.actorUserId])).toEqual([
      ["pdf_category.delete", admin.id],
      ["pdf_category.show", admin.id],
      ["pdf_category.hide", admin.id],
      ["pdf_category.update", admin.id],
      ["pdf_category.create", admin.id],
    ]);
    expect(entries[4]!.before).toBeNull();
    expect(entries[3]!.before).toMatchObject({ name: "Kotlin Interview Notes", shortName: "Kotlin notes" });
    expect(entries[3]!.after).toMatchObject({ name: "Kotlin Notes", slug: "kotlin-notes", shortName: null });
    expect(entries[2]!.after).toMatchObject({ status: 0 });
    expect(entries[0]!.before).toMatchObject({ slug: "kotlin-notes" });
    expect(entries[0]!.after).toBeNull();
  });

  it("hides a folder's PDFs with it: off their pages and the sitemap", async () => {
    const admin = await signUpAdmin(app(), database);
    const folder = await insertFolder(database);
    const pdf = await insertPdf(database, folder.id);
    expect(await sitemapPaths()).toEqual(
      expect.arrayContaining([`/pdf-zone/${folder.slug}`, `/pdf-details/${pdf.slug}`]),
    );
    const hidden = await postForm(
      app(),
      `/api/admin/library/folders/${folder.id}/visibility`,
      { status: "0", updated_at: folder.updatedAt.toISOString() },
      { token: admin.token },
    );
    expect(hidden.status).toBe(200);
    expect((await get(app(), `/api/public/filterepdfrow?slug=${pdf.slug}`)).status).toBe(404);
    const paths = await sitemapPaths();
    expect(paths).not.toContain(`/pdf-zone/${folder.slug}`);
    expect(paths).not.toContain(`/pdf-details/${pdf.slug}`);
  });

  it("says in the list which folders the public sees, so that it links only their pages", async () => {
    const word = `listed${Date.now()}`;
    const shown = await insertFolder(database, { name: `Shown ${word}` });
    const hidden = await insertFolder(database, { name: `Hidden ${word}`, status: 0 });
    const { rows } = await listAdminPdfFolders(database.db, { search: word, sort: "name", page: 1 });
    expect(rows.map((row) => [row.id, row.isPublic])).toEqual([
      [hidden.id, false],
      [shown.id, true],
    ]);
  });

  it("sorts and pages the folders on the server", async () => {
    const admin = await signUpAdmin(app(), database);
    const word = `sortable${Date.now()}`;
    const zulu = await insertFolder(database, { name: `Zulu ${word}`, sortOrder: 1 });
    const alpha = await insertFolder(database, { name: `Alpha ${word}`, sortOrder: 2 });
    const ids = async (sort: string) =>
      (
        await (
          await get(app(), `/api/admin/library/folders?search=${word}&sort=${sort}`, { token: admin.token })
        ).json()
      ).data.map((folder: { id: number }) => folder.id);
    expect(await ids("order")).toEqual([zulu.id, alpha.id]);
    expect(await ids("name")).toEqual([alpha.id, zulu.id]);
    // Alpha was added last.
    expect(await ids("newest")).toEqual([alpha.id, zulu.id]);
    const invalid = await get(app(), "/api/admin/library/folders?sort=size&page=0", { token: admin.token });
    expect(invalid.status).toBe(422);
    expect((await invalid.json()).errors).toEqual({
      sort: ["The selected sort is invalid."],
      page: ["The page must be between 1 and 1000000."],
    });
  });

  it("refuses bad input with 422 on the field, changing nothing", async () => {
    const admin = await signUpAdmin(app(), database);
    const folder = await insertFolder(database);
    const taken = await insertFolder(database);
    const base = {
      id: String(folder.id),
      updated_at: folder.updatedAt.toISOString(),
      name: "Edited",
      status: "1",
    };
    const cases: Array<[Record<string, string>, string, string]> = [
      [{ name: "" }, "name", "The name field is required."],
      [{ name: "x".repeat(151) }, "name", "The name must not be greater than 150 characters."],
      [
        { short_name: "y".repeat(61) },
        "short_name",
        "The short name must not be greater than 60 characters.",
      ],
      [
        { slug: "Not A Slug" },
        "slug",
        "The slug may only contain lower-case letters, numbers and single hyphens.",
      ],
      [{ slug: taken.slug }, "slug", "The slug has already been taken."],
      [{ name: "¿¿¿" }, "slug", "The slug field is required when the name has no letters or digits."],
      [{ sort_order: "-1" }, "sort_order", "The display order must be a whole number of 0 or more."],
      [{ status: "2" }, "status", "The selected visibility is invalid."],
      [{ updated_at: "yesterday" }, "updated_at", "The updated at is not a valid date."],
    ];
    for (const [change, field, expected] of cases) {
      const response = await postForm(
        app(),
        "/api/admin/library/folders/save",
        { ...base, ...change },
        { token: admin.token },
      );
      expect(response.status, JSON.stringify(change)).toBe(422);
      expect((await response.json()).errors[field], JSON.stringify(change)).toEqual([expected]);
    }
    const withoutVersion = await postForm(
      app(),
      "/api/admin/library/folders/save",
      { id: String(folder.id), name: "No version", status: "1" },
      { token: admin.token },
    );
    expect(withoutVersion.status).toBe(422);
    expect((await withoutVersion.json()).errors.updated_at).toEqual([
      "The updated at field is required when id is present.",
    ]);
    expect(await folderRow(folder.id)).toEqual(folder);
    expect(await auditOf("pdf_category", folder.id)).toEqual([]);
  });

  it("answers 404 for an unknown folder, and 422 for an id that is not one", async () => {
    const admin = await signUpAdmin(app(), database);
    const version = new Date().toISOString();
    const missing = 2_000_000_000;
    const answers = [
      await get(app(), `/api/admin/library/folders/${missing}`, { token: admin.token }),
      await postForm(
        app(),
        "/api/admin/library/folders/save",
        { id: String(missing), updated_at: version, name: "Ghost", status: "1" },
        { token: admin.token },
      ),
      await postForm(
        app(),
        `/api/admin/library/folders/${missing}/visibility`,
        { status: "0", updated_at: version },
        { token: admin.token },
      ),
      await postForm(
        app(),
        `/api/admin/library/folders/${missing}/delete`,
        { updated_at: version },
        { token: admin.token },
      ),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(404);
      expect(await answer.json()).toEqual({ message: "Folder not found" });
    }
    const notAnId = await get(app(), "/api/admin/library/folders/abc", { token: admin.token });
    expect(notAnId.status).toBe(422);
  });

  it("refuses a stale edit, hide or delete with 409 and changes nothing", async () => {
    const admin = await signUpAdmin(app(), database);
    const folder = await insertFolder(database);
    const first = await postForm(
      app(),
      "/api/admin/library/folders/save",
      { id: String(folder.id), updated_at: folder.updatedAt.toISOString(), name: "First", status: "1" },
      { token: admin.token },
    );
    expect(first.status).toBe(200);
    const afterFirst = await folderRow(folder.id);
    for (const [target, fields] of [
      ["/api/admin/library/folders/save", { id: String(folder.id), name: "Second", status: "1" }],
      [`/api/admin/library/folders/${folder.id}/visibility`, { status: "0" }],
      [`/api/admin/library/folders/${folder.id}/delete`, {}],
    ] as const) {
      const stale = await postForm(
        app(),
        target,
        { ...fields, updated_at: folder.updatedAt.toISOString() },
        { token: admin.token },
      );
      expect(stale.status, target).toBe(409);
      expect(await stale.json()).toEqual({
        message:
          "This folder has been changed since you opened it, in another tab or by another admin. Reload to see the changes.",
        reason: "stale-edit",
      });
    }
    expect(await folderRow(folder.id)).toEqual(afterFirst);
    expect((await auditOf("pdf_category", folder.id)).map((entry) => entry.action)).toEqual([
      "pdf_category.update",
    ]);
  });

  it("refuses to delete a folder that holds PDFs, saying to move or delete them first", async () => {
    const admin = await signUpAdmin(app(), database);
    const folder = await insertFolder(database);
    const pdf = await insertPdf(database, folder.id);
    await insertPdf(database, folder.id, { status: 0 });
    const empty = await insertFolder(database);
    // The list counts every PDF of each folder, hidden ones too.
    const counts = async () => {
      const { data } = await (
        await get(app(), `/api/admin/library/folders?search=${encodeURIComponent("Folder")}&sort=newest`, {
          token: admin.token,
        })
      ).json();
      const byId = new Map(data.map((row: { id: number; pdf_count: number }) => [row.id, row.pdf_count]));
      return [byId.get(folder.id), byId.get(empty.id)];
    };
    expect(await counts()).toEqual([2, 0]);
    // And says why one cannot go, so that its row offers no Delete.
    const { rows } = await listAdminPdfFolders(database.db, { search: "Folder", sort: "newest", page: 1 });
    const keptBecause = (id: number) => rows.find((row) => row.id === id)?.keptBecause;
    expect([keptBecause(folder.id), keptBecause(empty.id)]).toEqual(["holds PDFs", null]);
    const refused = await postForm(
      app(),
      `/api/admin/library/folders/${folder.id}/delete`,
      { updated_at: folder.updatedAt.toISOString() },
      { token: admin.token },
    );
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({
      message: "This folder still holds PDFs: move or delete them first.",
    });
    expect(await folderRow(folder.id)).toEqual(folder);
    const [kept] = await database.db.select().from(pdfDocuments).where(eq(pdfDocuments.id, pdf.id));
    expect(kept).toEqual(pdf);
    expect(await auditOf("pdf_category", folder.id)).toEqual([]);
  });

  it("keeps folder 93: edited under its id, never deleted, even empty", async () => {
    const admin = await signUpAdmin(app(), database);
    const folder = await downloadOnlyFolder(database);
    const listed = await (
      await get(app(), `/api/admin/library/folders/${DOWNLOAD_ONLY_PDF_CATEGORY_ID}`, { token: admin.token })
    ).json();
    expect(listed.data).toMatchObject({ id: 93, download_only: true, pdf_count: 0 });
    const { rows } = await listAdminPdfFolders(database.db, { search: folder.name, sort: "newest", page: 1 });
    expect(rows.find((row) => row.id === 93)?.keptBecause).toBe("the site's pages rely on it");
    const edited = await postForm(
      app(),
      "/api/admin/library/folders/save",
      {
        id: "93",
        updated_at: folder.updatedAt.toISOString(),
        name: "Printable Planners",
        slug: "printable-planners",
        status: "1",
      },
      { token: admin.token },
    );
    expect(edited.status).toBe(200);
    const { data } = await edited.json();
    expect(data).toMatchObject({ id: 93, slug: "printable-planners", download_only: true });
    const refused = await postForm(
      app(),
      "/api/admin/library/folders/93/delete",
      { updated_at: data.updated_at },
      { token: admin.token },
    );
    expect(refused.status).toBe(409);
    expect((await refused.json()).message).toBe(
      "This is the download-only folder (id 93), which the site's pages rely on: it cannot be deleted. Hide it instead.",
    );
    expect(await folderRow(93)).toMatchObject({ id: 93, slug: "printable-planners" });
  });
});
