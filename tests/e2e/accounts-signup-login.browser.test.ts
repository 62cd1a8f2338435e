/** Signing up, logging in and out, as a visitor does it in Chromium (SPEC.md §2 Auth, §4, §8). */
import { describe, expect, it } from "vitest";
import { latestMailTo, logIn, newPerson, signUp, submitLogin } from "../support/accounts.ts";
import { isFocused, setupBrowser } from "../support/browser.ts";
import { contrastRatio } from "../support/contrast.ts";

const desktop = setupBrowser();

const TOO_COMMON = "This password is too common. Choose one that is harder to guess.";

describe("signup, login and logout", () => {
  it("signs up, logs in to the dashboard and logs out", async () => {
    const { page } = desktop;
    const person = newPerson("signup");

    // A too-short password: the server's message under the field, and nothing created.
    await page.goto("/signup");
    // Each field's box can be told from the page: 3:1 at least on white (WCAG 1.4.11).
    for (const field of [page.getByLabel("Name"), page.locator("input[name=password]")]) {
      const border = await field.evaluate((input) => getComputedStyle(input).borderTopColor);
      expect(contrastRatio(border, "rgb(255, 255, 255)")).toBeGreaterThanOrEqual(3);
    }
    await page.getByLabel("Name").fill(person.name);
    await page.getByLabel("Email").fill(person.email);
    await page.locator("input[name=password]").fill("short");
    await page.getByRole("button", { name: "Sign up" }).click();
    await page
      .locator(".mantine-InputWrapper-error", { hasText: "The password must be at least 8 characters." })
      .waitFor();
    expect(new URL(page.url()).pathname).toBe("/signup");
    // One of the passwords people choose most often: long enough, and still refused under the field.
    await page.locator("input[name=password]").fill("Password1");
    await page.getByRole("button", { name: "Sign up" }).click();
    await page.locator(".mantine-InputWrapper-error", { hasText: TOO_COMMON }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/signup");

    // From the keyboard: Tab moves from the password to its show/hide button, Space shows it.
    const password = page.locator("input[name=password]");
    await password.fill(person.password);
    await password.focus();
    await page.keyboard.press("Tab");
    const toggle = page.getByRole("button", { name: "Show password" });
    expect(await toggle.evaluate((button) => button === document.activeElement)).toBe(true);
    expect(await toggle.getAttribute("aria-pressed")).toBe("false");
    await page.keyboard.press("Space");
    expect(await password.getAttribute("type")).toBe("text");
    expect(await toggle.getAttribute("aria-pressed")).toBe("true");
    await page.getByRole("button", { name: "Sign up" }).click();
    await page.waitForURL((url) => url.pathname === "/login");
    await page.getByText("Register successfully").waitFor();
    // A flash message shows once: the next page does not repeat it.
    expect((await page.context().cookies()).some((c) => c.name === "w3p_flash")).toBe(false);
    await page.reload();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    expect(await page.getByText("Register successfully").count()).toBe(0);

    // The same email cannot sign up twice.
    await page.goto("/signup");
    await page.getByLabel("Name").fill(person.name);
    await page.getByLabel("Email").fill(person.email);
    await page.locator("input[name=password]").fill(person.password);
    await page.getByRole("button", { name: "Sign up" }).click();
    await page
      .locator(".mantine-InputWrapper-error", { hasText: "The email has already been taken." })
      .waitFor();
    // The red message above sums the fields up instead of repeating the one under Email.
    await page.getByRole("alert").filter({ hasText: "Please correct the field marked below." }).waitFor();

    // An empty form: each field says what it needs, and the message above how many to correct.
    await page.getByLabel("Name").fill("");
    await page.getByLabel("Email").fill("");
    await page.locator("input[name=password]").fill("");
    await page.getByRole("button", { name: "Sign up" }).click();
    await page.getByRole("alert").filter({ hasText: "Please correct the 3 fields marked below." }).waitFor();
    expect(await page.locator(".mantine-InputWrapper-error").count()).toBe(3);

    await submitLogin(page, person.email, "not the password");
    await page.getByRole("alert").filter({ hasText: "Invalid username or password." }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/login");

    await logIn(page, person);
    await page.getByRole("heading", { name: "Dashboard", level: 1 }).waitFor();
    expect(await page.getByTestId("count-bookmarks").textContent()).toBe("0");
    expect(await page.getByTestId("count-books").textContent()).toBe("0");
    expect(await page.getByTestId("count-certificates").textContent()).toBe("0");
    const header = page.locator("header");
    await header.getByRole("button", { name: "Logout" }).waitFor();
    expect(await header.getByRole("link", { name: "Dashboard" }).isVisible()).toBe(true);
    expect(await header.getByRole("link", { name: "Sign In" }).count()).toBe(0);
    // The session is an httpOnly cookie: page scripts cannot read the token.
    const cookie = (await page.context().cookies()).find((c) => c.name === "w3p_session");
    // A login lasts for the browser session (SPEC.md §3 keeps it in session storage).
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", expires: -1 });
    expect(await page.evaluate(() => document.cookie)).not.toContain("w3p_session");

    // A signed-in visitor does not see the login page again.
    await page.goto("/login");
    await page.waitForURL((url) => url.pathname === "/dashboard");

    await header.getByRole("button", { name: "Logout" }).click();
    await page.waitForURL((url) => url.pathname === "/login");
    await header.getByRole("link", { name: "Sign In" }).waitFor();
    expect((await page.context().cookies()).some((c) => c.name === "w3p_session")).toBe(false);

    // The logged-in area now sends the visitor to /login.
    await page.goto("/user/my-bookmarks");
    expect(new URL(page.url()).pathname).toBe("/login");
  });

  it('keeps the login for 30 days with "Keep me signed in"', async () => {
    const { page, context } = desktop;
    const person = newPerson("remember");
    await signUp(page, person);
    await page.goto("/login");
    await page.getByLabel("Email").fill(person.email);
    await page.locator("input[name=password]").fill(person.password);
    await page.getByLabel("Keep me signed in").check();
    await page.getByRole("button", { name: "Login" }).click();
    await page.waitForURL((url) => url.pathname === "/dashboard");
    const cookie = (await context.cookies()).find((c) => c.name === "w3p_session")!;
    const days = (cookie.expires - Date.now() / 1000) / 86_400;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
  });

  it("changes the sign-in email only with the current password", async () => {
    const { page } = desktop;
    const person = newPerson("email-change");
    await signUp(page, person);
    await logIn(page, person);
    const moved = newPerson("email-moved").email;
    await page.goto("/user/account-settings");
    const form = page.locator("form", { has: page.getByRole("button", { name: "Change email" }) });
    await form.getByLabel("Email").fill(moved);
    await form.getByLabel("Current password").fill("not my password");
    await form.getByRole("button", { name: "Change email" }).click();
    await form.locator(".mantine-InputWrapper-error", { hasText: "The password is incorrect." }).waitFor();
    // SPEC.md §8: the "Validation Errors" popup lists the message too.
    const popup = page.getByRole("dialog", { name: "Validation Errors" });
    await popup.getByText("The password is incorrect.").waitFor();
    await page.keyboard.press("Escape");
    await popup.waitFor({ state: "hidden" });
    // Focus is on the field the message is about, to fix it, not on the page's <body>.
    await expect.poll(() => isFocused(form.getByLabel("Current password"))).toBe(true);

    await form.getByLabel("Current password").fill(person.password);
    await form.getByRole("button", { name: "Change email" }).click();
    await page.getByText("Has been successfully updated").first().waitFor();
    // The password is not left in its field; the email field shows the new address.
    await expect.poll(() => form.getByLabel("Current password").inputValue()).toBe("");
    // (The answer can show a moment before the page's data is read again.)
    await expect.poll(() => form.getByLabel("Email").inputValue()).toBe(moved);
    await page.locator("header").getByRole("button", { name: "Logout" }).click();
    await page.waitForURL((url) => url.pathname === "/login");
    await logIn(page, { ...person, email: moved });
    const notice = await latestMailTo(person.email);
    expect(notice?.subject).toBe("Your W3Programmer email address was changed");
  });

  it("changes the password only to one that is new and not common, saying why under the field", async () => {
    const { page } = desktop;
    const person = newPerson("password-rules");
    await signUp(page, person);
    await logIn(page, person);
    await page.goto("/user/change-password");
    const form = page.locator("form", { has: page.getByRole("button", { name: "Change password" }) });
    const popup = page.getByRole("dialog", { name: "Validation Errors" });
    const tryNewPassword = async (password: string, refusal?: string) => {
      await form.locator("input[name=old_password]").fill(person.password);
      await form.locator("input[name=new_password]").fill(password);
      await form.locator("input[name=new_password_confirmation]").fill(password);
      await form.getByRole("button", { name: "Change password" }).click();
      if (refusal === undefined) return;
      await form.locator(".mantine-InputWrapper-error", { hasText: refusal }).waitFor();
      await popup.getByText(refusal).waitFor();
      await page.keyboard.press("Escape");
      await popup.waitFor({ state: "hidden" });
      await expect.poll(() => isFocused(form.locator("input[name=new_password]"))).toBe(true);
    };

    // A wrong current password is named with the other fields' mistakes, not after them.
    await form.locator("input[name=old_password]").fill("not my password");
    await form.locator("input[name=new_password]").fill(`${person.password}-2`);
    await form.locator("input[name=new_password_confirmation]").fill(`${person.password}-3`);
    await form.getByRole("button", { name: "Change password" }).click();
    await popup.getByText("The old password is incorrect.").waitFor();
    await popup.getByText("The new password confirmation does not match.").waitFor();
    await page.keyboard.press("Escape");
    await popup.waitFor({ state: "hidden" });

    await tryNewPassword(person.password, "The new password must be different from the old password.");
    await tryNewPassword("IloveYou1", TOO_COMMON);
    // Refused twice, nothing happened: no "password changed" mail.
    expect((await latestMailTo(person.email))?.subject).not.toBe("Your W3Programmer password was changed");

    await tryNewPassword(`${person.password}-2`);
    await page.getByText("Has been successfully updated").first().waitFor();
    expect((await latestMailTo(person.email))?.subject).toBe("Your W3Programmer password was changed");
  });

  it("drops an unknown invite code with a notice, so the signup still works", async () => {
    const { page } = desktop;
    const person = newPerson("bogus-code");
    await page.goto("/signup?code=BOGUS");
    await page.getByText("The invite link's code is not valid", { exact: false }).waitFor();
    expect(await page.getByText("You were invited with the code").count()).toBe(0);
    await signUp(page, person, "/signup?code=BOGUS");
    await logIn(page, person);
  });

  it("keeps a revoked session out even if the old cookie comes back", async () => {
    const { page, context } = desktop;
    const person = newPerson("revoked");
    await signUp(page, person);
    await logIn(page, person);
    const cookie = (await context.cookies()).find((c) => c.name === "w3p_session")!;

    await page.locator("header").getByRole("button", { name: "Logout" }).click();
    await page.waitForURL((url) => url.pathname === "/login");
    await context.addCookies([cookie]);
    await page.goto("/dashboard");
    expect(new URL(page.url()).pathname).toBe("/login");
    // The dead cookie is dropped on the way.
    expect((await context.cookies()).some((c) => c.name === "w3p_session")).toBe(false);
  });

  it("follows a referral link to the signup form and lists the new member for the referrer", async () => {
    const { page, context } = desktop;
    const referrer = newPerson("referrer");
    await signUp(page, referrer);
    await logIn(page, referrer);
    await page.goto("/user/referral");
    const link = await page.getByTestId("referral-link").inputValue();
    expect(link).toMatch(/\/referral\?code=[A-Z0-9]+$/);
    expect(await page.getByTestId("referral-count").textContent()).toBe("0");
    await context.clearCookies();

    // A visitor opening the link lands on the signup form with the code filled in.
    const code = new URL(link).searchParams.get("code")!;
    await page.goto(`/referral?code=${code}`);
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(`/signup?code=${code}`);
    await page.getByText(`You were invited with the code ${code}`).waitFor();
    const friend = newPerson("friend");
    await signUp(page, friend, `/signup?code=${code}`);

    await logIn(page, referrer);
    await page.goto("/user/referral");
    expect(await page.getByTestId("referral-count").textContent()).toBe("1");
    await page.getByRole("cell", { name: friend.email }).waitFor();

    // On a phone, a card a person: name, email and date all in view, nothing to scroll sideways to.
    await page.setViewportSize({ width: 390, height: 844 });
    const card = page.getByTestId("referral-card");
    for (const text of [friend.name, friend.email, /^Joined /]) {
      const box = await card.getByText(text).boundingBox();
      expect(box).not.toBeNull();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
