/**
 * The PDF library's PDF calls: admin only, validated (an upload by its bytes: a renamed PNG or
 * text is refused on its field and nothing is stored), audited with the row before and after, a
 * stale edit refused without a change. What an admin saves is what the public library calls and
 * /files/pdf/ serve; a hidden PDF is gone from them and from the sitemap; a replaced or deleted
 * file is gone from disk.
 */
import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { count, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { pdfDocuments } from "../../db/schema/index.ts";
import { listAdminPdfFiles } from "../../services/library/manage-pdf-files.ts";
import { listSitemapEntries } from "../../services/seo/sitemap.ts";
import { DOWNLOAD_ONLY_PDF_CATEGORY_ID } from "../../../shared/library/library-messages.ts";
import { PUBLIC_URL, pdfPages, setupDataDir } from "../store/store-test-kit.ts";
import { setupTestDatabase } from "../../../tests/support/test-database.ts";
import { accountsApp, get, postForm, signUpAndLogIn } from "../../../tests/support/api-accounts.ts";
import { auditTrail, signUpAdmin } from "../../../tests/support/api-admins.ts";
import { downloadOnlyFolder, insertFolder, insertPdf } from "./library-test-kit.ts";
import { pdfFileSaying, pdfSaying } from "../../../tests/support/pdf-files.ts";

const database = setupTestDatabase();
const dataDir = setupDataDir();
const app = () => accountsApp(database, { publicUrl: PUBLIC_URL, dataDir: dataDir.path });
const auditOf = auditTrail(database);
// Where the library's files have always been kept on disk (the default storage).
const libraryDir = () => path.join(dataDir.path, "uploads", "library");

const pdfRow = async (id: number) =>
  (await database.db.select().from(pdfDocuments).where(eq(pdfDocuments.id, id)))[0];

/** Every file under the library's storage folder, relative to it. */
async function storedFiles(): Promise<string[]> {
  const entries = await fs.readdir(libraryDir(), { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(libraryDir(), path.join(entry.parentPath, entry.name)))
    .sort();
}

/** What `storedFiles` lists beyond what it listed when this was called: the files a test left. */
async function watchStoredFiles() {
  const before = new Set(await storedFiles());
  return async () => (await storedFiles()).filter((file) => !before.has(file));
}

async function pngRenamedAsPdf(): Promise<File> {
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#336699" } })
    .png()
    .toBuffer();
  return new File([new Uint8Array(png)], "diagram.pdf", { type: "application/pdf" });
}

const publicRow = (slug: string) => get(app(), `/api/public/filterepdfrow?slug=${slug}`);
const publicFolderPage = async (slug: string) =>
  (await (await get(app(), `/api/public/filterepdfCategory?slug=${slug}`)).json()) as {
    data: { slug: string; size: number | null }[];
  };
const publicFolderCount = async (id: number) =>
  (
    (await (await get(app(), "/api/public/getepdfCategoryList")).json()).data as {
      id: number;
      count: number;
    }[]
  ).find((folder) => folder.id === id)?.count;
const pdfCount = async () => (await database.db.select({ n: count() }).from(pdfDocuments))[0]!.n;
const sitemapPaths = async () => (await listSitemapEntries(database.db)).map((entry) => entry.path);

describe("who may call the PDF editor", () => {
  const calls = [
    ["GET", "/api/admin/library/files"],
    ["GET", "/api/admin/library/files/{id}"],
    ["POST", "/api/admin/library/files/save"],
    ["POST", "/api/admin/library/files/{id}/visibility"],
    ["POST", "/api/admin/library/files/{id}/delete"],
  ] as const;

  it.each(calls)(
    "%s %s answers 401 without a token and 403 to a user, changing nothing",
    async (method, target) => {
      const user = await signUpAndLogIn(app());
      const filesLeft = await watchStoredFiles();
      const folder = await insertFolder(database);
      const pdf = await insertPdf(database, folder.id);
      const address = target.replace("{id}", String(pdf.id));
      const send = async (token?: string) =>
        method === "GET"
          ? get(app(), address, { token })
          : postForm(
              app(),
              address,
              {
                id: String(pdf.id),
                category_id: String(folder.id),
                name: "Taken over",
                status: "0",
                source: "file",
                pdf: await pdfFileSaying("not yours"),
                updated_at: pdf.updatedAt.toISOString(),
              },
              { token },
            );
      const anonymous = await send();
      expect(anonymous.status).toBe(401);
      expect(await anonymous.json()).toEqual({ message: "Unauthenticated." });
      const forbidden = await send(user.token);
      expect(forbidden.status).toBe(403);
      expect(await forbidden.json()).toEqual({ message: "Only administrators can do this." });
      expect(await pdfRow(pdf.id)).toEqual(pdf);
      expect(await auditOf("pdf_document", pdf.id)).toEqual([]);
      expect(await filesLeft()).toEqual([]);
    },
  );
});

describe("an admin", () => {
  it("uploads a PDF that the public calls and /files/pdf/ serve, replaces it, hides, shows, links out and deletes it, each change audited", async () => {
    const admin = await signUpAdmin(app(), database);
    const filesLeft = await watchStoredFiles();
    const folder = await insertFolder(database, { name: "Database Notes" });
    const first = await pdfSaying("Indexes: B-tree, hash and GIN");
    const added = await postForm(
      app(),
      "/api/admin/library/files/save",
      {
        category_id: String(folder.id),
        name: "  PostgreSQL   Index Types ",
        sort_order: "2",
        status: "1",
        source: "file",
        pdf: new File([new Uint8Array(first)], "whatever-name.bin", { type: "application/octet-stream" }),
      },
      { token: admin.token },
    );
    expect(added.status).toBe(200);
    const { message, data: created } = await added.json();
    expect(message).toBe("PDF added");
    expect(created).toMatchObject({
      category_id: folder.id,
      category_name: "Database Notes",
      name: "PostgreSQL Index Types",
      slug: "postgresql-index-types",
      source: "file",
      file_url: "/files/pdf/postgresql-index-types.pdf",
      size_bytes: first.byteLength,
      view_url: null,
      download_link: null,
      sort_order: 2,
      status: 1,
    });
    const stored = (await pdfRow(created.id))!.filePath!;
    // A new random name in one of 256 folders, whatever the upload was called.
    expect(stored).toMatch(/^([0-9a-f]{2})\/\1[0-9a-f]{30}\.pdf$/);
    expect(await filesLeft()).toEqual([stored]);
    expect(Buffer.compare(await fs.readFile(path.join(libraryDir(), stored)), first)).toBe(0);

    // The public side: the folder's list with the size, the row with the viewer's address, the file.
    expect((await publicFolderPage(folder.slug)).data).toEqual([
      {
        id: created.id,
        slug: "postgresql-index-types",
        name: "PostgreSQL Index Types",
        size: first.byteLength,
      },
    ]);
    expect(await (await publicRow("postgresql-index-types")).json()).toEqual({
      catName: "Database Notes",
      catSlug: folder.slug,
      name: "PostgreSQL Index Types",
      showPdf: `${PUBLIC_URL}/files/pdf/postgresql-index-types.pdf`,
      download_link: `${PUBLIC_URL}/files/pdf/postgresql-index-types.pdf?download=1`,
      categoryId: folder.id,
    });
    const served = await app().request("/files/pdf/postgresql-index-types.pdf");
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("application/pdf");
    expect(Buffer.compare(Buffer.from(await served.arrayBuffer()), first)).toBe(0);

    const listed = await get(
      app(),
      `/api/admin/library/files?category_id=${folder.id}&search=index%20postgres`,
      {
        token: admin.token,
      },
    );
    expect(listed.status).toBe(200);
    expect(listed.headers.get("cache-control")).toBe("no-store");
    const list = await listed.json();
    expect(list.data).toEqual([created]);
    expect(list.pagination).toEqual({ last_page: 1, total: 1, current_page: 1, per_page: 25 });
    expect(list.more).toBe(false);

    // Saved without a file: the stored one stays.
    const renamed = await postForm(
      app(),
      "/api/admin/library/files/save",
      {
        id: String(created.id),
        updated_at: created.updated_at,
        category_id: String(folder.id),
        name: "PostgreSQL Index Types Compared",
        slug: "postgresql-index-types",
        status: "1",
        source: "file",
        pdf: new File([], ""),
      },
      { token: admin.token },
    );
    expect(renamed.status).toBe(200);
    const { message: savedMessage, data: afterRename } = await renamed.json();
    expect(savedMessage).toBe("PDF saved");
    expect(afterRename).toMatchObject({
      name: "PostgreSQL Index Types Compared",
      size_bytes: first.byteLength,
    });
    expect((await pdfRow(created.id))!.filePath).toBe(stored);

    // A new file: stored under a new name, the old one removed, the new bytes served.
    const second = await pdfSaying("Second edition: BRIN and partial indexes");
    const replaced = await postForm(
      app(),
      "/api/admin/library/files/save",
      {
        id: String(created.id),
        updated_at: afterRename.updated_at,
        category_id: String(folder.id),
        name: afterRename.name,
        slug: afterRename.slug,
        status: "1",
        source: "file",
        pdf: new File([new Uint8Array(second)], "second.pdf", { type: "application/pdf" }),
      },
      { token: admin.token },
    );
    expect(replaced.status).toBe(200);
    const { data: afterReplace } = await replaced.json();
    const restored = (await pdfRow(created.id))!.filePath!;
    expect(restored).not.toBe(stored);
    expect(await filesLeft()).toEqual([restored]);
    expect(afterReplace.size_bytes).toBe(second.byteLength);
    const servedAgain = await app().request("/files/pdf/postgresql-index-types.pdf");
    expect((await pdfPages(new Uint8Array(await servedAgain.arrayBuffer()))).join("")).toContain(
      "Second edition: BRIN and partial indexes",
    );

    // Hidden: gone from the folder's page and count, its row, its file and the sitemap.
    expect(await publicFolderCount(folder.id)).toBe(1);
    const hidden = await postForm(
      app(),
      `/api/admin/library/files/${created.id}/visibility`,
      { status: "0", updated_at: afterReplace.updated_at },
      { token: admin.token },
    );
    expect(hidden.status).toBe(200);
    const { message: hiddenMessage, data: hiddenRow } = await hidden.json();
    expect(hiddenMessage).toBe("The PDF is hidden from the site.");
    expect(hiddenRow.status).toBe(0);
    expect((await publicFolderPage(folder.slug)).data).toEqual([]);
    expect(await publicFolderCount(folder.id)).toBe(0);
    expect((await publicRow("postgresql-index-types")).status).toBe(404);
    expect((await app().request("/files/pdf/postgresql-index-types.pdf")).status).toBe(404);
    expect(await sitemapPaths()).not.toContain("/pdf-details/postgresql-index-types");
    // The admin still finds it.
    const adminList = await (
      await get(app(), `/api/admin/library/files?category_id=${folder.id}`, { token: admin.token })
    ).json();
    expect(adminList.data.map((row: { id: number }) => row.id)).toEqual([created.id]);

    const shown = await postForm(
      app(),
      `/api/admin/library/files/${created.id}/visibility`,
      { status: "1", updated_at: hiddenRow.updated_at },
      { token: admin.token },
    );
    const { message: shownMessage, data: shownRow } = await shown.json();
    expect(shownMessage).toBe("The PDF is shown on the site.");
    expect((await publicRow("postgresql-index-types")).status).toBe(200);
    expect(await sitemapPaths()).toContain("/pdf-details/postgresql-index-types");

    // Links instead of the file: the file goes, the outside viewer is shown.
    const linked = await postForm(
      app(),
      "/api/admin/library/files/save",
      {
        id: String(created.id),
        updated_at: shownRow.updated_at,
        category_id: String(folder.id),
        name: shownRow.name,
        slug: shownRow.slug,
        status: "1",
        source: "link",
        view_url: "https://docs.example.org/viewer/index-types",
        download_link: "https://files.example.org/index-types.pdf",
      },
      { token: admin.token },
    );
    expect(linked.status).toBe(200);
    const { data: afterLink } = await linked.json();
    expect(afterLink).toMatchObject({
      source: "link",
      file_url: null,
      size_bytes: null,
      view_url: "https://docs.example.org/viewer/index-types",
      download_link: "https://files.example.org/index-types.pdf",
    });
    expect(await filesLeft()).toEqual([]);
    expect(await (await publicRow("postgresql-index-types")).json()).toMatchObject({
      showPdf: "https://docs.example.org/viewer/index-types",
      download_link: "https://files.example.org/index-types.pdf",
    });
    expect((await app().request("/files/pdf/postgresql-index-types.pdf")).status).toBe(404);

    const deleted = await postForm(
      app(),
      `/api/admin/library/files/${created.id}/delete`,
      { updated_at: afterLink.updated_at },
      { token: admin.token },
    );
    expect(deleted.status).toBe(200);
    expect(await deleted.json()).toEqual({ message: "PDF deleted" });
    expect(await pdfRow(created.id)).toBeUndefined();
    expect((await publicRow("postgresql-index-types")).status).toBe(404);

    const entries = await auditOf("pdf_document", created.id);
    expect(entries.map((entry) => [entry.action, entry.actorUserId])).toEqual([
      ["pdf_document.delete", admin.id],
      ["pdf_document.update", admin.id],
      ["pdf_document.show", admin.id],
      ["pdf_document.hide", admin.id],
      ["pdf_document.update", admin.id],
      ["pdf_document.update", admin.id],
      ["pdf_document.create", admin.id],
    ]);
    expect(entries[6]!.before).toBeNull();
    expect(entries[6]!.after).toMatchObject({ filePath: stored, sizeBytes: first.byteLength });
    expect(entries[4]!.before).toMatchObject({ filePath: stored });
    expect(entries[4]!.after).toMatchObject({ filePath: restored, sizeBytes: second.byteLength });
    expect(entries[1]!.after).toMatchObject({
      filePath: null,
      viewUrl: "https://docs.example.org/viewer/index-types",
    });
    expect(entries[0]!.after).toBeNull();
  });

  it("removes a deleted PDF's stored file from disk, and keeps one another row still names", async () => {
    const admin = await signUpAdmin(app(), database);
    const filesLeft = await watchStoredFiles();
    const folder = await insertFolder(database);
    const added = await postForm(
      app(),
      "/api/admin/library/files/save",
      {
        category_id: String(folder.id),
        name: "Git Rebase Explained",
        status: "1",
        source: "file",
        pdf: await pdfFileSaying("rebase"),
      },
      { token: admin.token },
    );
    const { data: created } = await added.json();
    const stored = (await pdfRow(created.id))!.filePath!;
    // A row put in by other means (an import) naming the same file.
    const twin = await insertPdf(database, folder.id, { filePath: stored, downloadLink: null });
    const deleted = await postForm(
      app(),
      `/api/admin/library/files/${created.id}/delete`,
      { updated_at: created.updated_at },
      { token: admin.token },
    );
    expect(deleted.status).toBe(200);
    expect(await filesLeft()).toEqual([stored]);
    const twinDeleted = await postForm(
      app(),
      `/api/admin/library/files/${twin.id}/delete`,
      { updated_at: twin.updatedAt.toISOString() },
      { token: admin.token },
    );
    expect(twinDeleted.status).toBe(200);
    expect(await filesLeft()).toEqual([]);
  });

  it("refuses bad input with 422 on the field, storing and changing nothing", async () => {
    const admin = await signUpAdmin(app(), database);
    const filesLeft = await watchStoredFiles();
    const folder = await insertFolder(database);
    const taken = await insertPdf(database, folder.id);
    await downloadOnlyFolder(database);
    const base = {
      category_id: String(folder.id),
      name: "Docker Compose Cheat Sheet",
      status: "1",
      source: "file",
    };
    const before = await pdfCount();
    const oversized = new Uint8Array(20 * 1024 * 1024 + 1);
    oversized.set(Buffer.from("%PDF-1.7\n"));
    const cases: Array<[Record<string, string | File>, string, string]> = [
      [{ pdf: await pngRenamedAsPdf() }, "pdf", "The PDF file is not a PDF document."],
      [
        { pdf: new File(["Just some notes, renamed."], "notes.pdf", { type: "application/pdf" }) },
        "pdf",
        "The PDF file is not a PDF document.",
      ],
      [
        { pdf: new File(["%PDF-1.7\nbroken beyond repair"], "broken.pdf", { type: "application/pdf" }) },
        "pdf",
        "The PDF file is not a PDF document.",
      ],
      [{ pdf: "just text" }, "pdf", "The PDF file is not a PDF document."],
      [{ pdf: new File([oversized], "huge.pdf") }, "pdf", "The PDF file may not be greater than 20 MB."],
      [{}, "pdf", "Choose the PDF file to upload."],
      [
        {
          source: "link",
          pdf: await pdfFileSaying("a file and a link"),
          download_link: "https://files.example.org/a.pdf",
        },
        "pdf",
        "A PDF file is stored only with the source file: choose it, or send no file.",
      ],
      [{ source: "link" }, "download_link", "Give a download link, a view URL or both."],
      [{ source: "disk" }, "source", "The selected source is invalid."],
      [
        { source: "link", view_url: "javascript:alert(1)" },
        "view_url",
        "The view URL must be a web address starting with http:// or https://.",
      ],
      [
        { source: "link", download_link: "ftp://files.example.org/a.pdf" },
        "download_link",
        "The download link must be a web address starting with http:// or https://.",
      ],
      [
        {
          category_id: String(DOWNLOAD_ONLY_PDF_CATEGORY_ID),
          source: "link",
          view_url: "https://docs.example.org/v",
        },
        "download_link",
        "The download-only folder shows nothing but a download button: give a download link, or upload the file.",
      ],
      [
        { category_id: "2000000000", pdf: await pdfFileSaying("lost") },
        "category_id",
        "The selected folder is invalid.",
      ],
      [{ category_id: "" }, "category_id", "The folder field is required."],
      [{ name: "" }, "name", "The name field is required."],
      [{ slug: taken.slug, pdf: await pdfFileSaying("taken") }, "slug", "The slug has already been taken."],
      [{ sort_order: "1.5" }, "sort_order", "The display order must be a whole number of 0 or more."],
      [{ status: "published" }, "status", "The selected visibility is invalid."],
    ];
    for (const [change, field, expected] of cases) {
      const response = await postForm(
        app(),
        "/api/admin/library/files/save",
        { ...base, ...change },
        { token: admin.token },
      );
      const label = JSON.stringify(change).slice(0, 100);
      expect(response.status, label).toBe(422);
      expect((await response.json()).errors[field], label).toEqual([expected]);
    }
    expect(await pdfCount()).toBe(before);
    expect(await filesLeft()).toEqual([]);
  });

  it("names every wrong field and the file in one 422, storing and adding nothing", async () => {
    const admin = await signUpAdmin(app(), database);
    const filesLeft = await watchStoredFiles();
    const folder = await insertFolder(database);
    const before = await pdfCount();
    const save = (fields: Record<string, string | File>) =>
      postForm(app(), "/api/admin/library/files/save", fields, { token: admin.token });

    // The form's empty submit: its source is a file, none chosen.
    const empty = await save({
      category_id: String(folder.id),
      name: "",
      status: "1",
      source: "file",
      pdf: "",
    });
    expect(empty.status).toBe(422);
    expect(await empty.json()).toEqual({
      message: "The name field is required.",
      errors: { name: ["The name field is required."], pdf: ["Choose the PDF file to upload."] },
    });

    const everything = await save({
      category_id: "2000000000",
      name: "",
      status: "1",
      source: "file",
      sort_order: "-5",
      pdf: await pngRenamedAsPdf(),
    });
    expect((await everything.json()).errors).toEqual({
      name: ["The name field is required."],
      sort_order: ["The display order must be a whole number of 0 or more."],
      pdf: ["The PDF file is not a PDF document."],
      category_id: ["The selected folder is invalid."],
    });
    expect(await pdfCount()).toBe(before);
    expect(await filesLeft()).toEqual([]);
  });

  it("accepts a link-only PDF in folder 93 when it has a download link", async () => {
    const admin = await signUpAdmin(app(), database);
    await downloadOnlyFolder(database);
    const saved = await postForm(
      app(),
      "/api/admin/library/files/save",
      {
        category_id: String(DOWNLOAD_ONLY_PDF_CATEGORY_ID),
        name: "Weekly Job Search Planner",
        status: "1",
        source: "link",
        download_link: "https://files.example.org/planner.pdf",
      },
      { token: admin.token },
    );
    expect(saved.status).toBe(200);
    expect((await saved.json()).data).toMatchObject({ category_id: 93, source: "link" });
  });

  it("answers 404 for an unknown PDF, changing nothing", async () => {
    const admin = await signUpAdmin(app(), database);
    const filesLeft = await watchStoredFiles();
    const folder = await insertFolder(database);
    const version = new Date().toISOString();
    const missing = 2_000_000_000;
    const answers = [
      await get(app(), `/api/admin/library/files/${missing}`, { token: admin.token }),
      await postForm(
        app(),
        "/api/admin/library/files/save",
        {
          id: String(missing),
          updated_at: version,
          category_id: String(folder.id),
          name: "Ghost",
          status: "1",
          source: "file",
          pdf: await pdfFileSaying("ghost"),
        },
        { token: admin.token },
      ),
      await postForm(
        app(),
        `/api/admin/library/files/${missing}/visibility`,
        { status: "0", updated_at: version },
        { token: admin.token },
      ),
      await postForm(
        app(),
        `/api/admin/library/files/${missing}/delete`,
        { updated_at: version },
        { token: admin.token },
      ),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(404);
      expect(await answer.json()).toEqual({ message: "PDF not found" });
    }
    expect(await filesLeft()).toEqual([]);
  });

  it("refuses a stale edit, hide or delete with 409 and changes nothing", async () => {
    const admin = await signUpAdmin(app(), database);
    const filesLeft = await watchStoredFiles();
    const folder = await insertFolder(database);
    const pdf = await insertPdf(database, folder.id);
    const fields = {
      category_id: String(folder.id),
      name: "First",
      status: "1",
      source: "link",
      download_link: "https://files.example.org/1.pdf",
    };
    const first = await postForm(
      app(),
      "/api/admin/library/files/save",
      { ...fields, id: String(pdf.id), updated_at: pdf.updatedAt.toISOString() },
      { token: admin.token },
    );
    expect(first.status).toBe(200);
    const afterFirst = await pdfRow(pdf.id);
    for (const [target, body] of [
      ["/api/admin/library/files/save", { ...fields, id: String(pdf.id), name: "Second", source: "file" }],
      [`/api/admin/library/files/${pdf.id}/visibility`, { status: "0" }],
      [`/api/admin/library/files/${pdf.id}/delete`, {}],
    ] as const) {
      const stale = await postForm(
        app(),
        target,
        {
          ...body,
          updated_at: pdf.updatedAt.toISOString(),
          ...(target.endsWith("save") ? { pdf: await pdfFileSaying("stale") } : {}),
        },
        { token: admin.token },
      );
      expect(stale.status, target).toBe(409);
      expect(await stale.json()).toEqual({
        message:
          "This PDF has been changed since you opened it, in another tab or by another admin. Reload to see the changes.",
        reason: "stale-edit",
      });
    }
    expect(await pdfRow(pdf.id)).toEqual(afterFirst);
    expect((await auditOf("pdf_document", pdf.id)).map((entry) => entry.action)).toEqual([
      "pdf_document.update",
    ]);
    // The stale save's upload was not kept.
    expect(await filesLeft()).toEqual([]);
  });

  it("lists one folder's PDFs or all in each order, and counts no further than 10,000", async () => {
    const admin = await signUpAdmin(app(), database);
    const word = `ordered${Date.now()}`;
    const folder = await insertFolder(database);
    const other = await insertFolder(database);
    const b = await insertPdf(database, folder.id, { name: `Bravo ${word}`, sortOrder: 1 });
    const a = await insertPdf(database, folder.id, { name: `Alpha ${word}`, sortOrder: 2 });
    const c = await insertPdf(database, other.id, { name: `Charlie ${word}`, sortOrder: 0 });
    const ids = async (query: string) =>
      (
        await (
          await get(app(), `/api/admin/library/files?search=${word}&${query}`, { token: admin.token })
        ).json()
      ).data.map((row: { id: number }) => row.id);
    expect(await ids(`category_id=${folder.id}`)).toEqual([b.id, a.id]);
    expect(await ids(`category_id=${folder.id}&sort=name`)).toEqual([a.id, b.id]);
    expect(await ids(`category_id=${folder.id}&sort=newest`)).toEqual([a.id, b.id]);
    expect(await ids("sort=order")).toEqual([b.id, a.id, c.id]);
    expect(await ids("sort=name")).toEqual([a.id, b.id, c.id]);
    expect(await ids("sort=newest")).toEqual([c.id, a.id, b.id]);

    // 10,001 PDFs in one folder: the count stops at 10,000, pages end at 400.
    const big = await insertFolder(database);
    await database.db.execute(sql`
      insert into pdf_documents (category_id, slug, name, download_link)
      select ${big.id}, 'bulk-' || n, 'Bulk PDF ' || n, 'https://files.example.org/bulk.pdf'
      from generate_series(1, 10001) as n
    `);
    const capped = await (
      await get(app(), `/api/admin/library/files?category_id=${big.id}&page=999`, { token: admin.token })
    ).json();
    expect(capped.more).toBe(true);
    expect(capped.pagination).toEqual({ last_page: 400, total: 10_000, current_page: 400, per_page: 25 });
    expect(capped.data).toHaveLength(25);
  });

  it("says in the list which PDFs the public sees, so that it links only their pages", async () => {
    const word = `listed${Date.now()}`;
    const folder = await insertFolder(database);
    const hiddenFolder = await insertFolder(database, { status: 0 });
    const shown = await insertPdf(database, folder.id, { name: `Alpha ${word}` });
    const hidden = await insertPdf(database, folder.id, { name: `Bravo ${word}`, status: 0 });
    const inHiddenFolder = await insertPdf(database, hiddenFolder.id, { name: `Charlie ${word}` });
    const { rows } = await listAdminPdfFiles(database.db, {
      search: word,
      category_id: undefined,
      sort: "name",
      page: 1,
    });
    expect(rows.map((row) => [row.id, row.isPublic])).toEqual([
      [shown.id, true],
      [hidden.id, false],
      [inHiddenFolder.id, false],
    ]);
  });

  it("takes a 20 MB upload on the save call only: other admin calls keep the 1 MB limit", async () => {
    const admin = await signUpAdmin(app(), database);
    const folder = await insertFolder(database);
    const large = new Uint8Array(2 * 1024 * 1024);
    const tooLargeElsewhere = await postForm(
      app(),
      "/api/admin/library/folders/save",
      { name: "Large", status: "1", padding: new File([large], "padding.bin") },
      { token: admin.token },
    );
    expect(tooLargeElsewhere.status).toBe(413);
    const oversizedPdf = new Uint8Array(20 * 1024 * 1024 + 1);
    oversizedPdf.set(Buffer.from("%PDF-1.7\n"));
    const checked = await postForm(
      app(),
      "/api/admin/library/files/save",
      {
        category_id: String(folder.id),
        name: "Large",
        status: "1",
        source: "file",
        pdf: new File([oversizedPdf], "large.pdf"),
      },
      { token: admin.token },
    );
    // It reached the check, which names the field.
    expect(checked.status).toBe(422);
    expect((await checked.json()).errors.pdf).toEqual(["The PDF file may not be greater than 20 MB."]);
  });
});
