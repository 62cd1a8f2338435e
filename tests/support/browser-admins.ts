/** Admin accounts for browser tests: signed up in the browser, made admin by the operator's command. */
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import type { Page } from "playwright-core";
import { expect, inject } from "vitest";
import { logIn, newPerson, signUp, type Person } from "./accounts.ts";

/** `npm run admin:create`, run as an operator would, against a server's data (the e2e server's by default). */
export async function makeAdmin(email: string, dataDir: string = inject("dataDir")): Promise<string> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ["--import", "tsx", "scripts/admin-create.ts", email],
    { cwd: path.resolve(import.meta.dirname, "../.."), env: { ...process.env, DATA_DIR: dataDir } },
  );
  return stdout;
}

/** An admin signed in on the e2e server, or on a test's own `server`. */
export async function signUpAdmin(page: Page, server?: { url: string; dataDir: string }): Promise<Person> {
  const admin = newPerson("admin");
  await signUp(page, admin, `${server?.url ?? ""}/signup`);
  expect(await makeAdmin(admin.email, server?.dataDir)).toContain("is now an administrator");
  await logIn(page, admin);
  return admin;
}
