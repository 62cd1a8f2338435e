import type { ServiceEnv } from "../service-env.ts";
import { eq, sql } from "drizzle-orm";
import type { Transporter } from "nodemailer";
import type SMTPTransport from "nodemailer/lib/smtp-transport";
import type { Database } from "../../db/client.ts";
import { mailOutbox } from "../../db/schema/index.ts";
import type { JobAttempt } from "../../jobs/job-queue.ts";

/** What delivering needs besides the database. */
export type MailEnv = ServiceEnv<"smtpUrl" | "mailFrom">;

/** A relay that does not answer must not hold a worker for minutes. */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

// One transport per URL for the life of the process (it opens a connection per message).
const transports = new Map<string, Transporter>();
async function transportFor(smtpUrl: string): Promise<Transporter> {
  let transport = transports.get(smtpUrl);
  if (!transport) {
    // Loaded with the first mail sent: a process without SMTP_URL never holds it (about 3 MB).
    const { default: nodemailer } = await import("nodemailer");
    transport = nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS } as SMTPTransport.Options);
    transports.set(smtpUrl, transport);
  }
  return transport;
}

/**
 * The "send-mail" job: delivers one outbox mail over SMTP and marks it sent. A failure is
 * recorded on the row and thrown, so the queue tries again later with a growing delay; after the
 * last attempt the row is marked failed. Without SMTP_URL the mail stays in the outbox (readable
 * at /dev/mail) and its text goes to the log, so a developer can follow a link.
 * Idempotent: a mail already sent is not sent again.
 */
export async function deliverMail(
  db: Database,
  env: MailEnv,
  mailId: number,
  attempt: JobAttempt,
): Promise<void> {
  const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, mailId)).limit(1);
  if (!mail || mail.status === "sent") return;

  const { smtpUrl, mailFrom } = env.config;
  if (!smtpUrl) {
    env.logger.info(
      { mailId, to: mail.toAddress, subject: mail.subject, text: mail.textBody },
      "mail kept in the outbox (SMTP_URL is not set)",
    );
    return;
  }

  try {
    await (
      await transportFor(smtpUrl)
    ).sendMail({
      from: mailFrom,
      to: mail.toAddress,
      replyTo: mail.replyTo ?? undefined,
      subject: mail.subject,
      text: mail.textBody,
      html: mail.htmlBody ?? undefined,
    });
  } catch (error) {
    await db
      .update(mailOutbox)
      .set({
        status: attempt.isLast ? "failed" : "pending",
        attempts: sql`${mailOutbox.attempts} + 1`,
        lastError: String(error),
      })
      .where(eq(mailOutbox.id, mailId));
    env.logger.warn(
      { err: error, mailId, attempt: attempt.attempt },
      "mail delivery failed; it will be retried",
    );
    throw error;
  }
  await db
    .update(mailOutbox)
    .set({ status: "sent", attempts: sql`${mailOutbox.attempts} + 1`, sentAt: new Date(), lastError: null })
    .where(eq(mailOutbox.id, mailId));
  env.logger.info({ mailId, subject: mail.subject }, "mail sent");
}
