import { hash } from "node:crypto";
import { sql, type SQL } from "drizzle-orm";
import type { DatabaseOrTransaction } from "../../db/client.ts";
import { qaItems, sanitisedAnswers } from "../../db/schema/index.ts";
import { enqueueJob } from "../../jobs/job-queue.ts";
import type { Logger } from "../../logger.ts";
import { sanitizeHtml } from "../content/sanitize-html.ts";

/**
 * Answers are sanitised when stored (storedHtml) and served as stored while they are still what
 * the app stored: each stored answer's SHA-256 is kept beside it (sanitised_answers). An answer
 * changed behind the app's back (by hand in the database, a script) no longer matches and is
 * sanitised again on its way out, as every answer used to be: that took about 100 µs an answer,
 * most of a page of the question-list API (docs/decisions/0019). Answers stored before the table
 * existed are checked once in the background (`checkStoredAnswers`).
 */

/** One call, no Hash object: hashed for every answer a list serves (3 µs against 5 for 1.5 kB). */
export function answerSha256(answer: string): Buffer {
  return hash("sha256", answer, "buffer");
}

/** Records answers the app has just stored sanitised (in the caller's transaction). */
export async function recordSanitisedAnswers(
  db: DatabaseOrTransaction,
  answers: { id: number; answer: string }[],
): Promise<void> {
  if (answers.length === 0) return;
  await db
    .insert(sanitisedAnswers)
    .values(answers.map(({ id, answer }) => ({ qaItemId: id, answerSha256: answerSha256(answer) })))
    .onConflictDoUpdate({
      target: sanitisedAnswers.qaItemId,
      set: { answerSha256: sql`excluded.answer_sha256` },
    });
}

/**
 * SQL: the SHA-256 the app recorded when it stored the answer of the `qa_items` row aliased
 * `alias` (null when it has none), for `servedAnswer` to compare. The hash of the answer itself is
 * computed by the app, not PostgreSQL: hashing there read each answer out of line a second time,
 * most of a page's database work (docs/performance.md).
 */
export function recordedAnswerSha256(alias: string): SQL<Buffer | null> {
  const row = sql.raw(alias);
  return sql<Buffer | null>`(
    select ${sanitisedAnswers.answerSha256} from ${sanitisedAnswers}
    where ${sanitisedAnswers.qaItemId} = ${row}.id
  )`;
}

/**
 * An answer on its way out: as stored while it is still what the app stored (its SHA-256 is the
 * one recorded then), sanitised again otherwise.
 */
export function servedAnswer(answer: string, recordedSha256: Buffer | null): string {
  return recordedSha256?.equals(answerSha256(answer)) ? answer : sanitizeHtml(answer);
}

/** Answers checked by one job: a few seconds of work, then the next batch is a job of its own. */
export const ANSWER_CHECK_BATCH = 1000;

/**
 * Queues the check of stored answers when some have no fingerprint yet (a database from before
 * sanitised_answers, or rows added by hand): two counts of primary keys, so cheap at every start.
 */
export async function queueStoredAnswerCheck(db: DatabaseOrTransaction): Promise<boolean> {
  const { rows } = await db.execute<{ unchecked: boolean }>(sql`
    select (select count(*) from ${qaItems}) > (select count(*) from ${sanitisedAnswers}) as unchecked
  `);
  if (!rows[0]?.unchecked) return false;
  await enqueueJob(db, "check-stored-answers", { afterId: 0 }, { jobKey: "check-stored-answers" });
  return true;
}

/**
 * The background check of answers without a fingerprint, a batch at a time by id: an answer the
 * allow-list leaves as it is gets its fingerprint and is served as stored from then on; one it
 * would change is left without (and logged), so it stays sanitised whenever it is served until
 * an editor saves it again. Queues the next batch while there may be more.
 */
export async function checkStoredAnswers(
  db: DatabaseOrTransaction,
  logger: Logger,
  afterId: number,
): Promise<{ checked: number; recorded: number }> {
  const { rows } = await db.execute<{ id: number; answer: string }>(sql`
    select q.id, q.answer from ${qaItems} q
    where q.id > ${afterId}
      and not exists (select 1 from ${sanitisedAnswers} s where s.qa_item_id = q.id)
    order by q.id
    limit ${ANSWER_CHECK_BATCH}
  `);
  const clean = rows.filter((row) => sanitizeHtml(row.answer) === row.answer);
  if (clean.length < rows.length) {
    const unsanitised = rows.filter((row) => !clean.includes(row)).map((row) => row.id);
    logger.warn(
      { qaItemIds: unsanitised.slice(0, 20), count: unsanitised.length },
      "stored answers that are not sanitised: they are sanitised whenever served, until saved again",
    );
  }
  await recordSanitisedAnswers(db, clean);
  if (rows.length === ANSWER_CHECK_BATCH) {
    await enqueueJob(
      db,
      "check-stored-answers",
      { afterId: rows.at(-1)!.id },
      { jobKey: `check-stored-answers-after-${rows.at(-1)!.id}` },
    );
  }
  return { checked: rows.length, recorded: clean.length };
}
