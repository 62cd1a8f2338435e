import { eq } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { staleEditMessage } from "../../../shared/admin/edit-version.ts";
import type { DatabaseOrTransaction } from "../../db/client.ts";
import { notFound, ServiceError } from "../service-error.ts";

/**
 * The stale-edit rule (docs/decisions/0011), for every admin editor: `row` is the row as read
 * in the saving transaction with `FOR UPDATE` (undefined when there is none), `seen` the
 * `updated_at` the admin's form or call carries. A row someone changed since is refused with 409
 * and nothing is written; the person reloads and decides again.
 *
 * Compared to the millisecond, the precision a form carries the time in.
 */
export function checkEditVersion<Row extends { updatedAt: Date }>(
  row: Row | undefined,
  seen: Date,
  entityLabel: string,
): Row {
  if (!row) throw notFound(`${entityLabel[0]!.toUpperCase()}${entityLabel.slice(1)} not found`);
  if (row.updatedAt.getTime() !== seen.getTime()) {
    throw new ServiceError(409, staleEditMessage(entityLabel), { reason: "stale-edit" });
  }
  return row;
}

/** A table an admin edits row by row: an `id`, and the `updated_at` an edit is checked against. */
type EditedTable = PgTable & { id: PgColumn; updatedAt: PgColumn };

/**
 * Reads row `id` of `table` in the saving transaction with `FOR UPDATE` and holds it to the
 * version the admin saw (checkEditVersion): 404 when it is gone, 409 when changed since.
 */
export async function lockForEdit<Table extends EditedTable>(
  tx: DatabaseOrTransaction,
  table: Table,
  id: number,
  seen: Date,
  entityLabel: string,
): Promise<Table["$inferSelect"] & { updatedAt: Date }> {
  // Drizzle cannot name the row type of a table given as a type parameter: the rows are read as a
  // plain PgTable's and given the table's row type.
  const rows = await tx
    .select()
    .from(table as PgTable)
    .where(eq(table.id, id))
    .for("update");
  return checkEditVersion((rows as (Table["$inferSelect"] & { updatedAt: Date })[])[0], seen, entityLabel);
}
