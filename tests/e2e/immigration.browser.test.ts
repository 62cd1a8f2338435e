/**
 * The immigration-support enquiry form (SPEC.md §2, §5, §8): an empty submit shows SPEC's message;
 * a filled one shows the thank-you message, clears the form and the mail reaches the site's
 * address. This file's own server sends mail to an SMTP server the test runs.
 */
import fs from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setupBrowser } from "../support/browser.ts";
import { queryDatabaseIn } from "../support/server-database.ts";
import { startServer, type ServerProcess } from "../support/server-process.ts";
import { setupSmtpCapture } from "../support/smtp-capture.ts";
import { seededDataDir } from "../support/seeded-data-dir.ts";

const desktop = setupBrowser();
const CONTACT = "enquiries@w3p.example";
const REQUIRED = "Please fill in all required fields (Name, Email,Phone Message).";

const smtp = setupSmtpCapture();
let server: ServerProcess;
let dataDir: string;

beforeAll(async () => {
  dataDir = await seededDataDir("w3p-immigration-");
  server = await startServer({
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    TRUST_PROXY: "true",
    SMTP_URL: smtp.url,
    CONTACT_EMAIL: CONTACT,
  });
});

afterAll(async () => {
  await server?.stop();
  await fs.rm(dataDir, { recursive: true, force: true });
});

describe("/immigration-support", () => {
  it("is rendered on the server with its information and head tags", async () => {
    const html = await (await fetch(`${server.url}/immigration-support`)).text();
    expect(html).toContain(
      "<title>Immigration support: H-1B, OPT and green cards for IT professionals | W3Programmer</title>",
    );
    expect(html).toMatch(/<link rel="canonical" href="http[^"]+\/immigration-support"/);
    expect(html).toMatch(
      /<meta property="og:description" content="How IT professionals work in the USA[^"]*"/,
    );
    for (const text of ["H-1B work visa", "OPT and STEM OPT", "Green card basics", "not legal advice"]) {
      expect(html).toContain(text);
    }
  });

  it("takes a phone straight from the top of the page to the form, which wide screens show beside the text", async () => {
    const { page } = desktop;
    await page.goto(`${server.url}/immigration-support`);
    const jump = page.getByRole("link", { name: "Ask our team about your case" });
    expect(await jump.isVisible()).toBe(false);
    await page.setViewportSize({ width: 390, height: 844 });
    try {
      await jump.click();
      await expect
        .poll(() => page.getByRole("heading", { name: "Send us your inquiry" }).isVisible())
        .toBe(true);
      const top = await page
        .getByRole("region", { name: "Send us your inquiry" })
        .evaluate((form) => form.getBoundingClientRect().top);
      expect(top).toBeGreaterThanOrEqual(0);
      expect(top).toBeLessThan(100);
    } finally {
      await page.setViewportSize({ width: 1280, height: 900 });
    }
  });

  it("an empty submit shows SPEC's message and sends nothing", async () => {
    const { page } = desktop;
    await page.goto(`${server.url}/immigration-support`);
    await page.getByRole("button", { name: "Send inquiry" }).click();
    const alert = page.getByTestId("enquiry-error");
    await alert.waitFor();
    expect(await alert.textContent()).toBe(REQUIRED);
    for (const field of ["Name", "Email", "Phone", "Message"]) {
      expect(
        await page.getByRole("textbox", { name: field, exact: true }).getAttribute("aria-invalid"),
        field,
      ).toBe("true");
    }
    // Nothing was stored or queued for the mailer: nothing can be sent later either.
    const [queued] = await queryDatabaseIn<{ enquiries: number; mails: number }>(
      dataDir,
      "select (select count(*) from enquiries)::int as enquiries, (select count(*) from mail_outbox)::int as mails",
    );
    expect(queued).toEqual({ enquiries: 0, mails: 0 });
    expect(smtp.received).toEqual([]);
  });

  it("a filled form thanks the visitor, clears itself, and the mail reaches the site's address", async () => {
    const { page } = desktop;
    await page.goto(`${server.url}/immigration-support`);
    // A first try without the fields: its error toast gives way to the thanks.
    await page.getByRole("button", { name: "Send inquiry" }).click();
    await page.getByTestId("enquiry-error").waitFor();
    const toasts = page.locator(".mantine-Notification-root");
    await toasts.filter({ hasText: REQUIRED }).waitFor();
    await page.getByRole("textbox", { name: "Name", exact: true }).fill("Wei Chen");
    await page.getByRole("textbox", { name: "Email", exact: true }).fill("wei.chen@example.com");
    await page.getByRole("textbox", { name: "Phone", exact: true }).fill("+1 415 555 0134");
    await page
      .getByRole("textbox", { name: "Message", exact: true })
      .fill("My STEM OPT ends in August. Can my employer still file an H-1B petition for me this year?");
    await page.getByRole("button", { name: "Send inquiry" }).click();
    await page.getByTestId("enquiry-sent").waitFor();
    expect(await page.getByTestId("enquiry-sent").textContent()).toBe("Thank You! We will contact you soon.");
    await toasts.filter({ hasText: "Thank You! We will contact you soon." }).waitFor();
    // At once, not when its 3 s are up.
    await expect.poll(() => toasts.filter({ hasText: REQUIRED }).count(), { timeout: 1000 }).toBe(0);
    expect(await page.getByRole("textbox", { name: "Name", exact: true }).inputValue()).toBe("");
    expect(await page.getByRole("textbox", { name: "Message", exact: true }).inputValue()).toBe("");

    const delivered = await smtp.waitForMailTo(CONTACT);
    expect(delivered.to).toEqual([CONTACT]);
    expect(delivered.raw).toMatch(/^Subject: Immigration support inquiry from Wei Chen/m);
    expect(delivered.raw).toMatch(/^Reply-To: wei\.chen@example\.com/m);
    expect(delivered.raw).toContain("Can my employer still file an H-1B petition");
  });
});
