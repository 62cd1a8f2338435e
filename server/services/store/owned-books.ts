import { and, eq, inArray } from "drizzle-orm";
import type { DatabaseOrTransaction } from "../../db/client.ts";
import { ownedEbooks } from "../../db/schema/index.ts";

/**
 * Which of the guides and e-books `serviceIds` the user owns (a paid order granted them): what a
 * checkout refuses to sell again, and what a guide's page offers to read instead of to buy.
 */
export async function ownedBookIds(
  db: DatabaseOrTransaction,
  userId: number,
  serviceIds: number[],
): Promise<Set<number>> {
  if (serviceIds.length === 0) return new Set();
  const rows = await db
    .select({ serviceId: ownedEbooks.serviceId })
    .from(ownedEbooks)
    .where(and(eq(ownedEbooks.userId, userId), inArray(ownedEbooks.serviceId, serviceIds)));
  return new Set(rows.map((row) => row.serviceId));
}
