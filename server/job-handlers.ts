/**
 * What each background job does (server/jobs/job-queue.ts runs them): the composition root of
 * the jobs, as server/app.ts is of the API.
 */
import type { Config } from "./config.ts";
import type { Database } from "./db/client.ts";
import type { JobHandlers } from "./jobs/job-queue.ts";
import type { Logger } from "./logger.ts";
import { closeAbandonedAttempt } from "./services/exams/close-abandoned-attempt.ts";
import { refreshRemoteJobs } from "./services/jobs/refresh-remote-jobs.ts";
import { deliverMail } from "./services/mail/deliver-mail.ts";
import { closeCheckoutAtProvider } from "./services/orders/release-checkouts.ts";
import { checkStoredAnswers } from "./services/qa/sanitised-answers.ts";

export function createJobHandlers({
  db,
  config,
  logger,
}: {
  db: Database;
  config: Config;
  logger: Logger;
}): JobHandlers {
  return {
    "send-mail": ({ mailId }, attempt) => deliverMail(db, { config, logger }, mailId, attempt),
    "close-exam-attempt": async ({ attemptId }) => {
      await closeAbandonedAttempt(db, logger, attemptId);
    },
    "refresh-remote-jobs": async ({ category }) => {
      await refreshRemoteJobs(db, { config, logger }, category);
    },
    "close-checkout": (payload) => closeCheckoutAtProvider(db, { config, logger }, payload),
    "check-stored-answers": async ({ afterId }) => {
      await checkStoredAnswers(db, logger, afterId);
    },
  };
}
