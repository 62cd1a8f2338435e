/**
 * The admin area (docs/decisions/0011): an admin made by `npm run admin:create` manages brands
 * through SPEC's screens and deactivates and reactivates a user; a user gets 403 and sees no Admin link.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { logIn, newPerson, signUp, signUpAndLogIn, submitLogin } from "../support/accounts.ts";
import { randomClientIp, setupBrowser, waitForHydrationOnGoto } from "../support/browser.ts";
import { signUpAdmin } from "../support/browser-admins.ts";
import { expectStyled } from "../support/component-styles.ts";
import { queryServerDatabase } from "../support/server-database.ts";

const desktop = setupBrowser();

const adminLink = (page: Page) => page.getByRole("banner").getByRole("link", { name: "Admin" });

describe("the admin area", () => {
  it("is closed to a user (403, no Admin link) and sends a visitor to /login", async () => {
    const { page } = desktop;
    await page.goto("/brand-list");
    expect(new URL(page.url()).pathname).toBe("/login");

    await signUpAndLogIn(page, "not-admin");
    // The address changes a moment before the dashboard (and its header) renders.
    await page.getByRole("heading", { name: "Dashboard", level: 1 }).waitFor();
    expect(await adminLink(page).count()).toBe(0);
    const response = await page.goto("/brand-list");
    expect(response?.status()).toBe(403);
    expect(response?.headers()["cache-control"]).toBe("no-store");
    expect(response?.headers()["x-robots-tag"]).toBe("noindex, nofollow");
    await page.getByText("Only administrators can do this.").waitFor();
    expect(await page.getByTestId("brand-row").count()).toBe(0);
  });

  it("lets an admin add, edit and delete a brand through SPEC's screens", async () => {
    const { page } = desktop;
    await signUpAdmin(page);
    await adminLink(page).click();
    await page.getByRole("heading", { name: "Admin", level: 1 }).waitFor();
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex, nofollow");
    await expectStyled(page, "admin dashboard");
    await page
      .getByRole("link", { name: /^Brands/ })
      .first()
      .click();
    await page.getByRole("heading", { name: "Brands", level: 1 }).waitFor();

    const name = `Brand ${newPerson("b").password}`;
    await page.getByRole("link", { name: "Add brand" }).click();
    await page.getByRole("heading", { name: "Add brand", level: 1 }).waitFor();
    await expectStyled(page, "add brand");
    // The server's rule, not the browser's: an empty name is refused with its message, under the
    // field and in the "Validation Errors" popup, which opens just after the field shows it.
    await page.getByRole("button", { name: "Add brand" }).click();
    await page.locator(".mantine-InputWrapper-error", { hasText: "The name field is required." }).waitFor();
    const popup = page.getByRole("dialog", { name: "Validation Errors" });
    await popup.getByText("The name field is required.").waitFor();
    await page.keyboard.press("Escape");
    await popup.waitFor({ state: "hidden" });
    await page.getByLabel("Name").fill(name);
    await page.getByLabel("Description").fill("Made in the browser test");
    await page.getByRole("button", { name: "Add brand" }).click();
    await page.waitForURL((url) => url.pathname === "/brand-list");
    const row = page.getByTestId("brand-row").filter({ hasText: name });
    await row.getByText("Active").waitFor();
    await expectStyled(page, "brand list");

    await row.getByRole("link", { name: `Edit ${name}` }).click();
    await page.getByRole("heading", { name: "Edit brand", level: 1 }).waitFor();
    await page.getByLabel("Name").fill(`${name} renamed`);
    await page.getByLabel("Status").selectOption({ label: "Inactive" });
    await page.getByRole("button", { name: "Save brand" }).click();
    await page.waitForURL((url) => url.pathname === "/brand-list");
    const renamed = page.getByTestId("brand-row").filter({ hasText: `${name} renamed` });
    await renamed.getByText("Inactive").waitFor();

    await renamed.getByRole("button", { name: `Delete ${name} renamed` }).click();
    const confirm = page.getByRole("dialog", { name: "Delete this brand?" });
    await confirm.getByText(`“${name} renamed” will be deleted. This cannot be undone.`).waitFor();
    await expectStyled(page, "brand deletion dialog");
    await confirm.getByRole("button", { name: "Delete" }).click();
    await renamed.waitFor({ state: "detached" });

    // Each step is in the audit log.
    await page.goto("/admin/audit-log?entity_type=brand");
    const entries = page.getByTestId("audit-entry");
    await entries.filter({ hasText: "· delete" }).first().waitFor();
    expect(await entries.filter({ hasText: `Name: ${name} → ${name} renamed` }).count()).toBe(1);
    expect(await entries.filter({ hasText: "Status: active → inactive" }).count()).toBe(1);
    await expectStyled(page, "audit log");
  });

  it("lets an admin deactivate a user, who then cannot log in, and reactivate them", async () => {
    const { page, browser } = desktop;
    const person = newPerson("managed");
    await signUp(page, person);
    await signUpAdmin(page);

    await page.goto("/admin/users");
    await page.getByLabel("Search by name or email").fill(person.email);
    await page.getByRole("button", { name: "Search" }).click();
    await page.waitForURL((url) => url.searchParams.get("q") === person.email);
    await expectStyled(page, "users");
    await page.getByTestId("user-row").getByRole("link", { name: person.name }).click();
    await page.getByRole("heading", { name: person.name, level: 1 }).waitFor();
    await expectStyled(page, "user");
    // Deactivating signs the person out everywhere: it asks first, and Cancel changes nothing.
    await page.getByRole("button", { name: "Deactivate account" }).click();
    const confirm = page.getByRole("dialog", { name: `Deactivate ${person.name}?` });
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await confirm.waitFor({ state: "detached" });
    await page.reload();
    await page.getByRole("button", { name: "Deactivate account" }).click();
    await page
      .getByRole("dialog", { name: `Deactivate ${person.name}?` })
      .getByRole("button", { name: "Deactivate", exact: true })
      .click();
    await page.getByRole("button", { name: "Reactivate account" }).waitFor();
    // Each section's button on the line of its text, Make admin as Reactivate account.
    const besideItsText = async (button: string, text: string) => {
      const buttonBox = (await page.getByRole("button", { name: button }).boundingBox())!;
      const textBox = (await page.getByText(text).boundingBox())!;
      return Math.abs(buttonBox.y + buttonBox.height / 2 - (textBox.y + textBox.height / 2)) < 8;
    };
    expect(await besideItsText("Reactivate account", "The person cannot log in until")).toBe(true);
    expect(await besideItsText("Make admin", "A user: no access to the admin area.")).toBe(true);
    await page.screenshot({ path: "/tmp/admin-user-deactivated-1280.png" });

    const other = await browser.newContext({ baseURL: desktop.baseUrl });
    try {
      const theirs = await other.newPage();
      await theirs.goto("/login");
      await theirs.waitForSelector("html[data-hydrated]", { state: "attached" });
      await submitLogin(theirs, person.email, person.password);
      await theirs
        .getByRole("alert")
        .filter({ hasText: "Your account is deactivated. Please contact support for help." })
        .waitFor();

      await page.getByRole("button", { name: "Reactivate account" }).click();
      await page.getByRole("button", { name: "Deactivate account" }).waitFor();
      await logIn(theirs, person);
    } finally {
      await other.close();
    }
  });

  it("refunds a paid order from its page after asking, and says it is done", async () => {
    const { page } = desktop;
    const buyer = newPerson("refunded");
    await signUp(page, buyer);
    const [order] = await queryServerDatabase<{ id: number; order_code: string }>(
      `insert into orders (user_id, subtotal_amount, total_amount, provider, payment_status, provider_payment_id, paid_at)
       select id, 19.99, 19.99, 'test', 'paid', 'test_pi_' || id, now() from users where email = $1
       returning id, order_code`,
      [buyer.email],
    );
    await signUpAdmin(page);
    await page.goto(`/admin/orders/${order!.id}`);
    await page.getByRole("heading", { name: order!.order_code, level: 1 }).waitFor();
    await page.getByRole("button", { name: "Refund order" }).click();
    await page
      .getByRole("dialog", { name: `Refund ${order!.order_code}?` })
      .getByRole("button", { name: "Refund" })
      .click();
    // The button goes with the refund; the page still tells the admin it is done.
    await page
      .locator(".mantine-Notification-root", {
        hasText: "The order is refunded and its e-books are revoked.",
      })
      .waitFor();
    await page.getByRole("button", { name: "Refund order" }).waitFor({ state: "detached" });
    const [row] = await queryServerDatabase<{ payment_status: string }>(
      "select payment_status from orders where id = $1",
      [order!.id],
    );
    expect(row!.payment_status).toBe("refunded");
  });

  it("asks before giving or taking the admin role, and a person's orders open their pages", async () => {
    const { page } = desktop;
    const person = newPerson("promoted");
    await signUp(page, person);
    const [user] = await queryServerDatabase<{ id: number }>("select id from users where email = $1", [
      person.email,
    ]);
    const userId = user!.id;
    // A checkout they left on the payment page: an order the admin looks into.
    const [order] = await queryServerDatabase<{ id: number; order_code: string }>(
      `insert into orders (user_id, subtotal_amount, total_amount, provider)
       values ($1, 19.99, 19.99, 'test') returning id, order_code`,
      [userId],
    );
    // Left because they pressed Pay again: the newer checkout closed it.
    const [newer] = await queryServerDatabase<{ id: number; order_code: string }>(
      `insert into orders (user_id, subtotal_amount, total_amount, provider)
       values ($1, 19.99, 19.99, 'test') returning id, order_code`,
      [userId],
    );
    await queryServerDatabase(
      `update orders set payment_status = 'cancelled', closed_reason = 'replaced', closed_by_order_id = $2
       where id = $1`,
      [order!.id, newer!.id],
    );
    await signUpAdmin(page);
    await page.goto(`/admin/users/${userId}`);
    await page.getByRole("heading", { name: person.name, level: 1 }).waitFor();

    const roleOf = async () =>
      (await queryServerDatabase<{ role: string }>("select role from users where id = $1", [userId]))[0]!
        .role;
    await page.getByRole("button", { name: "Make admin" }).click();
    const grant = page.getByRole("dialog", { name: `Make ${person.name} an administrator?` });
    await grant.getByText("They can then change everything in the admin area").waitFor();
    await grant.getByRole("button", { name: "Cancel" }).click();
    await grant.waitFor({ state: "detached" });
    expect(await roleOf()).toBe("user");

    await page.getByRole("button", { name: "Make admin" }).click();
    await grant.getByRole("button", { name: "Make admin" }).click();
    await page.getByRole("button", { name: "Remove admin role" }).waitFor();
    expect(await roleOf()).toBe("admin");
    await page.getByRole("button", { name: "Remove admin role" }).click();
    await page
      .getByRole("dialog", { name: `Remove ${person.name}'s admin role?` })
      .getByRole("button", { name: "Remove admin role" })
      .click();
    await page.getByRole("button", { name: "Make admin" }).waitFor();
    expect(await roleOf()).toBe("user");

    await page.getByRole("link", { name: order!.order_code }).click();
    await page.waitForURL((url) => url.pathname === `/admin/orders/${order!.id}`);
    await page.getByRole("heading", { name: order!.order_code, level: 1 }).waitFor();
    expect(await page.getByTestId("closed-by").textContent()).toBe(
      `Its checkout was closed when the buyer started a newer one, ${newer!.order_code}.`,
    );
    await page.getByTestId("closed-by").getByRole("link", { name: newer!.order_code }).click();
    await page.getByRole("heading", { name: newer!.order_code, level: 1 }).waitFor();
    expect(await page.getByTestId("closed-by").count()).toBe(0);

    // The audit log names the kinds of row and the rows in words, and each change opens the row it changed.
    await page.goto("/admin/audit-log");
    await page.getByLabel("Kind").selectOption({ label: "User" });
    await page.getByLabel("Id").fill(String(userId));
    await page.getByRole("button", { name: "Filter" }).click();
    await page.waitForURL((url) => url.searchParams.get("entity_type") === "user");
    const entries = page.getByTestId("audit-entry");
    // The filtered list renders just after the address changes: wait for it, not the one before.
    await expect.poll(() => entries.count()).toBe(2);
    expect(await entries.first().getByText(`User #${userId} “${person.email}” · revoke admin`).count()).toBe(
      1,
    );
    expect(await entries.first().getByText("Role: admin → user").count()).toBe(1);
    await entries.first().getByRole("link", { name: "Open" }).click();
    await page.waitForURL((url) => url.pathname === `/admin/users/${userId}`);
  });

  it("refuses a certificate revocation without a reason under its field, before asking to confirm", async () => {
    const { page } = desktop;
    const holder = newPerson("holder");
    await signUp(page, holder);
    // A certificate the holder earned, as passing the exam leaves it.
    const slug = "javascript-fundamentals-interview-questions";
    const [certificate] = await queryServerDatabase<{ code: string; public_id: string }>(
      `with attempt as (
         insert into exam_attempts (user_id, category_id, duration_seconds, deadline_at, pass_mark_percent,
                                    submitted_at, closed_by, score, total, passed)
         select u.id, c.id, 3600, now(), 60, now(), 'learner', 9, 10, true
         from users u, categories c where u.email = $1 and c.slug = $2
         returning id, user_id, category_id)
       insert into certificates (user_id, category_id, attempt_id)
       select user_id, category_id, id from attempt returning code, public_id`,
      [holder.email, slug],
    );
    const { code, public_id: publicId } = certificate!;
    await signUpAdmin(page);
    await page.goto(`/admin/certificates?search=${code}`);
    const row = page.getByTestId("certificate-row").filter({ hasText: code });
    const reason = row.getByLabel("Reason");
    const revoke = row.getByRole("button", { name: "Revoke", exact: true });
    const error = row.locator(".mantine-InputWrapper-error");
    const confirm = page.getByRole("dialog", { name: "Revoke this certificate?" });

    // Nothing, or only spaces: the server's message under the field, which takes the focus; no
    // confirmation is asked for what would be refused.
    for (const empty of ["", "   "]) {
      await reason.fill(empty);
      await revoke.click();
      await error.filter({ hasText: "The reason field is required." }).waitFor();
      expect(await reason.evaluate((input) => input === document.activeElement)).toBe(true);
      expect(await confirm.count()).toBe(0);
      expect(await page.getByRole("dialog", { name: "Validation Errors" }).count()).toBe(0);
    }
    await expectStyled(page, "revocation reason refused");

    // Typing clears the message; with a reason, the revocation is asked for, then done.
    await reason.fill("Issued in error during a site test.");
    expect(await error.count()).toBe(0);
    await revoke.click();
    await confirm.getByText(`${code} (${holder.name}`).waitFor();
    await confirm.getByRole("button", { name: "Revoke" }).click();
    await row.getByText("Issued in error during a site test.", { exact: false }).waitFor();
    expect(await row.getByText("revoked", { exact: true }).count()).toBe(1);

    // Its public page says it is no longer valid.
    const verify = await page.goto(`/verify-certificate/${publicId}/${slug}`);
    expect(verify?.status()).toBe(410);
    await page.getByRole("heading", { name: "Revoked — this certificate is not valid" }).waitFor();
  });

  it("answers an enquiry from the admin's mail program, with the question quoted, then marks it handled", async () => {
    const { page, browser } = desktop;
    const asker = newPerson("enquirer");
    const question = `My OPT ends in March and my employer will file an H-1B petition.\nWhich documents should I prepare? (${asker.email})`;
    const visitor = await browser.newContext({
      baseURL: desktop.baseUrl,
      extraHTTPHeaders: { "X-Forwarded-For": randomClientIp() },
    });
    try {
      const theirs = await visitor.newPage();
      waitForHydrationOnGoto(theirs);
      await theirs.goto("/immigration-support");
      await theirs.getByRole("textbox", { name: "Name", exact: true }).fill(asker.name);
      await theirs.getByRole("textbox", { name: "Email", exact: true }).fill(asker.email);
      await theirs.getByRole("textbox", { name: "Phone", exact: true }).fill("+1 512 555 0142");
      await theirs.getByRole("textbox", { name: "Message", exact: true }).fill(question);
      await theirs.getByRole("button", { name: "Send inquiry" }).click();
      await theirs.getByTestId("enquiry-sent").waitFor();
    } finally {
      await visitor.close();
    }

    await signUpAdmin(page);
    await page.goto("/admin/enquiries");
    const row = page.getByTestId("enquiry-row").filter({ hasText: asker.email });
    // When it came, to the minute, as the operator answers the day's inquiries.
    await row.getByText(/· [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M UTC$/).waitFor();
    const reply = new URL((await row.getByRole("link", { name: "Reply by email" }).getAttribute("href"))!);
    expect(reply.protocol).toBe("mailto:");
    expect(reply.pathname).toBe(asker.email);
    expect(reply.searchParams.get("subject")).toBe("Your immigration-support inquiry");
    const body = reply.searchParams.get("body")!;
    expect(body.startsWith(`Hello ${asker.name},`)).toBe(true);
    expect(body).toContain(
      "> My OPT ends in March and my employer will file an H-1B petition.\n> Which documents should I prepare?",
    );

    await row.getByRole("button", { name: "Mark handled" }).click();
    await row.waitFor({ state: "detached" });
    await page.goto("/admin/enquiries?state=handled");
    await page
      .getByTestId("enquiry-row")
      .filter({ hasText: asker.email })
      .getByText(/^Handled [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M UTC/)
      .waitFor();
  });
});
