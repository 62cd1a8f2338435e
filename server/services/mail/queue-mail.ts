import type { DatabaseOrTransaction } from "../../db/client.ts";
import { mailOutbox } from "../../db/schema/index.ts";
import { enqueueJob } from "../../jobs/job-queue.ts";

export type MailMessage = { to: string; subject: string; text: string; html?: string };

/**
 * Writes the mail to `mail_outbox` and queues its delivery (deliverMail), in the caller's
 * transaction when it passes one: the mail goes out exactly when the change it reports is
 * committed, and no request waits for an SMTP server or fails because one is down.
 */
export async function queueMail(db: DatabaseOrTransaction, message: MailMessage): Promise<{ id: number }> {
  const [row] = await db
    .insert(mailOutbox)
    .values({
      toAddress: message.to,
      subject: message.subject,
      textBody: message.text,
      htmlBody: message.html,
    })
    .returning({ id: mailOutbox.id });
  await enqueueJob(db, "send-mail", { mailId: row!.id });
  return { id: row!.id };
}
