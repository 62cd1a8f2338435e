/**
 * The headers the production server sends with its real pages: the Content-Security-Policy nonce
 * on every inline script, caching that follows the session, Retry-After on every 429.
 */
import { createHash, randomBytes } from "node:crypto";
import { describe, expect, inject, it } from "vitest";
import { randomClientIp } from "../support/browser.ts";

const baseUrl = inject("baseUrl");
const QA_PAGE = "/question-answer/javascript-fundamentals-interview-questions";

function nonceOf(response: Response): string {
  const nonce = response.headers
    .get("content-security-policy")
    ?.match(/script-src [^;]*'nonce-([^']+)'/)?.[1];
  // 128 bits or more of base64: a fresh, unguessable value on every response.
  expect(nonce).toMatch(/^[A-Za-z0-9+/_-]{22,}={0,2}$/);
  return nonce!;
}

/** A new account, signed in through the API: its token is also the web session's cookie value. */
async function newAccount() {
  const headers = { "Content-Type": "application/json", "X-Forwarded-For": randomClientIp() };
  const account = {
    name: "Header Test",
    email: `headers-${randomBytes(5).toString("hex")}@example.com`,
    password: "correct horse battery",
  };
  const registered = await fetch(`${baseUrl}/api/auth/register`, {
    method: "POST",
    headers,
    body: JSON.stringify(account),
  });
  expect(registered.status).toBe(200);
  const login = await fetch(`${baseUrl}/api/auth/userLogin`, {
    method: "POST",
    headers,
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  expect(login.status).toBe(200);
  const token: string = (await login.json()).access_token;
  return { ...account, token, cookie: `w3p_session=${token}` };
}

/** The sources of the response's `script-src`. */
function scriptSources(response: Response): string[] {
  const policy = response.headers.get("content-security-policy") ?? "";
  return (
    policy
      .match(/script-src ([^;]*)/)?.[1]
      ?.trim()
      .split(/\s+/) ?? []
  );
}

/** Every script element of a page's HTML: its opening tag and its text. */
function scriptsOf(html: string) {
  return [...html.matchAll(/(<script\b[^>]*>)([\s\S]*?)<\/script>/g)].map(([, tag = "", text = ""]) => ({
    tag,
    text,
  }));
}

describe("Content-Security-Policy nonce", () => {
  it.each([
    ["/login", false],
    ["/", true],
    [QA_PAGE, true],
  ])(
    "%s (signed in: %s): every script React and React Router write carries this response's nonce",
    async (path, signedIn) => {
      const headers: Record<string, string> = signedIn ? { Cookie: (await newAccount()).cookie } : {};
      const response = await fetch(`${baseUrl}${path}`, { headers });
      expect(response.status).toBe(200);
      const nonce = nonceOf(response);
      const html = await response.text();
      const scripts = scriptsOf(html).map((script) => script.tag);
      // Hydration data, the module entry, streaming helpers, scroll restoration.
      expect(scripts.length).toBeGreaterThanOrEqual(4);
      for (const tag of scripts) {
        // JSON-LD is data the browser never runs, so the policy does not apply to it.
        if (tag.includes('type="application/ld+json"')) continue;
        expect(tag).toContain(`nonce="${nonce}"`);
      }
    },
  );

  it("is new for every response", async () => {
    const nonces = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const response = await fetch(`${baseUrl}/login`);
      nonces.add(nonceOf(response));
      await response.body?.cancel();
    }
    expect(nonces.size).toBe(3);
  });
});

describe("Content-Security-Policy of a page kept for anonymous visitors", () => {
  it.each(["/", QA_PAGE])(
    "%s: no nonce; each inline script is allowed by its own hash, and nothing else inline",
    async (path) => {
      await (await fetch(`${baseUrl}${path}`)).text();
      const response = await fetch(`${baseUrl}${path}`);
      expect(response.status).toBe(200);
      const sources = scriptSources(response);
      expect(sources.some((source) => source.startsWith("'nonce-"))).toBe(false);
      expect(sources).not.toContain("'unsafe-inline'");
      const html = await response.text();
      expect(html).not.toMatch(/<script[^>]* nonce=/);
      const inline = scriptsOf(html).filter(
        ({ tag }) => !tag.includes(" src=") && !tag.includes('type="application/ld+json"'),
      );
      expect(inline.length).toBeGreaterThanOrEqual(3);
      const hashes = inline.map(
        ({ text }) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`,
      );
      expect(sources.filter((source) => source.startsWith("'sha256-")).sort()).toEqual(
        [...new Set(hashes)].sort(),
      );
    },
  );
});

describe("Cache-Control follows the session", () => {
  it("is no-store for pages rendered for a signed-in member, and for their data requests", async () => {
    const { cookie } = await newAccount();
    for (const path of ["/", "/dashboard", QA_PAGE, `${QA_PAGE}.data`]) {
      const response = await fetch(`${baseUrl}${path}`, { headers: { Cookie: cookie }, redirect: "manual" });
      expect(response.status, path).toBe(200);
      expect(response.headers.get("cache-control"), path).toBe("no-store");
      await response.body?.cancel();
    }
  });

  it("is no-store for the API's user calls", async () => {
    const { token } = await newAccount();
    const response = await fetch(`${baseUrl}/api/user/checkCurrentUser`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it("is no-store for the web login that sets the session cookie", async () => {
    const { email, password } = await newAccount();
    const response = await fetch(`${baseUrl}/login`, {
      method: "POST",
      headers: {
        Origin: baseUrl,
        "Content-Type": "application/x-www-form-urlencoded",
        "X-Forwarded-For": randomClientIp(),
      },
      body: new URLSearchParams({ email, password }),
      redirect: "manual",
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("set-cookie")).toMatch(/^w3p_session=/);
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it("is no-cache for an anonymous page that is not kept, such as /login", async () => {
    const response = await fetch(`${baseUrl}/login`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-cache");
    await response.body?.cancel();
  });

  it.each(["/", QA_PAGE])(
    "%s seen anonymously: a browser revalidates (ETag, 304), a shared cache may keep it briefly per Cookie",
    async (path) => {
      const response = await fetch(`${baseUrl}${path}`);
      expect(response.status).toBe(200);
      await response.text();
      const cacheControl = response.headers.get("cache-control") ?? "";
      expect(cacheControl).toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/);
      expect(response.headers.get("vary")).toMatch(/\bCookie\b/);
      const etag = response.headers.get("etag");
      expect(etag).toBeTruthy();
      const repeat = await fetch(`${baseUrl}${path}`, { headers: { "If-None-Match": etag! } });
      expect(repeat.status).toBe(304);
      expect(await repeat.text()).toBe("");
    },
  );
});

describe("429 answers", () => {
  /** Eleven failed logins for one new email from one address: its limit there is ten per 15 minutes. */
  async function eleventhLogin(send: (email: string, ip: string) => Promise<Response>) {
    const email = `limited-${randomBytes(5).toString("hex")}@example.com`;
    const ip = randomClientIp();
    for (let attempt = 1; attempt <= 10; attempt++) {
      const response = await send(email, ip);
      expect(response.status, `attempt ${attempt}`).not.toBe(429);
      await response.body?.cancel();
    }
    return send(email, ip);
  }

  it("carry Retry-After from the web login form", async () => {
    const response = await eleventhLogin((email, ip) =>
      fetch(`${baseUrl}/login`, {
        method: "POST",
        headers: {
          Origin: baseUrl,
          "Content-Type": "application/x-www-form-urlencoded",
          "X-Forwarded-For": ip,
        },
        body: new URLSearchParams({ email, password: "wrong-password" }),
      }),
    );
    expect(response.status).toBe(429);
    const retryAfter = Number(response.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
  });

  // A signed-in person's wrong passwords count against the account's login limit from their
  // address (ten per 15 minutes): these pages' forms pass the wait on too.
  for (const [path, wrongPassword] of [
    [
      "/user/change-password",
      {
        old_password: "not the password",
        new_password: "a new long password",
        new_password_confirmation: "a new long password",
      },
    ],
    ["/user/account-delete", { status: "0", password: "not the password" }],
  ] as const) {
    const refusal =
      "old_password" in wrongPassword ? "The old password is incorrect." : "The password is incorrect.";
    it(`carry Retry-After from ${path}'s password check`, async () => {
      const account = await newAccount();
      const post = () =>
        fetch(`${baseUrl}${path}`, {
          method: "POST",
          headers: {
            Origin: baseUrl,
            Cookie: account.cookie,
            "Content-Type": "application/x-www-form-urlencoded",
          },
          body: new URLSearchParams(wrongPassword),
        });
      for (let attempt = 1; attempt <= 10; attempt++) {
        const response = await post();
        expect(response.status, `attempt ${attempt}`).toBe(422);
        // Refused by the password check itself (the page says so), not by the form's other fields.
        expect(await response.text(), `attempt ${attempt}`).toContain(refusal);
      }
      const response = await post();
      expect(response.status).toBe(429);
      const retryAfter = Number(response.headers.get("retry-after"));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    });
  }

  it("carry Retry-After from the API's login", async () => {
    const response = await eleventhLogin((email, ip) =>
      fetch(`${baseUrl}/api/auth/userLogin`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Forwarded-For": ip },
        body: JSON.stringify({ email, password: "wrong-password" }),
      }),
    );
    expect(response.status).toBe(429);
    const retryAfter = Number(response.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
  });
});
