/**
 * Helpers for the account journeys in tests/e2e: a fresh person per test (the e2e server is
 * shared by every file), signed up and logged in through the real pages.
 */
import { randomBytes } from "node:crypto";
import type { Locator, Page } from "playwright-core";
import { queryServerDatabase } from "./server-database.ts";

export type Person = { name: string; email: string; password: string };

export function newPerson(label: string): Person {
  const id = randomBytes(5).toString("hex");
  return { name: `Test ${label} ${id}`, email: `${label}-${id}@example.com`, password: `pass-${id}-word` };
}

export async function signUp(page: Page, person: Person, path = "/signup") {
  await page.goto(path);
  await page.getByLabel("Name").fill(person.name);
  await page.getByLabel("Email").fill(person.email);
  await page.locator("input[name=password]").fill(person.password);
  await page.getByRole("button", { name: "Sign up" }).click();
  await page.waitForURL((url) => url.pathname === "/login");
}

/** Fills the login page; the caller decides what should happen next. */
export async function submitLogin(page: Page, email: string, password: string) {
  if (new URL(page.url()).pathname !== "/login") await page.goto("/login");
  // After a client-side redirect the address changes a moment before the new page renders.
  await page.getByRole("heading", { name: "Login", level: 1 }).waitFor();
  await page.getByLabel("Email").fill(email);
  await page.locator("input[name=password]").fill(password);
  await page.getByRole("button", { name: "Login" }).click();
}

export async function logIn(page: Page, person: Person) {
  await submitLogin(page, person.email, person.password);
  await page.waitForURL((url) => url.pathname === "/dashboard");
}

/** Sends the Register tab of the login/register modal; answers the form, which clears once it worked. */
export async function registerInModal(dialog: Locator, person: Person): Promise<Locator> {
  await dialog.getByRole("tab", { name: "Register" }).click();
  const register = dialog.locator('form[action="/auth/modal-register"]');
  await register.getByLabel("Name").fill(person.name);
  await register.getByLabel("Email").fill(person.email);
  await register.locator("input[name=password]").fill(person.password);
  await register.getByRole("button", { name: "Register" }).click();
  return register;
}

export async function signUpAndLogIn(page: Page, label: string): Promise<Person> {
  const person = newPerson(label);
  await signUp(page, person);
  await logIn(page, person);
  return person;
}

/**
 * The newest mail to `email`. The e2e server has no SMTP_URL, so mails stay in the outbox
 * table, exactly as a developer's server keeps them.
 */
export async function latestMailTo(email: string): Promise<{ subject: string; text: string } | undefined> {
  const [mail] = await queryServerDatabase<{ subject: string; text_body: string }>(
    "select subject, text_body from mail_outbox where to_address = $1 order by id desc limit 1",
    [email],
  );
  return mail && { subject: mail.subject, text: mail.text_body };
}
