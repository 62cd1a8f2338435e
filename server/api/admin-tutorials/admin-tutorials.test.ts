/**
 * The tutorials editor's calls: admin only, validated field by field, every change audited with
 * the tutorial (and its torrent) before and after, a stale edit refused without a change; and
 * what a change to the files does for a downloader: the .torrent served at the public download
 * address decodes to exactly the new file list, its pieces hash to what the web seed serves, the
 * old torrent's web seed stops, and the replaced bytes leave the disk. A hidden tutorial is gone
 * from every public answer.
 */
import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { torrentTutorialFiles, torrentTutorials } from "../../db/schema/index.ts";
import { listSitemapEntries } from "../../services/seo/sitemap.ts";
import { listAdminTutorials } from "../../services/tutorials/manage-tutorials.ts";
import {
  TUTORIAL_FILE_MAX_BYTES,
  TUTORIAL_MAX_BYTES,
  TUTORIAL_UPLOAD_MAX_BYTES,
} from "../../../shared/tutorials/tutorial-admin-messages.ts";
import {
  accountsApp,
  get,
  postForm,
  signUpAndLogIn,
  type TestApp,
} from "../../../tests/support/api-accounts.ts";
import { auditTrail, signUpAdmin } from "../../../tests/support/api-admins.ts";
import { setupTestDatabase } from "../../../tests/support/test-database.ts";
import {
  downloadFromWebSeed,
  expectPiecesMatch,
  readTorrent,
  torrentFiles,
} from "../../../tests/support/torrents.ts";
import { setupDataDir } from "../store/store-test-kit.ts";

const database = setupTestDatabase();
const dataDir = setupDataDir();
const PUBLIC_URL = "https://tutorials-admin.example.test";
const app = () => accountsApp(database, { publicUrl: PUBLIC_URL, dataDir: dataDir.path });
const auditOf = auditTrail(database);

/** What the public gets at an absolute address of the site. */
const fetchPublic = (url: string) =>
  app().request(url.startsWith(PUBLIC_URL) ? url.slice(PUBLIC_URL.length) : url);

type AdminTutorialJson = {
  id: number;
  slug: string;
  name: string;
  status: number;
  info_hash: string | null;
  torrent_name: string | null;
  download_link: string;
  file_count: number;
  total_bytes: number;
  updated_at: string;
  files: { id: number; position: number; path: string; size_bytes: number; content_type: string }[];
};

const unique = () => randomBytes(4).toString("hex");

async function addTutorial(token: string, fields: Record<string, string> = {}): Promise<AdminTutorialJson> {
  const suffix = unique();
  const response = await postForm(
    app(),
    "/api/admin/tutorials/save",
    {
      name: `Docker Hands-on Course ${suffix}`,
      site_name: "W3Programmer",
      description: "<p>Images, containers and Compose, one exercise at a time.</p>",
      status: "1",
      ...fields,
    },
    { token },
  );
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()).data;
}

type Upload = { name: string; bytes: Buffer | Uint8Array; path?: string };

/** POST /api/admin/tutorials/upload with `files` (and their `paths`) as repeated parts. */
function upload(
  app: TestApp,
  token: string | undefined,
  tutorial: { id: number; updated_at: string },
  files: Upload[],
  fields: Record<string, string> = {},
) {
  const form = new FormData();
  form.append("tutorial_id", String(tutorial.id));
  form.append("updated_at", tutorial.updated_at);
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) {
    form.append("files", new File([new Uint8Array(file.bytes)], file.name));
    // Unless the test sends `paths` itself (one text, a line per file).
    if (fields.paths === undefined) form.append("paths", file.path ?? "");
  }
  return app.request("/api/admin/tutorials/upload", {
    method: "POST",
    headers: token ? { authorization: `Bearer ${token}` } : {},
    body: form,
  });
}

async function uploaded(token: string, tutorial: AdminTutorialJson, files: Upload[], fields = {}) {
  const response = await upload(app(), token, tutorial, files, fields);
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as { message: string; data: AdminTutorialJson };
}

/** The .torrent at the public download address, decoded, and what its web seed serves, piece-checked. */
async function publicTorrent(slug: string) {
  const response = await fetchPublic(`/files/torrents/${slug}.torrent`);
  expect(response.status).toBe(200);
  const { torrent, infoHash } = readTorrent(Buffer.from(await response.arrayBuffer()));
  return { torrent, infoHash, webSeed: torrent["url-list"][0]!.toString() };
}

async function tutorialRow(id: number) {
  const [row] = await database.db.select().from(torrentTutorials).where(eq(torrentTutorials.id, id));
  return row;
}

async function fileRows(id: number) {
  return database.db
    .select()
    .from(torrentTutorialFiles)
    .where(eq(torrentTutorialFiles.tutorialId, id))
    .orderBy(torrentTutorialFiles.position);
}

/** Every file stored in the tutorials' area, as rows name them ("ab/ab….sql"). */
async function storedOnDisk(): Promise<string[]> {
  // Where the tutorials' files have always been kept on disk (the default storage).
  const root = path.join(dataDir.path, "uploads", "tutorials");
  const entries = await fs.readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
}

/** The disk holds exactly the files the rows name: none left behind, none missing. */
async function expectDiskMatchesRows() {
  const rows = await database.db
    .select({ storagePath: torrentTutorialFiles.storagePath })
    .from(torrentTutorialFiles);
  expect(await storedOnDisk()).toEqual(rows.map((row) => row.storagePath).sort());
}

const lesson = (text: string, size: number) => {
  const line = Buffer.from(`${text}\n`);
  return Buffer.concat(Array.from({ length: Math.ceil(size / line.length) }, () => line)).subarray(0, size);
};

/** What every call below is made on: a tutorial's id, its file ids in order, the version sent. */
type CallTarget = { id: number; fileIds: number[]; updated_at: string };

/**
 * Each of the editor's calls, as `token` makes it on `target` with valid input (a change each:
 * hide, a new name, a file added, renamed, removed, moved, the folder renamed).
 */
function everyCall(token: string | undefined, target: CallTarget): Array<[string, () => Promise<Response>]> {
  const send = (address: string, fields: Record<string, string>) =>
    Promise.resolve(
      postForm(
        app(),
        `/api/admin/tutorials${address}`,
        { updated_at: target.updated_at, ...fields },
        { token },
      ),
    );
  const [fileId = 1] = target.fileIds;
  return [
    ["list", () => Promise.resolve(get(app(), "/api/admin/tutorials", { token }))],
    ["get", () => Promise.resolve(get(app(), `/api/admin/tutorials/${target.id}`, { token }))],
    ["save", () => send("/save", { id: String(target.id), name: "Taken over", status: "1" })],
    ["visibility", () => send(`/${target.id}/visibility`, { status: "0" })],
    ["delete", () => send(`/${target.id}/delete`, {})],
    [
      "upload",
      () => Promise.resolve(upload(app(), token, target, [{ name: "new.txt", bytes: Buffer.from("new\n") }])),
    ],
    ["rename", () => send(`/${target.id}/files/${fileId}/rename`, { path: "renamed.txt" })],
    ["remove", () => send(`/${target.id}/files/${fileId}/delete`, {})],
    ["order", () => send(`/${target.id}/files/order`, { file_ids: [...target.fileIds].reverse().join(",") })],
    ["folder", () => send(`/${target.id}/folder`, { folder_name: "renamed-folder" })],
  ];
}

/** A tutorial of two files, its rows and audit trail as they are: what a refused call must leave. */
async function tutorialWithTwoFiles(token: string) {
  const tutorial = await addTutorial(token);
  const { data } = await uploaded(token, tutorial, [
    { name: "a.txt", bytes: Buffer.from("first file\n") },
    { name: "b.txt", bytes: Buffer.from("second file\n") },
  ]);
  const target: CallTarget = {
    id: data.id,
    fileIds: data.files.map((file) => file.id),
    updated_at: data.updated_at,
  };
  return { data, target };
}

/** The tutorial's row, files and audit trail, and the stored files: what a refused call leaves unchanged. */
async function stateOf(id: number) {
  return {
    row: await tutorialRow(id),
    files: await fileRows(id),
    stored: await storedOnDisk(),
    audit: await auditOf("tutorial", id),
  };
}

describe("who may call the tutorials editor", () => {
  it("answers every call with 401 without a token and 403 to a user, changing nothing", async () => {
    const admin = await signUpAdmin(app(), database);
    const user = await signUpAndLogIn(app());
    const { target } = await tutorialWithTwoFiles(admin.token);
    const before = await stateOf(target.id);
    for (const [token, status, message] of [
      [undefined, 401, "Unauthenticated."],
      [user.token, 403, "Only administrators can do this."],
    ] as const) {
      for (const [what, call] of everyCall(token, target)) {
        const response = await call();
        expect(response.status, what).toBe(status);
        expect(await response.json(), what).toEqual({ message });
      }
    }
    expect(await stateOf(target.id)).toEqual(before);
  });
});

describe("an admin", () => {
  it("adds a tutorial, finds it, edits, hides, shows and deletes it, each change audited", async () => {
    const admin = await signUpAdmin(app(), database);
    const suffix = unique();
    const added = await postForm(
      app(),
      "/api/admin/tutorials/save",
      {
        name: `  Kubernetes   Basics ${suffix} `,
        site_name: "KubeAcademy",
        description:
          '<p onclick="steal()">Pods and <script>alert(1)</script>services.</p><pre><code class="language-python">def ready(pod):\n    return pod.phase == &quot;Running&quot;</code></pre>',
        status: "1",
      },
      { token: admin.token },
    );
    expect(added.status).toBe(200);
    const { message, data: created } = await added.json();
    expect(message).toBe("Tutorial added: now upload its files.");
    expect(created).toMatchObject({
      name: `Kubernetes Basics ${suffix}`,
      slug: `kubernetes-basics-${suffix}`,
      site_name: "KubeAcademy",
      status: 1,
      torrent_name: null,
      info_hash: null,
      download_link: "",
      file_count: 0,
      total_bytes: 0,
      files: [],
    });
    // Stored as every rich text is: sanitised, its code highlighted.
    expect(created.description).not.toMatch(/script|onclick/);
    expect(created.description).toContain('<span class="hljs-');

    const public1 = await fetchPublic(`/api/public/gettorrentrow?slug=${created.slug}`);
    expect(public1.status).toBe(200);
    expect((await public1.json()).download_link).toBe("");

    const found = await get(app(), `/api/admin/tutorials?search=basics%20${suffix}%20kubernetes&sort=name`, {
      token: admin.token,
    });
    expect(found.status).toBe(200);
    expect(found.headers.get("cache-control")).toBe("no-store");
    const list = await found.json();
    const { files: _files, ...listed } = created;
    expect(list.data).toEqual([listed]);
    expect(list.pagination).toEqual({ last_page: 1, total: 1, current_page: 1, per_page: 25 });

    const edited = await postForm(
      app(),
      "/api/admin/tutorials/save",
      {
        id: String(created.id),
        updated_at: created.updated_at,
        name: `Kubernetes for Developers ${suffix}`,
        slug: `k8s-${suffix}`,
        site_name: "",
        description: "<p></p>",
        status: "1",
      },
      { token: admin.token },
    );
    expect(edited.status).toBe(200);
    const { data: after } = await edited.json();
    // An empty editor is no description: the public page says so in its own words.
    expect(after).toMatchObject({ slug: `k8s-${suffix}`, site_name: null, description: null });

    const hidden = await postForm(
      app(),
      `/api/admin/tutorials/${created.id}/visibility`,
      { status: "0", updated_at: after.updated_at },
      { token: admin.token },
    );
    expect(hidden.status).toBe(200);
    const { data: hiddenRow } = await hidden.json();
    expect(hiddenRow.status).toBe(0);
    expect((await fetchPublic(`/api/public/gettorrentrow?slug=k8s-${suffix}`)).status).toBe(404);
    const shown = await postForm(
      app(),
      `/api/admin/tutorials/${created.id}/visibility`,
      { status: "1", updated_at: hiddenRow.updated_at },
      { token: admin.token },
    );
    const { data: shownRow } = await shown.json();
    expect((await fetchPublic(`/api/public/gettorrentrow?slug=k8s-${suffix}`)).status).toBe(200);

    const deleted = await postForm(
      app(),
      `/api/admin/tutorials/${created.id}/delete`,
      { updated_at: shownRow.updated_at },
      { token: admin.token },
    );
    expect(deleted.status).toBe(200);
    expect(await deleted.json()).toEqual({ message: "Tutorial deleted, with its files." });
    expect(await tutorialRow(created.id)).toBeUndefined();
    expect((await get(app(), `/api/admin/tutorials/${created.id}`, { token: admin.token })).status).toBe(404);

    const entries = await auditOf("tutorial", created.id);
    expect(entries.map((entry) => [entry.action, entry.actorUserId])).toEqual([
      ["tutorial.delete", admin.id],
      ["tutorial.show", admin.id],
      ["tutorial.hide", admin.id],
      ["tutorial.update", admin.id],
      ["tutorial.create", admin.id],
    ]);
    expect(entries[3]!.before).toMatchObject({
      name: `Kubernetes Basics ${suffix}`,
      siteName: "KubeAcademy",
    });
    expect(entries[3]!.after).toMatchObject({
      name: `Kubernetes for Developers ${suffix}`,
      siteName: null,
      descriptionLength: 0,
    });
    expect(entries[0]!.after).toBeNull();
    expect(entries[4]!.before).toBeNull();
  });

  it("uploads files whose torrent, served at the public address, lists them and hashes to what the web seed serves", async () => {
    const admin = await signUpAdmin(app(), database);
    const tutorial = await addTutorial(admin.token);
    const readme = Buffer.from("# SQL course\nRun schema.sql first, then the exercises.\n");
    // Several 16 KiB pieces, one spanning the two files.
    const exercises = lesson("SELECT name FROM customers WHERE city = 'Austin';", 40_000);
    const first = await uploaded(
      admin.token,
      tutorial,
      [
        { name: "README.md", bytes: readme },
        { name: "01.sql", bytes: exercises, path: "exercises/01-select.sql" },
      ],
      { folder_name: "sql-course" },
    );
    expect(first.message).toBe("2 files added: the tutorial has a new torrent.");
    expect(first.data).toMatchObject({
      torrent_name: "sql-course",
      file_count: 2,
      total_bytes: readme.length + exercises.length,
      download_link: `${PUBLIC_URL}/files/torrents/${tutorial.slug}.torrent`,
    });
    expect(
      first.data.files.map((file) => [file.position, file.path, file.size_bytes, file.content_type]),
    ).toEqual([
      [0, "README.md", readme.length, "text/markdown; charset=utf-8"],
      [1, "exercises/01-select.sql", exercises.length, "text/plain; charset=utf-8"],
    ]);

    const { torrent, infoHash, webSeed } = await publicTorrent(tutorial.slug);
    expect(infoHash).toBe(first.data.info_hash);
    expect(torrent.info.name.toString()).toBe("sql-course");
    expect(torrentFiles(torrent)).toEqual([
      { path: "README.md", length: readme.length },
      { path: "exercises/01-select.sql", length: exercises.length },
    ]);
    const data = await downloadFromWebSeed(torrent, fetchPublic);
    expect(data.equals(Buffer.concat([readme, exercises]))).toBe(true);
    expectPiecesMatch(torrent, data);
    expect(webSeed).toBe(`${PUBLIC_URL}/files/tutorials/${infoHash}/`);

    // Stored under new random names, the extension kept.
    const rows = await fileRows(tutorial.id);
    expect(rows.map((row) => row.storagePath)).toEqual([
      expect.stringMatching(/^([0-9a-f]{2})\/\1[0-9a-f]{30}\.md$/),
      expect.stringMatching(/^([0-9a-f]{2})\/\1[0-9a-f]{30}\.sql$/),
    ]);

    const [entry] = await auditOf("tutorial", tutorial.id);
    expect(entry).toMatchObject({ action: "tutorial.upload_files", actorUserId: admin.id });
    expect(entry!.before).toMatchObject({ infoHash: null, fileCount: 0, files: "" });
    expect(entry!.after).toMatchObject({
      infoHash,
      torrentName: "sql-course",
      fileCount: 2,
      files: `README.md (${readme.length} bytes); exercises/01-select.sql (${exercises.length} bytes)`,
    });
  });

  it("replaces, adds, renames, reorders and removes files: each change a new torrent, the old web seed gone, replaced bytes deleted", async () => {
    const admin = await signUpAdmin(app(), database);
    const tutorial = await addTutorial(admin.token);
    const v1 = lesson("git init && git add . && git commit -m 'first'", 20_000);
    const notes = Buffer.from("Notes: branch early, merge often.\n");
    const start = await uploaded(admin.token, tutorial, [
      { name: "lesson.txt", bytes: v1 },
      { name: "notes.txt", bytes: notes },
    ]);
    // No folder name given: the slug names the folder.
    expect(start.data.torrent_name).toBe(tutorial.slug);
    const oldTorrent = await publicTorrent(tutorial.slug);
    const oldLessonUrl = `${oldTorrent.webSeed}${tutorial.slug}/lesson.txt`;
    expect((await fetchPublic(oldLessonUrl)).status).toBe(200);
    const [lessonRow] = await fileRows(tutorial.id);

    // The same path replaces that file in its place, under a new stored name.
    const v2 = lesson("git switch -c feature && git rebase main", 25_000);
    const replaced = await uploaded(admin.token, start.data, [
      { name: "lesson-v2.txt", bytes: v2, path: "lesson.txt" },
    ]);
    expect(replaced.message).toBe("1 file replaced: the tutorial has a new torrent.");
    expect(replaced.data.files.map((file) => [file.id, file.path, file.size_bytes])).toEqual([
      [lessonRow!.id, "lesson.txt", v2.length],
      [start.data.files[1]!.id, "notes.txt", notes.length],
    ]);
    const second = await publicTorrent(tutorial.slug);
    expect(second.infoHash).not.toBe(oldTorrent.infoHash);
    expect(second.infoHash).toBe(replaced.data.info_hash);
    const secondData = await downloadFromWebSeed(second.torrent, fetchPublic);
    expect(secondData.equals(Buffer.concat([v2, notes]))).toBe(true);
    expectPiecesMatch(second.torrent, secondData);
    // The old torrent's web seed stops serving at once; the replaced bytes are gone from the disk.
    expect((await fetchPublic(oldLessonUrl)).status).toBe(404);
    const storedNow = (await fileRows(tutorial.id)).map((row) => row.storagePath);
    expect(storedNow).not.toContain(lessonRow!.storagePath);
    expect(await storedOnDisk()).not.toContain(lessonRow!.storagePath);
    await expectDiskMatchesRows();

    const added = await uploaded(admin.token, replaced.data, [
      {
        name: "solution.sh",
        bytes: Buffer.from("#!/bin/sh\ngit log --oneline\n"),
        path: "solutions/solution.sh",
      },
    ]);
    expect(added.message).toBe("1 file added: the tutorial has a new torrent.");
    const solution = added.data.files[2]!;
    const solutionStored = (await fileRows(tutorial.id)).find((row) => row.id === solution.id)!.storagePath;

    const renamed = await postForm(
      app(),
      `/api/admin/tutorials/${tutorial.id}/files/${solution.id}/rename`,
      { path: "answers/solution.sh", updated_at: added.data.updated_at },
      { token: admin.token },
    );
    expect(renamed.status).toBe(200);
    const { message: renameMessage, data: afterRename } = await renamed.json();
    expect(renameMessage).toBe("File renamed: the tutorial has a new torrent.");
    expect(afterRename.files[2]).toMatchObject({ id: solution.id, path: "answers/solution.sh" });
    // A rename keeps the stored bytes where they are.
    expect((await fileRows(tutorial.id)).find((row) => row.id === solution.id)!.storagePath).toBe(
      solutionStored,
    );

    const order = [solution.id, start.data.files[1]!.id, lessonRow!.id];
    const reordered = await postForm(
      app(),
      `/api/admin/tutorials/${tutorial.id}/files/order`,
      { file_ids: order.join(","), updated_at: afterRename.updated_at },
      { token: admin.token },
    );
    expect(reordered.status).toBe(200);
    const { data: afterOrder } = await reordered.json();
    expect(afterOrder.files.map((file: { id: number }) => file.id)).toEqual(order);

    const folder = await postForm(
      app(),
      `/api/admin/tutorials/${tutorial.id}/folder`,
      { folder_name: "git-course", updated_at: afterOrder.updated_at },
      { token: admin.token },
    );
    expect(folder.status).toBe(200);
    const { data: afterFolder } = await folder.json();
    const third = await publicTorrent(tutorial.slug);
    expect(third.torrent.info.name.toString()).toBe("git-course");
    expect(torrentFiles(third.torrent).map((file) => file.path)).toEqual([
      "answers/solution.sh",
      "notes.txt",
      "lesson.txt",
    ]);
    expectPiecesMatch(third.torrent, await downloadFromWebSeed(third.torrent, fetchPublic));

    // Down to one file: a one-file torrent, the file itself under its own name.
    let current = afterFolder;
    for (const id of [start.data.files[1]!.id, lessonRow!.id]) {
      const removed = await postForm(
        app(),
        `/api/admin/tutorials/${tutorial.id}/files/${id}/delete`,
        { updated_at: current.updated_at },
        { token: admin.token },
      );
      expect(removed.status).toBe(200);
      current = (await removed.json()).data;
    }
    expect(current.files.map((file: { path: string }) => file.path)).toEqual(["solution.sh"]);
    const single = await publicTorrent(tutorial.slug);
    expect(single.torrent.info.name.toString()).toBe("solution.sh");
    expect(single.torrent.info.files).toBeUndefined();
    const only = await fetchPublic(single.webSeed);
    expect(only.status).toBe(200);
    const onlyBytes = Buffer.from(await only.arrayBuffer());
    expect(onlyBytes.toString()).toBe("#!/bin/sh\ngit log --oneline\n");
    expectPiecesMatch(single.torrent, onlyBytes);

    // The last file: no torrent until the next upload.
    const last = await postForm(
      app(),
      `/api/admin/tutorials/${tutorial.id}/files/${solution.id}/delete`,
      { updated_at: current.updated_at },
      { token: admin.token },
    );
    expect(last.status).toBe(200);
    expect((await last.json()).data).toMatchObject({ info_hash: null, download_link: "", files: [] });
    expect((await fetchPublic(`/files/torrents/${tutorial.slug}.torrent`)).status).toBe(404);
    expect((await fetchPublic(single.webSeed)).status).toBe(404);
    await expectDiskMatchesRows();

    expect((await auditOf("tutorial", tutorial.id)).map((entry) => entry.action)).toEqual([
      "tutorial.remove_file",
      "tutorial.remove_file",
      "tutorial.remove_file",
      "tutorial.rename_folder",
      "tutorial.reorder_files",
      "tutorial.rename_file",
      "tutorial.upload_files",
      "tutorial.upload_files",
      "tutorial.upload_files",
      "tutorial.create",
    ]);
  });

  it("takes a tutorial off every public answer while it is hidden, its torrent and web seed included", async () => {
    const admin = await signUpAdmin(app(), database);
    const word = `Quasarcourse${unique()}`;
    const tutorial = await addTutorial(admin.token, { name: `Learn ${word} fast` });
    const { data } = await uploaded(admin.token, tutorial, [
      { name: "guide.pdf", bytes: Buffer.from("%PDF-1.4 a guide") },
    ]);
    const { webSeed } = await publicTorrent(tutorial.slug);
    const visibleEverywhere = async () => ({
      list: (await (await fetchPublic(`/api/public/getTorrentTutorial?searchQuery=${word}`)).json()).data
        .length,
      row: (await fetchPublic(`/api/public/gettorrentrow?slug=${tutorial.slug}`)).status,
      torrent: (await fetchPublic(`/files/torrents/${tutorial.slug}.torrent`)).status,
      webSeed: (await fetchPublic(webSeed)).status,
      sitemap: (await listSitemapEntries(database.db)).some(
        (entry) => entry.path === `/torrent-course/${tutorial.slug}`,
      ),
    });
    expect(await visibleEverywhere()).toEqual({
      list: 1,
      row: 200,
      torrent: 200,
      webSeed: 200,
      sitemap: true,
    });

    const hidden = await postForm(
      app(),
      `/api/admin/tutorials/${tutorial.id}/visibility`,
      { status: "0", updated_at: data.updated_at },
      { token: admin.token },
    );
    expect(hidden.status).toBe(200);
    expect(await visibleEverywhere()).toEqual({
      list: 0,
      row: 404,
      torrent: 404,
      webSeed: 404,
      sitemap: false,
    });
    // The admin still finds it.
    const listed = await (
      await get(app(), `/api/admin/tutorials?search=${word}`, { token: admin.token })
    ).json();
    expect(listed.data.map((row: { id: number; status: number }) => [row.id, row.status])).toEqual([
      [tutorial.id, 0],
    ]);

    await postForm(
      app(),
      `/api/admin/tutorials/${tutorial.id}/visibility`,
      { status: "1", updated_at: (await hidden.json()).data.updated_at },
      { token: admin.token },
    );
    expect(await visibleEverywhere()).toEqual({
      list: 1,
      row: 200,
      torrent: 200,
      webSeed: 200,
      sitemap: true,
    });
  });

  it("says in the list which tutorials the public sees, so that it links only their pages", async () => {
    const admin = await signUpAdmin(app(), database);
    const word = `Listed${unique()}`;
    const shown = await addTutorial(admin.token, { name: `Shown ${word}` });
    const hidden = await addTutorial(admin.token, { name: `Hidden ${word}`, status: "0" });
    const { rows } = await listAdminTutorials(database.db, { search: word, sort: "name", page: 1 });
    expect(rows.map((row) => [row.id, row.isPublic])).toEqual([
      [hidden.id, false],
      [shown.id, true],
    ]);
  });

  it("deletes a tutorial with its files: rows, stored bytes, torrent and web seed gone, the files in the audit entry", async () => {
    const admin = await signUpAdmin(app(), database);
    const { data, target } = await tutorialWithTwoFiles(admin.token);
    const { webSeed } = await publicTorrent(data.slug);
    const firstFile = `${webSeed}${data.torrent_name}/a.txt`;
    expect((await fetchPublic(firstFile)).status).toBe(200);
    const stored = (await fileRows(data.id)).map((row) => row.storagePath);
    expect(await storedOnDisk()).toEqual(expect.arrayContaining(stored));
    const deleted = await postForm(
      app(),
      `/api/admin/tutorials/${data.id}/delete`,
      { updated_at: target.updated_at },
      { token: admin.token },
    );
    expect(deleted.status).toBe(200);
    expect(await tutorialRow(data.id)).toBeUndefined();
    expect(await fileRows(data.id)).toEqual([]);
    for (const storagePath of stored) expect(await storedOnDisk()).not.toContain(storagePath);
    await expectDiskMatchesRows();
    expect((await fetchPublic(`/files/torrents/${data.slug}.torrent`)).status).toBe(404);
    expect((await fetchPublic(firstFile)).status).toBe(404);
    const [entry] = await auditOf("tutorial", data.id);
    expect(entry).toMatchObject({ action: "tutorial.delete", after: null });
    expect(entry!.before).toMatchObject({ fileCount: 2, files: "a.txt (11 bytes); b.txt (12 bytes)" });
  });

  it("revalidates the .torrent by its info hash, so a kept copy never outlives a change", async () => {
    const admin = await signUpAdmin(app(), database);
    const tutorial = await addTutorial(admin.token);
    const { data } = await uploaded(admin.token, tutorial, [{ name: "a.txt", bytes: Buffer.from("one\n") }]);
    const first = await fetchPublic(`/files/torrents/${tutorial.slug}.torrent`);
    expect(first.headers.get("cache-control")).toBe("public, no-cache");
    const etag = first.headers.get("etag")!;
    expect(etag).toBe(`"${data.info_hash}"`);
    const again = await app().request(`/files/torrents/${tutorial.slug}.torrent`, {
      headers: { "if-none-match": etag },
    });
    expect(again.status).toBe(304);
    await uploaded(admin.token, data, [{ name: "a.txt", bytes: Buffer.from("two\n") }]);
    const changed = await app().request(`/files/torrents/${tutorial.slug}.torrent`, {
      headers: { "if-none-match": etag },
    });
    expect(changed.status).toBe(200);
    expect(changed.headers.get("etag")).not.toBe(etag);
  });
});

describe("what the editor refuses", () => {
  it("refuses a bad tutorial with 422 on the field, changing nothing", async () => {
    const admin = await signUpAdmin(app(), database);
    const tutorial = await addTutorial(admin.token);
    const taken = await addTutorial(admin.token);
    const before = await tutorialRow(tutorial.id);
    const base = { id: String(tutorial.id), updated_at: tutorial.updated_at, name: "Edited", status: "1" };
    const cases: Array<[Record<string, string>, string, string]> = [
      [{ name: "" }, "name", "The name field is required."],
      [{ name: "x".repeat(256) }, "name", "The name must not be greater than 255 characters."],
      [
        { slug: "Not A Slug" },
        "slug",
        "The slug may only contain lower-case letters, numbers and single hyphens.",
      ],
      [{ slug: taken.slug }, "slug", "The slug has already been taken."],
      [{ status: "2" }, "status", "The selected visibility is invalid."],
      [
        { site_name: "x".repeat(121) },
        "site_name",
        "The source site must not be greater than 120 characters.",
      ],
      [{ name: "!!!" }, "slug", "The slug field is required when the name has no letters or digits."],
      [{ updated_at: "" }, "updated_at", "The updated at field is required when id is present."],
    ];
    for (const [change, field, message] of cases) {
      const response = await postForm(
        app(),
        "/api/admin/tutorials/save",
        { ...base, ...change },
        { token: admin.token },
      );
      expect(response.status, JSON.stringify(change).slice(0, 60)).toBe(422);
      const body = await response.json();
      expect(body.errors[field]).toEqual([message]);
      expect(body.message).toBe(message);
    }
    expect(await tutorialRow(tutorial.id)).toEqual(before);
    expect((await auditOf("tutorial", tutorial.id)).map((entry) => entry.action)).toEqual([
      "tutorial.create",
    ]);
  });

  it("refuses bad uploads and file changes with 422 on the field, storing and changing nothing", async () => {
    const admin = await signUpAdmin(app(), database);
    const tutorial = await addTutorial(admin.token);
    const { data } = await uploaded(admin.token, tutorial, [
      { name: "readme.md", bytes: Buffer.from("# Read me\n") },
      { name: "main.py", bytes: Buffer.from("print('hello')\n"), path: "src/main.py" },
    ]);
    const before = { row: await tutorialRow(tutorial.id), files: await fileRows(tutorial.id) };
    const storedBefore = await storedOnDisk();
    const small = (name: string, path?: string): Upload => ({ name, bytes: Buffer.from(`${name}\n`), path });
    const uploads: Array<[Upload[], Record<string, string>, string, string]> = [
      [[], {}, "files", "Choose at least one file to upload."],
      [
        [small("a.txt", "../etc/passwd")],
        {},
        "paths",
        "The path “../etc/passwd” cannot be used in a torrent: each name between slashes must be non-empty, not . or .., and without \\ or control characters.",
      ],
      [
        [small("a.txt", "notes//a.txt")],
        {},
        "paths",
        "The path “notes//a.txt” cannot be used in a torrent: each name between slashes must be non-empty, not . or .., and without \\ or control characters.",
      ],
      [
        [small("a.txt", `${"n".repeat(256)}.txt`)],
        {},
        "paths",
        `The path “${"n".repeat(256)}.txt” has a name longer than 255 bytes, which file systems refuse.`,
      ],
      [
        [small("a.txt", "A.txt"), small("b.txt", "a.txt")],
        {},
        "paths",
        "“a.txt” is given to two of the files.",
      ],
      [
        [small("README.md")],
        {},
        "paths",
        "Another file of this tutorial is already called “README.md” (letters' case aside, as Windows and macOS count it).",
      ],
      [
        [small("a.txt", "src")],
        {},
        "paths",
        "“src” would be both a file and a folder: a client could not write both to disk.",
      ],
      [
        [small("a.txt", "readme.md/a.txt")],
        {},
        "paths",
        "“readme.md” would be both a file and a folder: a client could not write both to disk.",
      ],
      [
        [small("a.txt")],
        { folder_name: "a/b" },
        "folder_name",
        "The folder name must be one name, without /.",
      ],
      [
        [small("a.txt")],
        { folder_name: ".." },
        "folder_name",
        "The folder name “..” cannot be used in a torrent: each name between slashes must be non-empty, not . or .., and without \\ or control characters.",
      ],
      [
        [{ name: "empty.txt", bytes: Buffer.alloc(0) }],
        { paths: "one\ntwo" },
        "paths",
        "There are more paths than files.",
      ],
    ];
    for (const [files, fields, field, message] of uploads) {
      const response = await upload(app(), admin.token, data, files, fields);
      expect(
        response.status,
        `${files.map((file) => file.path ?? file.name)} ${JSON.stringify(fields)}`,
      ).toBe(422);
      const body = await response.json();
      expect(body.errors[field]).toEqual([message]);
    }
    const textInsteadOfFile = new FormData();
    textInsteadOfFile.append("tutorial_id", String(tutorial.id));
    textInsteadOfFile.append("updated_at", data.updated_at);
    textInsteadOfFile.append("files", "not a file");
    const text = await app().request("/api/admin/tutorials/upload", {
      method: "POST",
      headers: { authorization: `Bearer ${admin.token}` },
      body: textInsteadOfFile,
    });
    expect(text.status).toBe(422);
    expect((await text.json()).errors.files).toEqual(["The files must be uploaded as files."]);

    const [readme, main] = data.files;
    const changes: Array<[string, Record<string, string>, string, string]> = [
      [
        `files/${main!.id}/rename`,
        { path: "README.MD" },
        "path",
        "Another file of this tutorial is already called “README.MD” (letters' case aside, as Windows and macOS count it).",
      ],
      [`files/${main!.id}/rename`, { path: "" }, "path", "The path field is required."],
      [
        `files/${main!.id}/rename`,
        { path: "src\\main.py" },
        "path",
        "The path “src\\main.py” cannot be used in a torrent: each name between slashes must be non-empty, not . or .., and without \\ or control characters.",
      ],
      [
        `files/${readme!.id}/rename`,
        { path: "src/main.py/readme.md" },
        "path",
        "“src/main.py” would be both a file and a folder: a client could not write both to disk.",
      ],
      [
        "files/order",
        { file_ids: String(main!.id) },
        "file_ids",
        "The file ids must name each of the tutorial's files once.",
      ],
      [
        "files/order",
        { file_ids: `${main!.id},${main!.id}` },
        "file_ids",
        "The file ids must name each of the tutorial's files once.",
      ],
      [
        "files/order",
        { file_ids: `${main!.id},x` },
        "file_ids",
        "The file ids must be file ids separated by commas.",
      ],
      ["folder", { folder_name: "" }, "folder_name", "The folder name field is required."],
    ];
    for (const [address, fields, field, message] of changes) {
      const response = await postForm(
        app(),
        `/api/admin/tutorials/${tutorial.id}/${address}`,
        { ...fields, updated_at: data.updated_at },
        { token: admin.token },
      );
      expect(response.status, `${address} ${JSON.stringify(fields)}`).toBe(422);
      expect((await response.json()).errors[field]).toEqual([message]);
    }

    // A tutorial already near its cap (its rows' sizes say so): one more file is refused.
    await database.db
      .update(torrentTutorialFiles)
      .set({ sizeBytes: TUTORIAL_MAX_BYTES / 2 })
      .where(eq(torrentTutorialFiles.tutorialId, tutorial.id));
    const overCap = await upload(app(), admin.token, data, [small("one-more.txt")]);
    expect(overCap.status).toBe(422);
    expect((await overCap.json()).errors.files).toEqual([
      "The tutorial's files would add up to 500 MB: a tutorial may hold at most 500 MB.",
    ]);
    await database.db
      .update(torrentTutorialFiles)
      .set({ sizeBytes: 10 })
      .where(eq(torrentTutorialFiles.path, "readme.md"));
    await database.db
      .update(torrentTutorialFiles)
      .set({ sizeBytes: 15 })
      .where(eq(torrentTutorialFiles.path, "src/main.py"));

    expect({ row: await tutorialRow(tutorial.id), files: await fileRows(tutorial.id) }).toEqual(before);
    expect(await storedOnDisk()).toEqual(storedBefore);
    expect((await auditOf("tutorial", tutorial.id)).map((entry) => entry.action)).toEqual([
      "tutorial.upload_files",
      "tutorial.create",
    ]);
  });

  it("refuses a file over its cap and an upload over its cap with 422 on files, storing nothing", async () => {
    const admin = await signUpAdmin(app(), database);
    const tutorial = await addTutorial(admin.token);
    const cases: Array<[Upload[], string]> = [
      [
        [{ name: "big.bin", bytes: Buffer.alloc(TUTORIAL_FILE_MAX_BYTES + 1) }],
        "“big.bin” is larger than 50 MB, the most a file may be.",
      ],
      [
        [
          { name: "part-1.bin", bytes: Buffer.alloc(TUTORIAL_UPLOAD_MAX_BYTES / 2 + 50_000) },
          { name: "part-2.bin", bytes: Buffer.alloc(TUTORIAL_UPLOAD_MAX_BYTES / 2 + 50_000) },
        ],
        "The files of one upload may add up to 64 MB: upload them in several goes.",
      ],
    ];
    for (const [files, message] of cases) {
      const response = await upload(app(), admin.token, tutorial, files);
      expect(response.status).toBe(422);
      expect(await response.json()).toEqual({ message, errors: { files: [message] } });
    }
    await expectDiskMatchesRows();
    expect((await tutorialRow(tutorial.id))!.updatedAt.toISOString()).toBe(tutorial.updated_at);
    // Megabytes are read and parsed twice per request: on two busy cores this takes seconds.
  }, 90_000);

  it("refuses a folder for a tutorial of one file, and a second tutorial with the same torrent", async () => {
    const admin = await signUpAdmin(app(), database);
    const first = await addTutorial(admin.token);
    const second = await addTutorial(admin.token);
    const same = [{ name: `cheat-sheet-${unique()}.txt`, bytes: Buffer.from("git status\n") }];
    const { data } = await uploaded(admin.token, first, same);
    const folder = await postForm(
      app(),
      `/api/admin/tutorials/${first.id}/folder`,
      { folder_name: "course", updated_at: data.updated_at },
      { token: admin.token },
    );
    expect(folder.status).toBe(422);
    expect((await folder.json()).errors.folder_name).toEqual([
      "A tutorial of one file has no folder: its torrent is the file itself.",
    ]);
    const duplicate = await upload(app(), admin.token, second, same);
    expect(duplicate.status).toBe(422);
    expect((await duplicate.json()).errors.files).toEqual([
      "Another tutorial has exactly these files under the same names, so it would get the same torrent. Change a file's name or the folder name.",
    ]);
    // What the refused upload stored was removed again.
    await expectDiskMatchesRows();
    expect((await tutorialRow(second.id))!.infoHash).toBeNull();
  });

  it("refuses to rename the folder to the name it has, changing nothing and auditing nothing", async () => {
    const admin = await signUpAdmin(app(), database);
    const { data, target } = await tutorialWithTwoFiles(admin.token);
    expect(data.torrent_name).toBe(data.slug);
    const before = await stateOf(target.id);
    const folder = await postForm(
      app(),
      `/api/admin/tutorials/${target.id}/folder`,
      { folder_name: data.torrent_name!, updated_at: data.updated_at },
      { token: admin.token },
    );
    expect(folder.status).toBe(422);
    expect(await folder.json()).toEqual({
      message: "The folder name is unchanged.",
      errors: { folder_name: ["The folder name is unchanged."] },
    });
    expect(await stateOf(target.id)).toEqual(before);
  });

  it("refuses to rename a file to the path it has, changing nothing and auditing nothing", async () => {
    const admin = await signUpAdmin(app(), database);
    const { data, target } = await tutorialWithTwoFiles(admin.token);
    const before = await stateOf(target.id);
    const file = await postForm(
      app(),
      `/api/admin/tutorials/${target.id}/files/${data.files[1]!.id}/rename`,
      { path: data.files[1]!.path, updated_at: data.updated_at },
      { token: admin.token },
    );
    expect(file.status).toBe(422);
    expect(await file.json()).toEqual({
      message: "The file's path is unchanged.",
      errors: { path: ["The file's path is unchanged."] },
    });
    expect(await stateOf(target.id)).toEqual(before);
  });

  it("answers 404 for unknown tutorials and files", async () => {
    const admin = await signUpAdmin(app(), database);
    const { data, target } = await tutorialWithTwoFiles(admin.token);
    const unknown = 2_000_000_000;
    for (const [what, call] of everyCall(admin.token, { ...target, id: unknown })) {
      if (what === "list") continue;
      const response = await call();
      expect(response.status, what).toBe(404);
      expect(await response.json(), what).toEqual({ message: "Tutorial not found" });
    }
    // An unknown file, or another tutorial's, is not one of this tutorial's files.
    const other = await tutorialWithTwoFiles(admin.token);
    for (const fileId of [unknown, other.target.fileIds[0]!]) {
      for (const [what, call] of everyCall(admin.token, { ...target, fileIds: [fileId] })) {
        if (what !== "rename" && what !== "remove") continue;
        const response = await call();
        expect(response.status, what).toBe(404);
        expect(await response.json()).toEqual({ message: "File not found" });
      }
    }
    expect((await fileRows(other.target.id)).length).toBe(2);
    expect((await fileRows(data.id)).length).toBe(2);
  });

  it("refuses every change made at a stale version with 409, changing nothing", async () => {
    const admin = await signUpAdmin(app(), database);
    const { data: read, target } = await tutorialWithTwoFiles(admin.token);
    // Someone else's change since: a new file.
    const { data: now } = await uploaded(admin.token, read, [{ name: "c.txt", bytes: Buffer.from("c\n") }]);
    expect(now.file_count).toBe(3);
    const state = await stateOf(target.id);
    for (const [what, call] of everyCall(admin.token, target)) {
      if (what === "list" || what === "get") continue;
      const response = await call();
      expect(response.status, what).toBe(409);
      expect(await response.json(), what).toEqual({
        message:
          "This tutorial has been changed since you opened it, in another tab or by another admin. Reload to see the changes.",
        reason: "stale-edit",
      });
    }
    expect(await stateOf(target.id)).toEqual(state);
  });
});

describe("the torrent's pieces", () => {
  it("hash every byte of several uploaded files in their order, across file boundaries", async () => {
    const admin = await signUpAdmin(app(), database);
    const tutorial = await addTutorial(admin.token);
    const files = [
      { name: "video-1.bin", bytes: randomBytes(70_001) },
      { name: "video-2.bin", bytes: randomBytes(16_384) },
      { name: "slides.pdf", bytes: randomBytes(9) },
    ];
    const { data } = await uploaded(admin.token, tutorial, files, { folder_name: "binary-course" });
    const { torrent } = await publicTorrent(tutorial.slug);
    const whole = Buffer.concat(files.map((file) => file.bytes));
    expect(torrent.info["piece length"]).toBe(16_384);
    expect(torrent.info.pieces.length).toBe(20 * Math.ceil(whole.length / 16_384));
    const served = await downloadFromWebSeed(torrent, fetchPublic);
    expect(createHash("sha256").update(served).digest("hex")).toBe(
      createHash("sha256").update(whole).digest("hex"),
    );
    expectPiecesMatch(torrent, served);
    expect(data.total_bytes).toBe(whole.length);
  });
});
