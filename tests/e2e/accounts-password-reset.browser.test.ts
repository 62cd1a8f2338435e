/**
 * Forgot password → the email → reset → login with the new password (SPEC.md §2 Auth, §4, §5, §8).
 * The e2e server has no SMTP_URL: the mail is read from its outbox table.
 */
import { describe, expect, it } from "vitest";
import { latestMailTo, logIn, newPerson, signUp, submitLogin } from "../support/accounts.ts";
import { setupBrowser } from "../support/browser.ts";

const desktop = setupBrowser();

const SENT_NOTICE = "A password reset link has been sent to your email. Check your inbox or spam folder.";

describe("password reset", () => {
  it("mails a link that sets a new password once, after which only the new password works", async () => {
    const { page } = desktop;
    const person = newPerson("reset");
    await signUp(page, person);

    await page.goto("/forgot-password");
    await page.getByLabel("Email").fill(`nobody-${person.email}`);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await page.getByText("Email does not exist.").waitFor();

    await page.getByLabel("Email").fill(person.email);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await page.getByText(SENT_NOTICE).waitFor();

    const mail = await latestMailTo(person.email);
    expect(mail?.subject).toMatch(/reset/i);
    const link = mail?.text.match(/https?:\/\/\S+\/forget-password-recover-email\/\S+/)?.[0];
    expect(link).toMatch(/\/forget-password-recover-email\/[A-Za-z0-9_-]{43}$/);
    const resetPath = new URL(link!).pathname;

    await page.goto(resetPath);
    const newPassword = `${person.password}-new`;
    await page.getByLabel(/^New password/).fill(newPassword);
    await page.getByLabel("Confirm new password").fill(`${newPassword}-typo`);
    await page.getByRole("button", { name: "Reset password" }).click();
    const alert = page.getByRole("alert").filter({ hasText: "Validation Errors" });
    await alert.waitFor();
    expect(await alert.textContent()).toContain("The password confirmation does not match.");
    // The field shows its own message too.
    expect(await page.getByText("The password confirmation does not match.").count()).toBe(2);

    await page.getByLabel("Confirm new password").fill(newPassword);
    await page.getByRole("button", { name: "Reset password" }).click();
    await page.waitForURL((url) => url.pathname === "/login");
    // The owner is told by mail, in case the reset was not theirs.
    expect((await latestMailTo(person.email))?.subject).toBe("Your W3Programmer password was changed");

    // The link works once.
    await page.goto(resetPath);
    await page.getByText("This password reset link is invalid or has expired.").waitFor();

    await submitLogin(page, person.email, person.password);
    await page.getByText("Invalid username or password.").waitFor();
    await logIn(page, { ...person, password: newPassword });
    await page.getByRole("heading", { name: "Dashboard", level: 1 }).waitFor();
  });

  it("reloads the forgot-password page 15 seconds after the notice", async () => {
    const { page } = desktop;
    const person = newPerson("notice");
    await signUp(page, person);
    await page.goto("/forgot-password");
    await page.getByLabel("Email").fill(person.email);
    await page.getByRole("button", { name: "Send reset link" }).click();
    const notice = page.getByText(SENT_NOTICE);
    await notice.waitFor();
    const shownAt = Date.now();
    await page.waitForEvent("load", { timeout: 25_000 });
    expect(Date.now() - shownAt).toBeGreaterThan(13_000);
    expect(await notice.count()).toBe(0);
  });
});
