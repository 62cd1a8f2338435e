/**
 * The login/register modal, opened by Bookmark on a Q&A page (SPEC.md §2 /question-answer/{slug},
 * Cart's modal description, §8).
 */
import { readdir } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { newPerson, registerInModal } from "../support/accounts.ts";
import { setupBrowser } from "../support/browser.ts";

const desktop = setupBrowser();

/** A child category of the demo catalogue. */
const QA_PATH = "/question-answer/java-core-interview-questions";

describe("login/register modal", () => {
  it("loads its code when it is opened, not with the page", async () => {
    const { page } = desktop;
    const assets = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../build/client/assets");
    const chunk = (await readdir(assets)).find((name) => /^auth-modal-dialog-[\w-]+\.js$/.test(name));
    expect(chunk, "the modal's own chunk in build/client/assets").toMatch(/^auth-modal-dialog-/);
    const requested: string[] = [];
    page.on("request", (request) => requested.push(new URL(request.url()).pathname));

    await page.goto(QA_PATH);
    expect(requested.some((url) => url.endsWith(".js"))).toBe(true);
    expect(requested).not.toContain(`/assets/${chunk}`);

    await page.getByRole("button", { name: "Bookmark" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.waitFor();
    expect(requested).toContain(`/assets/${chunk}`);
    // The modal that arrived works: an empty login is refused with the server's message.
    await dialog.getByRole("button", { name: "Login" }).click();
    await dialog.getByRole("alert").waitFor();

    // A visitor who forgot the password finds the way from the modal, which closes behind it.
    await dialog.getByRole("link", { name: "Forgot password?" }).click();
    await page.waitForURL((url) => url.pathname === "/forgot-password");
    await page.getByRole("heading", { name: "Forgot password" }).waitFor();
    await dialog.waitFor({ state: "detached" });
  });

  it("registers and logs in from a Q&A page, which then reloads on the same slug signed in", async () => {
    const { page } = desktop;
    const person = newPerson("modal");
    // The page's timers on a clock the test can move: time flows as usual until it is moved on.
    await page.clock.install();
    await page.goto(QA_PATH);
    await page.getByRole("button", { name: "Bookmark" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.waitFor();
    expect((await dialog.boundingBox())?.width).toBe(700);

    // Clicking the backdrop does not close it. Proving that nothing happens takes time: the page's
    // clock is moved well past the modal's closing transition instead of the test sleeping.
    await page.mouse.click(8, 450);
    await page.clock.runFor(2_000);
    expect(await dialog.isVisible()).toBe(true);

    // An empty Register tab: each field says what it needs, the message above how many to correct.
    await dialog.getByRole("tab", { name: "Register" }).click();
    await dialog.getByRole("button", { name: "Register" }).click();
    await dialog
      .getByRole("alert")
      .filter({ hasText: "Please correct the 3 fields marked below." })
      .waitFor();
    expect(await dialog.locator(".mantine-InputWrapper-error").count()).toBe(3);

    const register = await registerInModal(dialog, person);
    await page.getByText("Register successfully").waitFor();
    // The fields clear and the Login tab opens.
    await dialog.getByRole("tab", { name: "Login", selected: true }).waitFor();
    expect(await register.locator("input[name=email]").inputValue()).toBe("");
    expect(await register.locator("input[name=name]").inputValue()).toBe("");

    const login = dialog.locator('form[action="/auth/modal-login"]');
    await login.getByLabel("Email").fill(person.email);
    await login.locator("input[name=password]").fill("not the password");
    // The password can be shown.
    await login.getByRole("button", { name: "Show password" }).click();
    expect(await login.locator("input[name=password]").getAttribute("type")).toBe("text");
    await login.getByRole("button", { name: "Login" }).click();
    await dialog.getByRole("alert").filter({ hasText: "Invalid email or password." }).waitFor();

    await login.locator("input[name=password]").fill(person.password);
    const reloaded = page.waitForEvent("load");
    await login.getByRole("button", { name: "Login" }).click();
    await reloaded;
    expect(new URL(page.url()).pathname).toBe(QA_PATH);
    await page.locator("header").getByRole("button", { name: "Logout" }).waitFor();
    expect(await page.getByRole("dialog").count()).toBe(0);

    // The Bookmark that asked for the login was saved on the way.
    await page.getByRole("link", { name: "Bookmarked: see your bookmarks" }).waitFor();
    expect(await page.getByRole("dialog").count()).toBe(0);
  });

  it("is full width at 768 px and narrower", async () => {
    const { page } = desktop;
    await page.setViewportSize({ width: 768, height: 900 });
    await page.goto(QA_PATH);
    await page.getByRole("button", { name: "Bookmark" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.waitFor();
    expect((await dialog.boundingBox())?.width).toBe(768);
    // The close button still closes it.
    await dialog.getByRole("button", { name: /close/i }).click();
    await dialog.waitFor({ state: "hidden" });
  });
});
