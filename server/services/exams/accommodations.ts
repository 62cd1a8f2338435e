import { desc, eq, sql } from "drizzle-orm";
import type { Database, DatabaseOrTransaction } from "../../db/client.ts";
import { examAccommodations, users } from "../../db/schema/index.ts";
import { MAX_TIME_MULTIPLIER, MIN_TIME_MULTIPLIER } from "../../../shared/exams/exam-rules.ts";
import { recordAudit, type AdminActor } from "../admin/audit-log.ts";
import { fieldsThatPass, type FieldErrors } from "../../../shared/forms/field-errors.ts";
import { accommodationSchema } from "../../../shared/exams/exam-admin-schemas.ts";
import { invalidField } from "../service-error.ts";

/** The learner's time multiplier: 1 unless an operator gave them more time. */
export async function timeMultiplierOf(db: DatabaseOrTransaction, userId: number): Promise<number> {
  const [row] = await db
    .select({ multiplier: examAccommodations.timeMultiplier })
    .from(examAccommodations)
    .where(eq(examAccommodations.userId, userId))
    .limit(1);
  return row ? Number(row.multiplier) : 1;
}

const noAccount = (email: string) => `No account has the email ${email.trim()}.`;

async function learnerByEmail(db: DatabaseOrTransaction, email: string) {
  const [user] = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(eq(users.email, email.trim().toLowerCase()))
    .limit(1);
  return user;
}

/**
 * For the exam time form or call whose multiplier failed accommodationSchema: an email that no
 * account has is named in the same answer.
 */
export async function accommodationSaveErrors(
  db: DatabaseOrTransaction,
  posted: Record<string, unknown>,
): Promise<FieldErrors> {
  const { email } = fieldsThatPass(accommodationSchema, posted);
  return email && !(await learnerByEmail(db, email)) ? { email: [noAccount(email)] } : {};
}

/** Who gives extra time from the operator's command, as the audit log names it. */
export const ACCOMMODATE_COMMAND: AdminActor = { id: null, email: "npm run exam:accommodate" };

/**
 * Gives the learner with this email `multiplier` times the exam time for every exam they start
 * from now on (`npm run exam:accommodate -- <email> <multiplier>`, or an admin on
 * /admin/accommodations); 1 takes it back. Attempts already running keep the time they started
 * with. Audited, with the multiplier before and after, in the change's transaction.
 */
export async function setAccommodation(
  db: Database,
  email: string,
  multiplier: number,
  actor: AdminActor = ACCOMMODATE_COMMAND,
): Promise<{ userId: number; name: string; multiplier: number }> {
  if (!Number.isFinite(multiplier) || multiplier < MIN_TIME_MULTIPLIER || multiplier > MAX_TIME_MULTIPLIER) {
    throw invalidField(
      "multiplier",
      `The time multiplier must be between ${MIN_TIME_MULTIPLIER} and ${MAX_TIME_MULTIPLIER}.`,
    );
  }
  const rounded = Math.round(multiplier * 100) / 100;
  return db.transaction(async (tx) => {
    const user = await learnerByEmail(tx, email);
    if (!user) throw invalidField("email", noAccount(email));
    const before = await timeMultiplierOf(tx, user.id);
    if (rounded === 1) {
      await tx.delete(examAccommodations).where(eq(examAccommodations.userId, user.id));
    } else {
      await tx
        .insert(examAccommodations)
        .values({ userId: user.id, timeMultiplier: rounded.toFixed(2) })
        .onConflictDoUpdate({
          target: examAccommodations.userId,
          set: { timeMultiplier: rounded.toFixed(2), updatedAt: sql`now()` },
        });
    }
    await recordAudit(tx, actor, {
      action: "accommodation.set",
      entityType: "accommodation",
      entityId: user.id,
      before: { userId: user.id, timeMultiplier: before },
      after: { userId: user.id, timeMultiplier: rounded },
    });
    return { userId: user.id, name: user.name, multiplier: rounded };
  });
}

/** The learners with extra time, most recently given first. */
export async function listAccommodations(db: Database) {
  return db
    .select({
      userId: users.id,
      name: users.name,
      email: users.email,
      multiplier: examAccommodations.timeMultiplier,
      updatedAt: examAccommodations.updatedAt,
    })
    .from(examAccommodations)
    .innerJoin(users, eq(users.id, examAccommodations.userId))
    .orderBy(desc(examAccommodations.updatedAt), desc(users.id));
}
