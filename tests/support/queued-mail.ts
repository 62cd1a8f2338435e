/** What the job queue holds for a mail: a test's proof that a mail goes out through the queue. */
import type { TestDatabase } from "./test-database.ts";

/** How many send-mail jobs are queued for the outbox row `mailId` (graphile-worker's tables). */
export async function deliveryJobsFor(database: TestDatabase, mailId: number): Promise<number> {
  const result = await database.pool.query<{ n: number }>(
    `select count(*)::int as n from graphile_worker._private_jobs jobs
     join graphile_worker._private_tasks tasks on tasks.id = jobs.task_id
     where tasks.identifier = 'send-mail' and (jobs.payload->>'mailId')::int = $1`,
    [mailId],
  );
  return result.rows[0]!.n;
}
