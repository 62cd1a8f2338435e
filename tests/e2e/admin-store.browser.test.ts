/**
 * The guides and e-books editor: an admin uploads the PDF of a new e-book, whose page then shows
 * it and which a buyer, after the TEST MODE checkout, reads in their stamped copy; a file renamed
 * to .pdf that is not a PDF is refused with the field's message on the page. The coupon editor
 * shows every wrong field's message at once, in the words of the form's labels; the coupon list
 * deletes a mistyped coupon after a confirmation and refuses one that an order names.
 * The file runs its own server: the e-book it adds must not appear in what other tests look at.
 */
import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { randomClientIp, setupBrowser } from "../support/browser.ts";
import { logIn, newPerson, signUp } from "../support/accounts.ts";
import { signUpAdmin } from "../support/browser-admins.ts";
import { pdfSaying } from "../support/pdf-files.ts";
import { queryDatabaseIn } from "../support/server-database.ts";
import { setupOwnServer } from "../support/own-server.ts";

const desktop = setupBrowser();
const server = setupOwnServer("w3p-admin-store-");

describe("the guides and e-books editor", () => {
  it("publishes an uploaded PDF that a buyer reads, and refuses a renamed non-PDF on the field", async () => {
    const { page, browser } = desktop;
    const suffix = randomBytes(4).toString("hex");
    const book = { title: `Kotlin Coroutines ${suffix}`, slug: `kotlin-coroutines-${suffix}` };
    const inside = `Structured concurrency ${suffix}`;
    await signUpAdmin(page, server);

    // A renamed HTML file: refused on the field, nothing added.
    await page.goto(`${server.url}/admin/services/new`);
    await page.locator("input[name=title]").fill(book.title);
    await page.locator("input[name=price]").fill("12.50");
    await page.locator("input[type=file][name=pdf]").setInputFiles({
      name: "notes.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from("<html><body>not a pdf</body></html>"),
    });
    await page.getByRole("button", { name: "Add", exact: true }).click();
    await page.getByText("The PDF for buyers is not a PDF document.").first().waitFor();
    expect(new URL(page.url()).pathname).toBe("/admin/services/new");
    expect((await fetch(`${server.url}/guide-details/${book.slug}`)).status).toBe(404);

    // The real PDF: added, listed.
    await page.goto(`${server.url}/admin/services/new`);
    await page.locator("input[name=title]").fill(book.title);
    await page.locator("input[name=slug]").fill(book.slug);
    await page.locator("select[name=kind]").selectOption("ebook");
    await page.locator("input[name=price]").fill("12.50");
    await page.locator("input[name=old_price]").fill("20");
    // The description is written in the editor: its paragraphs and list reach the guide's page.
    await page.getByRole("textbox", { name: "Description", exact: true }).click();
    await page.keyboard.type("What you get:");
    await page.keyboard.press("Enter");
    await page.getByRole("button", { name: "Bullet list" }).click();
    await page.keyboard.type("Forty questions on coroutines and flows");
    await page.keyboard.press("Enter");
    await page.keyboard.type("Answers checked by Android engineers");
    const uploaded = await pdfSaying(inside);
    await page.locator("input[type=file][name=pdf]").setInputFiles({
      name: "coroutines.pdf",
      mimeType: "application/pdf",
      buffer: uploaded,
    });
    await page.getByRole("button", { name: "Add", exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/admin/services");
    await page
      .getByTestId("service-row")
      .filter({ hasText: book.title })
      .getByRole("link", { name: `/guide-details/${book.slug}` })
      .waitFor();
    await page.screenshot({ path: "/tmp/admin-services-1280.png", fullPage: true });

    // Its public page, anonymously.
    const publicPage = await fetch(`${server.url}/guide-details/${book.slug}`, {
      headers: { "X-Forwarded-For": randomClientIp() },
    });
    expect(publicPage.status).toBe(200);
    const publicHtml = await publicPage.text();
    expect(publicHtml).toContain(book.title);
    expect(publicHtml).toContain(
      "<p>What you get:</p><ul><li><p>Forty questions on coroutines and flows</p></li><li><p>Answers checked by Android engineers</p></li></ul>",
    );
    // Added without a rating, it says so rather than showing five empty stars and 0.0.
    expect(publicHtml).toContain("Not rated yet");
    expect(publicHtml).not.toContain("Rated 0.0 out of 5");

    // The admin gives it a rating, which its page then shows.
    await page
      .getByTestId("service-row")
      .filter({ hasText: book.title })
      .getByRole("link", { name: `Edit ${book.title}` })
      .click();
    // The form says what is uploaded: this book's PDF, which the admin can open, and no thumbnail yet.
    await page
      .getByText(/^The current PDF \([\d.]+ (bytes|KB)\) stays unless you choose a new one\.$/)
      .waitFor();
    const pdfAddress = new URL(
      (await page.getByRole("link", { name: "The current PDF" }).getAttribute("href"))!,
      server.url,
    );
    const opened = await page.request.get(pdfAddress.toString());
    expect(opened.status()).toBe(200);
    expect(opened.headers()["content-type"]).toBe("application/pdf");
    expect(opened.headers()["cache-control"]).toBe("no-store");
    expect(Buffer.compare(await opened.body(), uploaded)).toBe(0);
    // Nobody else reads the file as uploaded: buyers get stamped copies behind signed links.
    const anonymous = await fetch(pdfAddress, {
      redirect: "manual",
      headers: { "X-Forwarded-For": randomClientIp() },
    });
    expect(anonymous.status).toBe(302);
    expect(new URL(anonymous.headers.get("location")!, server.url).pathname).toBe("/login");
    expect(await page.getByRole("img", { name: "The current thumbnail" }).count()).toBe(0);
    await page.getByLabel("Star rating").fill("4.5");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/admin/services");
    await page.getByTestId("service-row").filter({ hasText: book.title }).waitFor();
    // A demo guide's form shows its cover, loaded.
    await page
      .getByTestId("service-row")
      .filter({ hasText: "Java Developer Interview Guide" })
      .getByRole("link", { name: /^Edit / })
      .click();
    const thumbnail = page.getByRole("img", { name: "The current thumbnail" });
    await thumbnail.waitFor();
    await expect
      .poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBeGreaterThan(0);
    await page.goto(`${server.url}/guide-details/${book.slug}`);
    // Beside its title: the More Books cards below have ratings of their own.
    const heading = page.getByRole("heading", { level: 1, name: book.title });
    await heading.locator("..").getByRole("img", { name: "Rated 4.5 out of 5" }).waitFor();
    expect(await heading.locator("..").getByText("Not rated yet").count()).toBe(0);

    // A buyer pays on the TEST MODE checkout and reads the new book, stamped with their name.
    const buyerContext = await browser.newContext({
      baseURL: server.url,
      viewport: { width: 1280, height: 900 },
      extraHTTPHeaders: { "X-Forwarded-For": randomClientIp() },
    });
    try {
      const buyerPage = await buyerContext.newPage();
      const buyer = newPerson("buyer");
      await signUp(buyerPage, buyer);
      await logIn(buyerPage, buyer);
      await buyerPage.goto(`/guide-details/${book.slug}`);
      await buyerPage.waitForSelector("html[data-hydrated]", { state: "attached" });
      await buyerPage.getByRole("button", { name: "Add to Cart", exact: true }).click();
      await buyerPage.getByText("Added to cart!").waitFor();
      await buyerPage.goto("/payment");
      await buyerPage.waitForSelector("html[data-hydrated]", { state: "attached" });
      await buyerPage.getByTestId("payment-item").filter({ hasText: book.title }).waitFor();
      await buyerPage.getByRole("button", { name: "Pay $12.50" }).click();
      await buyerPage.waitForURL((url) => url.pathname.startsWith("/test-checkout/"));
      // The list counts what was sold: a checkout still under way sold nothing, the paid one does.
      const soldLine = async () => {
        await page.goto(`${server.url}/admin/services`);
        return page.getByTestId("service-row").filter({ hasText: book.title }).textContent();
      };
      expect(await soldLine()).toContain("sold 0");
      await buyerPage.getByRole("button", { name: "Pay $12.50" }).click();
      await buyerPage.waitForURL((url) => url.pathname === "/payment-success");
      expect(await soldLine()).toContain("sold 1");
      await buyerPage.goto(`/read-ebooks/${book.slug}`);
      const textLayer = buyerPage.locator(".textLayer");
      await textLayer.getByText(inside, { exact: false }).first().waitFor({ timeout: 30_000 });
      expect(await textLayer.textContent()).toContain(buyer.name);
    } finally {
      await buyerContext.close();
    }
    // An admin and a buyer, each signed up, and pdf.js drawing the stamped copy: a minute when busy.
  }, 120_000);
});

describe("the coupon editor", () => {
  it("shows every wrong field's message at once, under each field and in the Validation Errors popup", async () => {
    const { page } = desktop;
    await signUpAdmin(page, server);
    await page.goto(`${server.url}/admin/coupons/new`);
    await page.getByRole("heading", { name: "Add coupon", level: 1 }).waitFor();
    await page.getByLabel("Code").fill("bad code!<b>");
    await page.getByLabel("Amount").fill("150");
    await page.getByLabel("Valid until (UTC)").fill("2099-05-31");
    await page.getByLabel("Usage cap").fill("0");
    await page.getByRole("button", { name: "Add coupon" }).click();

    const messages = [
      "The code may only contain letters, digits, - and _.",
      "A percentage is at most 100.",
      "The usage cap must be between 1 and 1000000.",
    ];
    const popup = page.getByRole("dialog", { name: "Validation Errors" });
    for (const message of messages) {
      await page.locator(".mantine-InputWrapper-error", { hasText: message }).waitFor();
      await popup.getByText(message).waitFor();
    }
    expect(new URL(page.url()).pathname).toBe("/admin/coupons/new");
  });
});

describe("the coupon list", () => {
  it("deletes a coupon no order names after a confirmation, and offers no Delete for one on an order, saying why", async () => {
    const { page } = desktop;
    const admin = await signUpAdmin(page, server);
    const suffix = randomBytes(4).toString("hex").toUpperCase();
    const [mistyped, used] = [`MISTYPED${suffix}`, `USED${suffix}`];
    for (const code of [mistyped, used]) {
      await queryDatabaseIn(
        server.dataDir,
        `insert into coupons (code, kind, amount, expires_at, max_uses)
         values ($1, 'percent', '10', now() + interval '30 days', 5)`,
        [code],
      );
    }
    // An order placed with the second one (its checkout since cancelled: it still names it).
    await queryDatabaseIn(
      server.dataDir,
      `insert into orders (user_id, subtotal_amount, discount_amount, total_amount, provider, payment_status, coupon_id, coupon_code)
       select u.id, '20.00', '2.00', '18.00', 'test', 'cancelled', c.id, c.code
       from users u, coupons c where u.email = $1 and c.code = $2`,
      [admin.email, used],
    );
    await page.goto(`${server.url}/admin/coupons?q=${suffix}`);
    const row = (code: string) => page.getByTestId("coupon-row").filter({ hasText: code });
    const toast = (text: string) => page.locator(".mantine-Notification-root", { hasText: text });

    // Edit and Disable carry their icons, as other lists' buttons do.
    for (const name of [`Edit ${used}`, `Disable ${used}`]) {
      expect(
        await row(used)
          .getByRole(name.startsWith("Edit") ? "link" : "button", { name })
          .locator("svg")
          .count(),
      ).toBe(1);
    }
    // A coupon on orders offers no Delete (the server would refuse it) and says why.
    await row(used).getByText("Can't delete: used on orders").waitFor();
    expect(
      await row(used)
        .getByRole("button", { name: `Delete ${used}` })
        .count(),
    ).toBe(0);
    await row(used)
      .getByRole("button", { name: `Disable ${used}` })
      .click();
    await toast("The coupon is disabled.").waitFor();
    await row(used).getByText("Disabled").waitFor();

    // Cancel asks nothing of the server; Delete then removes the row.
    await row(mistyped)
      .getByRole("button", { name: `Delete ${mistyped}` })
      .click();
    const confirm = page.getByRole("dialog", { name: "Delete this coupon?" });
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await confirm.waitFor({ state: "detached" });
    await row(mistyped)
      .getByRole("button", { name: `Delete ${mistyped}` })
      .click();
    await confirm.getByRole("button", { name: "Delete" }).click();
    await toast("Coupon deleted").waitFor();
    await row(mistyped).waitFor({ state: "detached" });
    expect(
      await queryDatabaseIn(server.dataDir, "select code, status from coupons where code in ($1, $2)", [
        mistyped,
        used,
      ]),
    ).toEqual([{ code: used, status: 0 }]);
  });
});
