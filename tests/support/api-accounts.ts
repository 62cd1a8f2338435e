/**
 * Helpers for the accounts API tests: an app that trusts X-Forwarded-For so each test can be its
 * own visitor (the real rate limits stay on), and short ways to sign up and log in.
 */
import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { sessions } from "../../server/db/schema/index.ts";
import { hashToken } from "../../server/services/accounts/tokens.ts";
import type { Config } from "../../server/config.ts";
import type { Logger } from "../../server/logger.ts";
import { createTestApp } from "./test-app.ts";
import type { TestDatabase } from "./test-database.ts";

export type TestApp = ReturnType<typeof createTestApp>;

export function accountsApp(
  database: TestDatabase,
  overrides: Partial<Config> = {},
  logger?: Logger,
): TestApp {
  return createTestApp(database, { trustProxy: 1, ...overrides }, logger);
}

let visitor = 0;
/** A new client address from 198.51.100.0/22 (documentation range), so limits per IP start at 0. */
export function freshIp(): string {
  visitor += 1;
  return `198.51.${100 + Math.floor(visitor / 250)}.${(visitor % 250) + 1}`;
}

export function uniqueEmail(prefix = "user"): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.com`;
}

type RequestOptions = { token?: string; ip?: string; headers?: Record<string, string> };

function headersFor(options: RequestOptions, extra: Record<string, string> = {}) {
  return {
    "x-forwarded-for": options.ip ?? freshIp(),
    ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    ...extra,
    ...options.headers,
  };
}

export function postJson(app: TestApp, path: string, body: unknown, options: RequestOptions = {}) {
  return app.request(path, {
    method: "POST",
    headers: headersFor(options, { "content-type": "application/json" }),
    body: JSON.stringify(body),
  });
}

/** A multipart/form-data POST, as SPEC's multipart calls are made. */
export function postForm(
  app: TestApp,
  path: string,
  fields: Record<string, string | Blob | File>,
  options: RequestOptions = {},
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return app.request(path, { method: "POST", headers: headersFor(options), body: form });
}

export function get(app: TestApp, path: string, options: RequestOptions = {}) {
  return app.request(path, { headers: headersFor(options) });
}

export type TestAccount = {
  id: number;
  name: string;
  email: string;
  password: string;
  inviteCode: string;
  token: string;
};

/** Registers a new account through the API and logs it in. */
export async function signUpAndLogIn(
  app: TestApp,
  fields: { name?: string; email?: string; password?: string; inviteCode?: string } = {},
): Promise<TestAccount> {
  const account = {
    name: fields.name ?? "Test Person",
    email: fields.email ?? uniqueEmail(),
    password: fields.password ?? "correct horse battery",
  };
  const registered = await postJson(app, "/api/auth/register", { ...account, inviteCode: fields.inviteCode });
  if (registered.status !== 200) throw new Error(`register: ${registered.status} ${await registered.text()}`);
  const token = await logIn(app, account.email, account.password);
  const { user } = await registered.json();
  return { ...account, id: user.id, inviteCode: user.inviteCode, token };
}

/** A login the test expects to work: its bearer token, or a thrown error saying why not. */
export async function logIn(app: TestApp, email: string, password: string): Promise<string> {
  const response = await tryLogIn(app, email, password);
  if (response.status !== 200) throw new Error(`login: ${response.status} ${await response.text()}`);
  return (await response.json()).access_token;
}

/** A login whose answer the test looks at (refused, deactivated…). */
export function tryLogIn(app: TestApp, email: string, password: string) {
  return postJson(app, "/api/auth/userLogin", { email, password });
}

/** The status a user call answers with this token: 200 while the session is open, 401 once it ended. */
export async function sessionStatus(app: TestApp, token: string): Promise<number> {
  const response = await get(app, "/api/user/checkCurrentUser", { token });
  await response.body?.cancel();
  return response.status;
}

/**
 * SPEC's multipart password change for the account's session: its current password (unless
 * `oldPassword` says otherwise) and the new one confirmed (unless `confirmation` differs).
 */
export function changePassword(
  app: TestApp,
  account: Pick<TestAccount, "password" | "token">,
  newPassword: string,
  { oldPassword = account.password, confirmation = newPassword } = {},
) {
  return postForm(
    app,
    "/api/auth/updatePassword",
    { old_password: oldPassword, new_password: newPassword, new_password_confirmation: confirmation },
    { token: account.token },
  );
}

/**
 * Makes the login of the account's session 16 minutes old, as if the person had signed in and
 * walked away: past the recent login that role changes, refunds and deletion ask for.
 */
export async function ageLogin(database: TestDatabase, account: { token: string }) {
  await database.db
    .update(sessions)
    .set({ authenticatedAt: sql`now() - interval '16 minutes'` })
    .where(eq(sessions.tokenHash, hashToken(account.token)));
}
