import type { DatabaseOrTransaction } from "../../db/client.ts";
import { mailOutbox } from "../../db/schema/index.ts";
import { enqueueJob, enqueueJobs } from "../../jobs/job-queue.ts";

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** An address a reply should go to instead of the sender (an enquiry's author). */
  replyTo?: string;
};

/**
 * A header value on one line. A line break in a subject built from a visitor's input would
 * otherwise start a header of the visitor's choosing (`Bcc:` …); the SMTP library folds long
 * lines itself.
 */
export function oneLine(value: string): string {
  return value.replace(/[\r\n\u2028\u2029]+/g, " ").trim();
}

/**
 * Writes the mail to `mail_outbox` and queues its delivery (deliverMail), in the caller's
 * transaction when it passes one: the mail goes out exactly when the change it reports is
 * committed, and no request waits for an SMTP server or fails because one is down.
 */
export async function queueMail(db: DatabaseOrTransaction, message: MailMessage): Promise<{ id: number }> {
  const [row] = await db.insert(mailOutbox).values(outboxRow(message)).returning({ id: mailOutbox.id });
  await enqueueJob(db, "send-mail", { mailId: row!.id });
  return { id: row!.id };
}

/** queueMail for many mails at once: two statements whatever their number. */
export async function queueMails(db: DatabaseOrTransaction, messages: MailMessage[]): Promise<void> {
  if (messages.length === 0) return;
  const rows = await db.insert(mailOutbox).values(messages.map(outboxRow)).returning({ id: mailOutbox.id });
  await enqueueJobs(
    db,
    "send-mail",
    rows.map((row) => ({ mailId: row.id })),
  );
}

const outboxRow = (message: MailMessage) => ({
  toAddress: oneLine(message.to),
  replyTo: message.replyTo === undefined ? null : oneLine(message.replyTo),
  subject: oneLine(message.subject),
  textBody: message.text,
  htmlBody: message.html,
});
