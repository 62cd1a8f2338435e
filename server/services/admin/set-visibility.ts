import { eq } from "drizzle-orm";
import type { PgColumn, PgTable, PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { DatabaseOrTransaction } from "../../db/client.ts";
import type { AuditedRow } from "../../db/schema/index.ts";
import { recordAudit, type AdminActor } from "./audit-log.ts";

/** A table whose rows an admin hides (status 0) and shows (1), by id. */
type TableWithVisibility = PgTable & { id: PgColumn; status: PgColumn };

/**
 * Hides (status 0) or shows (1) a row that the caller has locked at the version the admin saw
 * (`before`), and records it as `<entityType>.hide` or `.show`, in the caller's transaction. What
 * hiding means for the public is the visibility rule's (server/services/content/visibility.ts).
 */
export async function setRowVisibility<Table extends TableWithVisibility>(
  tx: DatabaseOrTransaction,
  actor: AdminActor,
  change: {
    table: Table;
    entityType: string;
    before: Table["$inferSelect"] & { id: number };
    status: number;
    /** The row as the audit log keeps it. */
    audited: (row: Table["$inferSelect"]) => AuditedRow;
  },
): Promise<Table["$inferSelect"]> {
  const { table, entityType, before, status, audited } = change;
  // Drizzle cannot see `status` among the columns of a table given as a type parameter.
  const set = { status } as PgUpdateSetSource<Table>;
  const rows = await tx.update(table).set(set).where(eq(table.id, before.id)).returning();
  const updated = (rows as Table["$inferSelect"][])[0]!;
  await recordAudit(tx, actor, {
    action: `${entityType}.${status === 1 ? "show" : "hide"}`,
    entityType,
    entityId: before.id,
    before: audited(before),
    after: audited(updated),
  });
  return updated;
}
