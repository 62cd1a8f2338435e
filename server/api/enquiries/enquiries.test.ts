import { desc, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { enquiries, mailOutbox } from "../../db/schema/index.ts";
import { accountsApp, freshIp, postJson } from "../../../tests/support/api-accounts.ts";
import { mailHeaders, setupSmtpCapture } from "../../../tests/support/smtp-capture.ts";
import { runDueJobs } from "../../../tests/support/test-app.ts";
import { setupTestDatabase } from "../../../tests/support/test-database.ts";

const database = setupTestDatabase();
const smtp = setupSmtpCapture();
const received = smtp.received;

beforeEach(() => {
  received.length = 0;
});

const CONTACT = "immigration-team@w3p.example";
const config = () => ({ smtpUrl: smtp.url, contactEmail: CONTACT });
const app = () => accountsApp(database, config());
const PATH = "/api/public/send-email-immigration";
const REQUIRED = "Please fill in all required fields (Name, Email,Phone Message).";

const enquiry = (fields: Record<string, string> = {}) => ({
  name: "Priya Sharma",
  email: "priya.sharma@example.com",
  phone: "+1 (555) 010-2030",
  message: "I am on STEM OPT until June.\nMy employer will register me for the H-1B. What should I prepare?",
  ...fields,
});

describe("POST /api/public/send-email-immigration", () => {
  it("stores the enquiry and mails it to the site's address, Reply-To the visitor", async () => {
    const ip = freshIp();
    const response = await postJson(app(), PATH, enquiry(), { ip });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, message: "Thank You! We will contact you soon." });

    const [stored] = await database.db.select().from(enquiries).orderBy(desc(enquiries.id)).limit(1);
    expect(stored).toMatchObject({ ...enquiry(), ip });

    await runDueJobs(database, config());
    expect(received).toHaveLength(1);
    const mail = received[0]!;
    expect(mail.to).toEqual([CONTACT]);
    const headers = mailHeaders(mail.raw);
    expect(headers).toContain(`To: ${CONTACT}`);
    expect(headers).toContain("Reply-To: priya.sharma@example.com");
    expect(headers).toContain("Subject: Immigration support inquiry from Priya Sharma");
    expect(mail.raw).toContain("Phone: +1 (555) 010-2030");
    expect(mail.raw).toContain("What should I prepare?");
    const [outbox] = await database.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1);
    expect(outbox).toMatchObject({ toAddress: CONTACT, status: "sent" });
  });

  it("a line break in a field cannot add a mail header", async () => {
    const response = await postJson(
      app(),
      PATH,
      enquiry({
        name: "Eve\r\nBcc: x@y.example",
        message: "Hello\r\n\r\nBcc: body@y.example\r\n.\r\nMAIL FROM:<evil@y.example>",
      }),
    );
    expect(response.status).toBe(200);
    await runDueJobs(database, config());
    expect(received).toHaveLength(1);
    const mail = received[0]!;
    // Delivered to the site's address only: no Bcc reached the envelope.
    expect(mail.to).toEqual([CONTACT]);
    const headers = mailHeaders(mail.raw);
    expect(headers.filter((line) => /^bcc:/i.test(line))).toEqual([]);
    // Only the headers the mailer writes; the visitor's text is one Subject line.
    expect(headers.map((line) => line.split(":")[0]).sort()).toEqual(
      ["Content-Type", "Date", "From", "MIME-Version", "Message-ID", "Reply-To", "Subject", "To"].sort(),
    );
    expect(headers).toContain("Subject: Immigration support inquiry from Eve Bcc: x@y.example");
    const [stored] = await database.db.select().from(enquiries).orderBy(desc(enquiries.id)).limit(1);
    expect(stored!.name).toBe("Eve Bcc: x@y.example");
    // The message keeps its line breaks, in the body only.
    expect(stored!.message).toContain("Hello\r\n\r\nBcc: body@y.example");
  });

  it("refuses a line break in the email or phone, which must be one address and one number", async () => {
    const attempts: Record<string, string>[] = [
      { email: "a@example.com\r\nBcc: x@y.example" },
      { phone: "555 0100\r\nBcc: x@y" },
    ];
    for (const fields of attempts) {
      const response = await postJson(app(), PATH, enquiry(fields));
      expect(response.status).toBe(422);
    }
  });

  it('answers SPEC\'s "Please fill in all required fields" for each missing field, and stores nothing', async () => {
    const before = await database.db.$count(enquiries);
    const empty = await postJson(app(), PATH, {});
    expect(empty.status).toBe(422);
    expect(await empty.json()).toEqual({
      message: REQUIRED,
      errors: { name: [REQUIRED], email: [REQUIRED], phone: [REQUIRED], message: [REQUIRED] },
    });
    const blank = await postJson(app(), PATH, enquiry({ name: "  ", message: "" }));
    expect(await blank.json()).toEqual({
      message: REQUIRED,
      errors: { name: [REQUIRED], message: [REQUIRED] },
    });
    const malformed = await postJson(app(), PATH, enquiry({ email: "not-an-email", phone: "call me" }));
    expect((await malformed.json()).errors).toEqual({
      email: ["The email must be a valid email address."],
      phone: ["The phone number format is invalid."],
    });
    expect(await database.db.$count(enquiries)).toBe(before);
    await runDueJobs(database, config());
    expect(received).toEqual([]);
  });

  it("takes 5 enquiries an hour from one address, then answers 429 with Retry-After", async () => {
    const ip = freshIp();
    for (let count = 0; count < 5; count += 1) {
      expect((await postJson(app(), PATH, enquiry(), { ip })).status).toBe(200);
    }
    const refused = await postJson(app(), PATH, enquiry(), { ip });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({
      message: "Unable to send your message. Please try again later.",
      reason: "rate-limited",
    });
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(await database.db.$count(enquiries, eq(enquiries.ip, ip))).toBe(5);
    // Another visitor is not affected.
    expect((await postJson(app(), PATH, enquiry(), { ip: freshIp() })).status).toBe(200);
  });
});
