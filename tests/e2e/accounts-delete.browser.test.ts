/**
 * Deleting an account (SPEC.md §4, §6, §8; docs/decisions/0010): status 0, signed out, the old
 * login refused as deactivated, and the email free to sign up again; after a login older than 15
 * minutes, only with the password given again (server/services/accounts/recent-login.ts).
 */
import { describe, expect, it } from "vitest";
import { logIn, signUp, signUpAndLogIn, submitLogin } from "../support/accounts.ts";
import { setupBrowser } from "../support/browser.ts";
import { queryServerDatabase } from "../support/server-database.ts";

const desktop = setupBrowser();

describe("account deletion", () => {
  it("deletes the account, signs out, and refuses the next login as deactivated", async () => {
    const { page } = desktop;
    const person = await signUpAndLogIn(page, "delete");

    await page.goto("/user/account-delete");
    await page.getByRole("button", { name: "Delete my account" }).click();
    const confirm = page.getByRole("dialog", { name: "Delete your account?" });
    await confirm.waitFor();
    // Cancelling changes nothing.
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await confirm.waitFor({ state: "hidden" });
    await page.goto("/dashboard");
    expect(new URL(page.url()).pathname).toBe("/dashboard");

    await page.goto("/user/account-delete");
    await page.getByRole("button", { name: "Delete my account" }).click();
    await page
      .getByRole("dialog", { name: "Delete your account?" })
      .getByRole("button", { name: "Delete account" })
      .click();
    await page.waitForURL((url) => url.pathname === "/login");
    await page.getByText("Account deleted").waitFor();
    expect((await page.context().cookies()).some((c) => c.name === "w3p_session")).toBe(false);

    await submitLogin(page, person.email, person.password);
    await page
      .getByRole("alert")
      .filter({ hasText: "Your account is deactivated. Please contact support for help." })
      .waitFor();
    expect(new URL(page.url()).pathname).toBe("/login");
    await page.goto("/dashboard");
    expect(new URL(page.url()).pathname).toBe("/login");

    // The address is free again: a new account, with nothing of the old one.
    const again = { ...person, name: `${person.name} again`, password: `${person.password}-2` };
    await signUp(page, again);
    await logIn(page, again);
    await page.getByText(again.name).first().waitFor();
    expect(await page.getByTestId("count-bookmarks").textContent()).toBe("0");
  });

  it("asks for the password again after a login older than 15 minutes, and refuses a wrong one", async () => {
    const { page } = desktop;
    const person = await signUpAndLogIn(page, "delete-stale");
    const [user] = await queryServerDatabase<{ id: number }>("select id from users where email = $1", [
      person.email,
    ]);
    const userId = user!.id;
    // As if they had signed in and walked away: this browser's session logged in 16 minutes ago.
    await queryServerDatabase(
      `update sessions set authenticated_at = now() - interval '16 minutes'
       where user_id = $1 and revoked_at is null`,
      [userId],
    );
    const account = async () =>
      (
        await queryServerDatabase<{ status: number; deleted: boolean }>(
          "select status, deleted_at is not null as deleted from users where id = $1",
          [userId],
        )
      )[0];
    const deleteThroughPage = async () => {
      await page.getByRole("button", { name: "Delete my account" }).click();
      await page
        .getByRole("dialog", { name: "Delete your account?" })
        .getByRole("button", { name: "Delete account" })
        .click();
    };

    await page.goto("/user/account-delete");
    // The field is React's: typed into before hydration, its text would not be sent.
    await page.waitForSelector("html[data-hydrated]", { state: "attached" });
    const password = page.getByLabel("Your password");
    // Pressed with the field empty: the field says what it needs, and nothing is asked or sent.
    await page.getByRole("button", { name: "Delete my account" }).click();
    await page
      .locator(".mantine-InputWrapper-error", {
        hasText: "Enter your password again to delete your account.",
      })
      .waitFor();
    expect(await page.getByRole("dialog", { name: "Delete your account?" }).count()).toBe(0);
    expect(await password.evaluate((input) => input === document.activeElement)).toBe(true);
    await password.fill("not my password");
    await deleteThroughPage();
    // Under the field, and in SPEC.md §8's "Validation Errors" popup; nothing deleted.
    await page.locator(".mantine-InputWrapper-error", { hasText: "The password is incorrect." }).waitFor();
    const popup = page.getByRole("dialog", { name: "Validation Errors" });
    await popup.getByText("The password is incorrect.").waitFor();
    await page.keyboard.press("Escape");
    await popup.waitFor({ state: "hidden" });
    expect(new URL(page.url()).pathname).toBe("/user/account-delete");
    expect(await account()).toEqual({ status: 1, deleted: false });

    await password.fill(person.password);
    await deleteThroughPage();
    await page.waitForURL((url) => url.pathname === "/login");
    await page.getByText("Account deleted").waitFor();
    expect((await page.context().cookies()).some((c) => c.name === "w3p_session")).toBe(false);
    expect(await account()).toEqual({ status: 0, deleted: true });
  });
});
