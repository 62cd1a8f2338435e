/**
 * A Q&A PDF made again for changed content replaces the category's earlier version in the cache.
 * When the storage refuses to remove that one (here the site's bucket accepts its key for
 * everything but deletes), the new PDF is still downloaded, and the log names the old file left
 * behind for the operator.
 */
import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { categories, qaItems } from "../../db/schema/index.ts";
import { demoCatalog, seedDemoContent } from "../../db/seed/demo-content.ts";
import { qaPdfKey } from "../../services/qa-pdf/qa-pdf-cache.ts";
import { deleteRefusedWarning, setupRefusingBucket } from "../../../tests/support/refusing-bucket.ts";
import { setupTestDatabase } from "../../../tests/support/test-database.ts";

const database = setupTestDatabase();
const { site, deleteRefusedSite, stored } = setupRefusingBucket(database);

beforeAll(async () => {
  await database.db.transaction((tx) => seedDemoContent(tx));
});

it("answers the new PDF when the storage refuses to remove the old version, and logs the file left", async () => {
  const child = demoCatalog.find((main) => main.slug === "python")!.children[2]!;
  const [category] = await database.db.select().from(categories).where(eq(categories.slug, child.slug));
  const first = await site().request(`/api/public/generate-pdf/${child.slug}`);
  expect(first.status).toBe(200);
  const old = qaPdfKey(category!.id, first.headers.get("etag")!.slice(1, -1));
  expect(await stored(old)).toBeDefined();
  const [item] = await database.db
    .select()
    .from(qaItems)
    .where(eq(qaItems.categoryId, category!.id))
    .orderBy(qaItems.sortOrder)
    .limit(1);
  await database.db
    .update(qaItems)
    .set({ answer: "<p>Django follows the <strong>model-template-view</strong> pattern.</p>" })
    .where(eq(qaItems.id, item!.id));
  const refused = deleteRefusedSite();

  const second = await refused.app.request(`/api/public/generate-pdf/${child.slug}`);

  expect(second.status).toBe(200);
  expect(second.headers.get("content-type")).toBe("application/pdf");
  const etag = second.headers.get("etag")!.slice(1, -1);
  expect(etag).not.toBe(first.headers.get("etag")!.slice(1, -1));
  expect(
    Buffer.from(await second.arrayBuffer())
      .subarray(0, 5)
      .toString("latin1"),
  ).toBe("%PDF-");
  expect(await stored(qaPdfKey(category!.id, etag))).toBeDefined();
  expect(await stored(old)).toBeDefined();
  expect(refused.warnings()).toEqual([deleteRefusedWarning(old)]);
});
