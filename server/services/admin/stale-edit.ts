import { staleEditMessage } from "../../../shared/admin/edit-version.ts";
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
