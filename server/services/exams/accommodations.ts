import { eq, sql } from "drizzle-orm";
import type { Database, DatabaseOrTransaction } from "../../db/client.ts";
import { examAccommodations, users } from "../../db/schema/index.ts";
import { invalidField, notFound } from "../service-error.ts";

export const MIN_TIME_MULTIPLIER = 1;
export const MAX_TIME_MULTIPLIER = 4;

/** The learner's time multiplier: 1 unless an operator gave them more time. */
export async function timeMultiplierOf(db: DatabaseOrTransaction, userId: number): Promise<number> {
  const [row] = await db
    .select({ multiplier: examAccommodations.timeMultiplier })
    .from(examAccommodations)
    .where(eq(examAccommodations.userId, userId))
    .limit(1);
  return row ? Number(row.multiplier) : 1;
}

/**
 * Gives the learner with this email `multiplier` times the exam time for every exam they start
 * from now on (`npm run exam:accommodate -- <email> <multiplier>`); 1 takes it back. Attempts
 * already running keep the time they started with.
 */
export async function setAccommodation(
  db: Database,
  email: string,
  multiplier: number,
): Promise<{ userId: number; name: string; multiplier: number }> {
  if (!Number.isFinite(multiplier) || multiplier < MIN_TIME_MULTIPLIER || multiplier > MAX_TIME_MULTIPLIER) {
    throw invalidField(
      "multiplier",
      `The multiplier must be between ${MIN_TIME_MULTIPLIER} and ${MAX_TIME_MULTIPLIER}.`,
    );
  }
  const rounded = Math.round(multiplier * 100) / 100;
  const [user] = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(eq(users.email, email.trim().toLowerCase()))
    .limit(1);
  if (!user) throw notFound(`No account has the email ${email}.`);
  if (rounded === 1) {
    await db.delete(examAccommodations).where(eq(examAccommodations.userId, user.id));
  } else {
    await db
      .insert(examAccommodations)
      .values({ userId: user.id, timeMultiplier: rounded.toFixed(2) })
      .onConflictDoUpdate({
        target: examAccommodations.userId,
        set: { timeMultiplier: rounded.toFixed(2), updatedAt: sql`now()` },
      });
  }
  return { userId: user.id, name: user.name, multiplier: rounded };
}
