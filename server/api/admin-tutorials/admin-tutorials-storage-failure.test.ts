/**
 * Once a change to a tutorial or its files has committed, the stored files no row names any more
 * are removed. When the storage refuses then (here the site's bucket no longer accepts its key),
 * the change stands: the admin gets the usual answer, the site shows the change, and the log names
 * each file left behind for the operator.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { torrentTutorialFiles } from "../../db/schema/index.ts";
import { get, postForm, type TestAccount } from "../../../tests/support/api-accounts.ts";
import { signUpAdmin } from "../../../tests/support/api-admins.ts";
import { leftBehindWarning, setupRefusingBucket } from "../../../tests/support/refusing-bucket.ts";
import { setupTestDatabase } from "../../../tests/support/test-database.ts";

const database = setupTestDatabase();
const { site, refusedSite, stored } = setupRefusingBucket(database);

let serial = 0;

/** A shown tutorial with `files` uploaded through the API, and the keys its files are stored under. */
async function tutorialWithFiles(admin: TestAccount, files: Record<string, string>) {
  serial += 1;
  const saved = await postForm(
    site(),
    "/api/admin/tutorials/save",
    {
      name: `Terraform Modules Workshop ${serial}`,
      site_name: "W3Programmer",
      description: "<p>Writing, versioning and testing reusable modules.</p>",
      status: "1",
    },
    { token: admin.token },
  );
  expect(saved.status).toBe(200);
  const { data: tutorial } = await saved.json();
  const form = new FormData();
  form.append("tutorial_id", String(tutorial.id));
  form.append("updated_at", tutorial.updated_at);
  for (const [name, text] of Object.entries(files)) {
    form.append("files", new File([text], name));
    form.append("paths", "");
  }
  const uploaded = await site().request("/api/admin/tutorials/upload", {
    method: "POST",
    headers: { authorization: `Bearer ${admin.token}` },
    body: form,
  });
  expect(uploaded.status, await uploaded.clone().text()).toBe(200);
  const { data } = await uploaded.json();
  const rows = await database.db
    .select()
    .from(torrentTutorialFiles)
    .where(eq(torrentTutorialFiles.tutorialId, tutorial.id));
  const keys = rows.map((row) => `tutorials/${row.storagePath}`).sort();
  for (const key of keys) expect(await stored(key)).toBeDefined();
  return {
    tutorial: data as { id: number; slug: string; updated_at: string; files: { id: number }[] },
    keys,
  };
}

describe("when the storage refuses to remove the files a committed change left", () => {
  it("deletes a tutorial all the same, and logs each file left", async () => {
    const admin = await signUpAdmin(site(), database);
    const { tutorial, keys } = await tutorialWithFiles(admin, {
      "main.tf": 'module "network" {\n  source = "./modules/network"\n}\n',
      "README.md": "# Terraform Modules Workshop\n\nRun `terraform init` first.\n",
    });
    const refused = refusedSite();

    const deleted = await postForm(
      refused.app,
      `/api/admin/tutorials/${tutorial.id}/delete`,
      { updated_at: tutorial.updated_at },
      { token: admin.token },
    );

    expect(deleted.status).toBe(200);
    expect(await deleted.json()).toEqual({ message: "Tutorial deleted, with its files." });
    expect((await get(site(), `/api/public/gettorrentrow?slug=${tutorial.slug}`)).status).toBe(404);
    expect((await site().request(`/files/torrents/${tutorial.slug}.torrent`)).status).toBe(404);
    for (const key of keys) expect(await stored(key)).toBeDefined();
    expect(refused.warnings().sort((a, b) => String(a.key).localeCompare(String(b.key)))).toEqual(
      keys.map(leftBehindWarning),
    );
  });

  it("removes a tutorial's only file all the same, and logs the file left", async () => {
    const admin = await signUpAdmin(site(), database);
    const { tutorial, keys } = await tutorialWithFiles(admin, {
      "variables.tf": 'variable "region" {\n  default = "us-east-1"\n}\n',
    });
    const refused = refusedSite();

    const removed = await postForm(
      refused.app,
      `/api/admin/tutorials/${tutorial.id}/files/${tutorial.files[0]!.id}/delete`,
      { updated_at: tutorial.updated_at },
      { token: admin.token },
    );

    expect(removed.status).toBe(200);
    expect(await removed.json()).toMatchObject({ data: { file_count: 0, files: [] } });
    expect(await stored(keys[0]!)).toBeDefined();
    expect(refused.warnings()).toEqual([leftBehindWarning(keys[0]!)]);
  });
});
