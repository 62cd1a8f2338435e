/**
 * Once a PDF's change has committed, the stored file it stopped naming is removed. When the
 * storage refuses then (here the site's bucket no longer accepts its key), the change stands: the
 * admin gets the usual answer, the site shows the change, and the log names the file left behind
 * for the operator.
 */
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { pdfDocuments } from "../../db/schema/index.ts";
import { get, postForm } from "../../../tests/support/api-accounts.ts";
import { signUpAdmin } from "../../../tests/support/api-admins.ts";
import { pdfFileSaying } from "../../../tests/support/pdf-files.ts";
import { leftBehindWarning, setupRefusingBucket } from "../../../tests/support/refusing-bucket.ts";
import { setupTestDatabase } from "../../../tests/support/test-database.ts";
import { insertFolder } from "./library-test-kit.ts";

const database = setupTestDatabase();
const { site, refusedSite, stored } = setupRefusingBucket(database);

it("saves a stored PDF as links when the storage refuses to remove its file, and logs the file left", async () => {
  const admin = await signUpAdmin(site(), database);
  const folder = await insertFolder(database, { name: "Database Notes" });
  const added = await postForm(
    site(),
    "/api/admin/library/files/save",
    {
      category_id: String(folder.id),
      name: "PostgreSQL Index Types",
      status: "1",
      source: "file",
      pdf: await pdfFileSaying("Indexes: B-tree, hash and GIN"),
    },
    { token: admin.token },
  );
  expect(added.status).toBe(200);
  const { data: created } = await added.json();
  const [row] = await database.db.select().from(pdfDocuments).where(eq(pdfDocuments.id, created.id));
  const key = `library/${row!.filePath}`;
  expect(await stored(key)).toBeDefined();

  const refused = refusedSite();
  const linked = await postForm(
    refused.app,
    "/api/admin/library/files/save",
    {
      id: String(created.id),
      updated_at: created.updated_at,
      category_id: String(folder.id),
      name: created.name,
      slug: created.slug,
      status: "1",
      source: "link",
      download_link: "https://files.example.org/index-types.pdf",
    },
    { token: admin.token },
  );

  expect(linked.status).toBe(200);
  expect(await linked.json()).toMatchObject({
    message: "PDF saved",
    data: { source: "link", file_url: null, download_link: "https://files.example.org/index-types.pdf" },
  });
  const publicRow = await get(site(), `/api/public/filterepdfrow?slug=${created.slug}`);
  expect(await publicRow.json()).toMatchObject({
    download_link: "https://files.example.org/index-types.pdf",
  });
  expect((await site().request(`/files/pdf/${created.slug}.pdf`)).status).toBe(404);
  // Left in the bucket, and named in the log with what the storage said.
  expect(await stored(key)).toBeDefined();
  expect(refused.warnings()).toEqual([leftBehindWarning(key)]);
});
