import { sql, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { DatabaseOrTransaction } from "../../db/client.ts";
import { ServiceError } from "../service-error.ts";

/** One reason an admin cannot delete a row. */
export type KeepReason = {
  /**
   * An SQL condition on the row. Its columns are named with their table (`${table}.id`): drizzle
   * writes a one-table query's columns bare, and inside a subquery a bare "id" means the
   * subquery's own.
   */
  holds: SQL;
  /** What the admin list shows in place of Delete, after "Can't delete: ". */
  listed: string;
  /** The delete's 409 message. */
  refused: string;
};

/**
 * Why a row of `table` cannot be deleted: the one rule that an admin list's row ("Can't delete:
 * …" in place of a Delete) and the delete itself (409) both read, so that a list never offers a
 * Delete the server would refuse. The first reason that holds is the one given: put first a reason
 * the admin cannot clear, so that they are not sent to clear another only to be refused again.
 */
export function keepRule(table: PgTable, reasons: readonly [KeepReason, ...KeepReason[]]) {
  const firstHolding = (word: (reason: KeepReason) => string) =>
    sql<string | null>`(case ${sql.join(
      reasons.map((reason) => sql`when ${reason.holds} then ${word(reason)}::text`),
      sql` `,
    )} end)`;
  return {
    /** The list's column: what the row's first holding reason says, or null when it can go. */
    keptBecause: () => firstHolding((reason) => reason.listed),
    /**
     * Refuses (409) to delete the row `id` while a reason holds. Called in the delete's
     * transaction once the row is locked, so that it reads what was committed before the lock.
     */
    async refuseDelete(tx: DatabaseOrTransaction, id: number): Promise<void> {
      const [row] = await tx
        .select({ refused: firstHolding((reason) => reason.refused) })
        .from(table)
        .where(sql`${table}.id = ${id}`);
      if (row?.refused) throw new ServiceError(409, row.refused);
    },
  };
}
