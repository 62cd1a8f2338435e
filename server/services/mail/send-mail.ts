import { eq, sql } from "drizzle-orm";
import nodemailer, { type Transporter } from "nodemailer";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import { mailOutbox } from "../../db/schema/index.ts";
import type { Logger } from "../../logger.ts";

/** What sending needs besides the database; route loaders and API handlers both have it. */
export type MailEnv = {
  config: Pick<Config, "smtpUrl" | "mailFrom" | "publicUrl">;
  logger: Logger;
};

export type MailMessage = { to: string; subject: string; text: string; html?: string };

/** SMTP refused or could not be reached; the outbox row is marked failed with the reason. */
export class MailDeliveryError extends Error {
  override name = "MailDeliveryError";
  constructor(cause: unknown) {
    super("The email could not be sent. Please try again later.", { cause });
  }
}

// One transport per URL for the life of the process (it opens a connection per message).
const transports = new Map<string, Transporter>();
function transportFor(smtpUrl: string): Transporter {
  let transport = transports.get(smtpUrl);
  if (!transport) {
    transport = nodemailer.createTransport(smtpUrl);
    transports.set(smtpUrl, transport);
  }
  return transport;
}

/**
 * Writes the mail to `mail_outbox` first (so there is a record of every mail), then delivers it
 * over SMTP when SMTP_URL is set and marks it sent. Without SMTP_URL the mail stays pending in
 * the outbox, readable at /dev/mail, and its text goes to the log so a developer can follow a link.
 */
export async function sendMail(db: Database, env: MailEnv, message: MailMessage): Promise<{ id: number }> {
  const [row] = await db
    .insert(mailOutbox)
    .values({
      toAddress: message.to,
      subject: message.subject,
      textBody: message.text,
      htmlBody: message.html,
    })
    .returning({ id: mailOutbox.id });
  const id = row!.id;

  const { smtpUrl, mailFrom } = env.config;
  if (!smtpUrl) {
    env.logger.info(
      { mailId: id, to: message.to, subject: message.subject, text: message.text },
      "mail kept in the outbox (SMTP_URL is not set)",
    );
    return { id };
  }

  try {
    await transportFor(smtpUrl).sendMail({
      from: mailFrom,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
    });
  } catch (error) {
    await db
      .update(mailOutbox)
      .set({ status: "failed", attempts: sql`${mailOutbox.attempts} + 1`, lastError: String(error) })
      .where(eq(mailOutbox.id, id));
    env.logger.error({ err: error, mailId: id }, "mail delivery failed");
    throw new MailDeliveryError(error);
  }
  await db
    .update(mailOutbox)
    .set({ status: "sent", attempts: sql`${mailOutbox.attempts} + 1`, sentAt: new Date() })
    .where(eq(mailOutbox.id, id));
  env.logger.info({ mailId: id, subject: message.subject }, "mail sent");
  return { id };
}
