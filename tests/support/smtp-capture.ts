/**
 * A real SMTP server on loopback standing in for the site's mail relay: it keeps every message
 * it is given, and a test can wait for the one it expects (no polling: each message is an event).
 * Used by the API tests (which run the mail job themselves) and by e2e files whose own server has
 * SMTP_URL pointing here.
 */
import { EventEmitter } from "node:events";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll } from "vitest";

export type CapturedMail = {
  /** The envelope's sender. */
  from: string;
  /** The envelope's recipients: where the mail really goes, whatever its headers say. */
  to: string[];
  /** The whole message as it came over the wire: headers, empty line, body. */
  raw: string;
};

export type SmtpCapture = {
  /** `smtp://127.0.0.1:<port>`, for SMTP_URL or the config's smtpUrl; set in beforeAll. */
  url: string;
  /** Every message received, oldest first (a test may empty it). */
  received: CapturedMail[];
  /** The first message (already received or still to come) whose envelope names `address`. */
  waitForMailTo(address: string, timeoutMs?: number): Promise<CapturedMail>;
};

/** Starts the SMTP server in beforeAll and closes it in afterAll. Read `.url` inside hooks and tests. */
export function setupSmtpCapture(): SmtpCapture {
  const arrivals = new EventEmitter();
  const received: CapturedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      let raw = "";
      stream.setEncoding("utf8");
      stream.on("data", (chunk: string) => (raw += chunk));
      stream.on("end", () => {
        const mail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw,
        };
        received.push(mail);
        arrivals.emit("mail", mail);
        callback();
      });
    },
  });

  const capture: SmtpCapture = {
    url: "",
    received,
    waitForMailTo(address, timeoutMs = 20_000) {
      const there = received.find((mail) => mail.to.includes(address));
      if (there) return Promise.resolve(there);
      return new Promise((resolve, reject) => {
        const onMail = (mail: CapturedMail) => {
          if (!mail.to.includes(address)) return;
          clearTimeout(deadline);
          arrivals.off("mail", onMail);
          resolve(mail);
        };
        const deadline = setTimeout(() => {
          arrivals.off("mail", onMail);
          reject(new Error(`No mail to ${address} within ${timeoutMs} ms`));
        }, timeoutMs);
        arrivals.on("mail", onMail);
      });
    },
  };

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    capture.url = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(resolve));
  });
  return capture;
}

/** The header block of a raw message: everything before the first empty line, folded lines joined. */
export function mailHeaders(raw: string): string[] {
  const [head] = raw.split(/\r?\n\r?\n/);
  return head!.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/);
}

/** The text/plain part of a MIME message, with quoted-printable undone. */
export function mailText(raw: string): string {
  const part = raw.split(/Content-Type: text\/plain[^\n]*\n/)[1] ?? raw;
  return part
    .split(/\r?\n----/)[0]!
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}
