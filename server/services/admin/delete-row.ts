import { eq } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { DatabaseOrTransaction } from "../../db/client.ts";
import type { AuditedRow } from "../../db/schema/index.ts";
import { recordAudit, type AdminActor } from "./audit-log.ts";

/**
 * Deletes row `id` of `table`, which the caller has locked at the version the admin saw and
 * checked against its keep rule, and records it as `<entityType>.delete` with the row as it was
 * (`before`, as the audit log keeps it), in the caller's transaction.
 */
export async function deleteRow(
  tx: DatabaseOrTransaction,
  actor: AdminActor,
  change: { table: PgTable & { id: PgColumn }; entityType: string; id: number; before: AuditedRow },
): Promise<void> {
  const { table, entityType, id, before } = change;
  await tx.delete(table).where(eq(table.id, id));
  await recordAudit(tx, actor, {
    action: `${entityType}.delete`,
    entityType,
    entityId: id,
    before,
    after: null,
  });
}
