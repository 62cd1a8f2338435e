/**
 * Deleting an account (SPEC.md §4, §6, §8; docs/decisions/0010): status 0, signed out, the old
 * login refused as deactivated, and the email free to sign up again.
 */
import { describe, expect, it } from "vitest";
import { logIn, signUp, signUpAndLogIn, submitLogin } from "../support/accounts.ts";
import { setupBrowser } from "../support/browser.ts";

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
});
