/**
 * Background work in PostgreSQL (graphile-worker): a job is a row, added in the same transaction
 * as the change it follows (so a receipt is queued exactly when an order is paid), picked up by
 * a worker in any app process, and retried with exponential backoff when it throws. Handlers
 * must be idempotent: a job can run again after a crash between its work and its completion.
 */
import {
  Logger as WorkerLogger,
  run,
  runMigrations,
  runOnce,
  type Runner,
  type TaskList,
} from "graphile-worker";
import { sql } from "drizzle-orm";
import type pg from "pg";
import type { DatabaseOrTransaction } from "../db/client.ts";
import type { PaymentProvider } from "../db/schema/index.ts";
import type { DatabaseHealth } from "../db/health.ts";
import type { Logger } from "../logger.ts";

/** Every kind of job and its payload. */
export type JobPayloads = {
  "send-mail": { mailId: number };
  /** Calls the remote-jobs service for one category, if its turn has come (server/services/jobs). */
  "refresh-remote-jobs": { category: string };
  /** Scores an exam attempt nobody submitted once its time and grace are over. */
  "close-exam-attempt": { attemptId: number };
  /**
   * Closes at its provider a checkout whose order was closed here (release-checkouts.ts): queued
   * with the closing, so that it happens even when the provider or this process fails right after.
   */
  "close-checkout": { provider: PaymentProvider; sessionId: string };
  /** Fingerprints stored answers that have none, from `afterId` on (server/services/qa/sanitised-answers.ts). */
  "check-stored-answers": { afterId: number };
};
export type JobName = keyof JobPayloads;

export type JobOptions = {
  /** How many times the job may run before it is given up (default 12: about 3 days of backoff). */
  maxAttempts?: number;
  /** A job with the same key replaces a queued one instead of adding a second. */
  jobKey?: string;
  /** Not before this moment (default: at once). */
  runAt?: Date;
};

/** Queues a job in the caller's transaction (or on its own when given the database). */
export async function enqueueJob<Name extends JobName>(
  db: DatabaseOrTransaction,
  name: Name,
  payload: JobPayloads[Name],
  options: JobOptions = {},
): Promise<void> {
  await db.execute(sql`
    select graphile_worker.add_job(
      ${name},
      ${JSON.stringify(payload)}::json,
      max_attempts => ${options.maxAttempts ?? 12},
      job_key => ${options.jobKey ?? null},
      run_at => ${options.runAt?.toISOString() ?? null}::timestamptz
    )
  `);
}

/** Queues one job per payload in one statement (a mail to every owner of a book, not a query each). */
export async function enqueueJobs<Name extends JobName>(
  db: DatabaseOrTransaction,
  name: Name,
  payloads: Array<JobPayloads[Name]>,
  options: Pick<JobOptions, "maxAttempts"> = {},
): Promise<void> {
  if (payloads.length === 0) return;
  await db.execute(sql`
    select graphile_worker.add_job(${name}, payload, max_attempts => ${options.maxAttempts ?? 12})
    from json_array_elements(${JSON.stringify(payloads)}::json) as payload
  `);
}

/** The handlers of every job kind; a handler that throws is retried later. */
export type JobHandlers = {
  [Name in JobName]: (payload: JobPayloads[Name], attempt: JobAttempt) => Promise<void>;
};

/** Which run of its job this is: a handler may give up for good on the last one. */
export type JobAttempt = { attempt: number; maxAttempts: number; isLast: boolean };

function taskList(handlers: JobHandlers): TaskList {
  const list: TaskList = {};
  for (const [name, handler] of Object.entries(handlers) as [JobName, JobHandlers[JobName]][]) {
    list[name] = async (payload, helpers) => {
      const { attempts, max_attempts: maxAttempts } = helpers.job;
      await handler(payload as never, { attempt: attempts, maxAttempts, isLast: attempts >= maxAttempts });
    };
  }
  return list;
}

/**
 * graphile-worker's log lines through the app's JSON logger. Its errors go through the logger's
 * error serializer (not the connection objects they carry). While the database is away (`health`
 * knows), the worker's complaints about lost connections are the outage's, which health logs
 * once and summarises: they go to debug.
 */
function workerLogger(logger: Logger, health?: DatabaseHealth) {
  const jobs = logger.child({ component: "jobs" });
  return new WorkerLogger(() => (level, message, meta) => {
    const { error, ...rest } = meta ?? {};
    const fields = error === undefined ? rest : { ...rest, err: error };
    const serious = level === "error" || level === "warning";
    if (serious && health && (health.observe(error) || health.isDown)) jobs.debug(fields, message);
    else if (level === "error") jobs.error(fields, message);
    else if (level === "warning") jobs.warn(fields, message);
    else if (level === "info") jobs.info(fields, message);
    else jobs.debug(fields, message);
  });
}

/** Creates or updates the queue's own schema (graphile_worker); part of preparing the database. */
export async function migrateJobQueue(pool: pg.Pool, logger: Logger): Promise<void> {
  await runMigrations({ pgPool: pool, logger: workerLogger(logger) });
}

export type JobWorker = { stop(): Promise<void> };

/** Runs queued jobs in this process until stopped; several processes share the work. */
export async function startJobWorker(options: {
  pool: pg.Pool;
  logger: Logger;
  handlers: JobHandlers;
  /** The database's health: the worker's connection errors during an outage are counted there. */
  health?: DatabaseHealth;
  concurrency?: number;
}): Promise<JobWorker> {
  const runner: Runner = await run({
    pgPool: options.pool,
    logger: workerLogger(options.logger, options.health),
    taskList: taskList(options.handlers),
    concurrency: options.concurrency ?? 2,
    // No recurring jobs from a crontab file: the queue is fed by the code.
    parsedCronItems: [],
    // The server's own SIGTERM handler stops the worker after the open requests.
    noHandleSignals: true,
    // LISTEN/NOTIFY starts new jobs at once; polling only catches retries that come due.
    pollInterval: 1000,
  });
  return { stop: () => runner.stop() };
}

/** Runs every job that is due now, then returns: for tests and one-off commands. */
export async function runDueJobs(options: {
  pool: pg.Pool;
  logger: Logger;
  handlers: JobHandlers;
}): Promise<void> {
  await runOnce({
    pgPool: options.pool,
    logger: workerLogger(options.logger),
    taskList: taskList(options.handlers),
    noHandleSignals: true,
  });
}
