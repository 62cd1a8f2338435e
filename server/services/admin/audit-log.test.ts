/** The audit log's page: which entries still lead to their row. */
import { expect, it } from "vitest";
import { setupTestDatabase } from "../../../tests/support/test-database.ts";
import { listAuditLog, recordAudit } from "./audit-log.ts";

const database = setupTestDatabase();
const actor = { id: null, email: "ops@w3p.example" };

it("marks every entry of a row deleted since, and only that row's", async () => {
  const record = (action: string, entityId: string) =>
    recordAudit(database.db, actor, { action, entityType: "brand", entityId, before: null, after: null });
  await record("brand.create", "901");
  await record("brand.update", "901");
  await record("brand.create", "902");
  await record("brand.delete", "901");

  const page = await listAuditLog(database.db, { entity_type: "brand", entity_id: "", page: 1 });
  const mine = page.rows.filter((row) => ["901", "902"].includes(row.entityId));
  expect(mine.map((row) => [row.action, row.entityId, row.rowDeleted])).toEqual([
    ["brand.delete", "901", true],
    ["brand.create", "902", false],
    ["brand.update", "901", true],
    ["brand.create", "901", true],
  ]);
});
