/**
 * Nothing a client sends to a page's form action gives a 5xx: every route of the built app whose
 * module exports an `action` (read from the build's route manifest, so an action added later is
 * covered without touching this file) gets broken bodies and hostile values in every field, signed
 * in and with the site's Origin, and must refuse them with a 4xx, changing nothing.
 */
import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, expect, inject, it } from "vitest";
import {
  HOSTILE_TEXTS,
  HOSTILE_URL_TEXTS,
  OUT_OF_RANGE_NUMBERS,
  REFUSAL_STATUSES,
  describe as show,
  encodeBody,
  malformedBodies,
  type HostileBody,
} from "../support/hostile-input.ts";

const baseUrl = inject("baseUrl");
const database = new pg.Pool({
  max: 4,
  host: path.join(inject("dataDir"), "postgres"),
  port: 5432,
  user: "postgres",
  database: "w3programmer",
});

type ManifestRoute = { id: string; parentId?: string; path?: string; index?: boolean; hasAction: boolean };

/** The routes of the build's client manifest (build/client/assets/manifest-*.js). */
async function builtRoutes(): Promise<Record<string, ManifestRoute>> {
  const assets = path.resolve("build/client/assets");
  const file = (await fs.readdir(assets)).find((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (!file) throw new Error("no route manifest in build/client/assets: run `npm run build`");
  const source = await fs.readFile(path.join(assets, file), "utf8");
  const json = source.slice(source.indexOf("=") + 1).replace(/;\s*$/, "");
  return (JSON.parse(json) as { routes: Record<string, ManifestRoute> }).routes;
}

function fullPath(routes: Record<string, ManifestRoute>, route: ManifestRoute): string {
  const segments: string[] = [];
  for (let current: ManifestRoute | undefined = route; current; current = routes[current.parentId ?? ""]) {
    if (current.path) segments.unshift(current.path);
  }
  return `/${segments.join("/")}`.replace(/\/+/g, "/");
}

let userId: number;
let email: string;

/** A session of its own for each request, so that the logout action ends only that one. */
async function sessionCookie(): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  const hash = createHash("sha256").update(token).digest("hex");
  await database.query(
    "insert into sessions (user_id, token_hash, expires_at, persistent) values ($1, $2, now() + interval '1 hour', true)",
    [userId, hash],
  );
  return `w3p_session=${token}`;
}

let visitor = 0;
async function post(url: string, body: HostileBody, signedIn: boolean) {
  visitor += 1;
  const headers: Record<string, string> = {
    Origin: baseUrl,
    // The e2e server trusts the proxy header: each request is its own visitor for the rate limits.
    "X-Forwarded-For": `203.0.${113 + Math.floor(visitor / 250)}.${(visitor % 250) + 1}`,
  };
  if (signedIn) headers.Cookie = await sessionCookie();
  if (body.contentType) headers["Content-Type"] = body.contentType;
  return fetch(`${baseUrl}${url}`, { method: "POST", headers, body: body.body, redirect: "manual" });
}

/** Every field name a form of the page carries, with the hidden ones' values as a base. */
async function pageForms(url: string) {
  const response = await fetch(`${baseUrl}${url}`, { headers: { Cookie: await sessionCookie() } });
  const html = await response.text();
  const names = new Set<string>();
  const hidden: Record<string, string> = {};
  for (const [tag] of html.matchAll(/<(?:input|textarea|select|button)\b[^>]*>/g)) {
    const name = /\bname="([^"]+)"/.exec(tag)?.[1];
    if (!name) continue;
    names.add(name);
    const value = /\bvalue="([^"]*)"/.exec(tag)?.[1];
    if (value !== undefined && /type="hidden"|<button/.test(tag)) hidden[name] = value;
  }
  return { names, hidden };
}

async function state() {
  const { rows } = await database.query(
    `select u.name, u.email, u.status, u.phone_number, u.bio, u.password_hash,
            (select count(*)::int from bookmarks b where b.user_id = u.id) as bookmarks,
            -- Other test files sign people up in parallel: only an account made of hostile values counts.
            (select count(*)::int from users h where h.name = any($2) or h.email = any($2)) as hostile_users,
            (select count(*)::int from brands b where b.name = any($2)) as hostile_brands,
            (select count(*)::int from certificates c where c.revocation_reason = any($2)) as hostile_revocations
     from users u where u.id = $1`,
    [
      userId,
      [...OUT_OF_RANGE_NUMBERS, ...HOSTILE_TEXTS, ...HOSTILE_URL_TEXTS].filter((v) => !v.includes("\u0000")),
    ],
  );
  return rows[0];
}

beforeAll(async () => {
  email = `hostile-${randomBytes(5).toString("hex")}@example.com`;
  const registered = await fetch(`${baseUrl}/api/auth/register`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Forwarded-For": "203.0.112.1" },
    body: JSON.stringify({ name: "Hostile Forms", email, password: "correct horse battery" }),
  });
  expect(registered.status).toBe(200);
  userId = ((await registered.json()) as { user: { id: number } }).user.id;
  // An admin, so that the admin pages' actions are fuzzed past their guard too.
  await database.query("update users set role = 'admin' where id = $1", [userId]);
  const [child] = (
    await database.query<{ slug: string }>(
      "select slug from categories where parent_id is not null and status = 1 order by id limit 1",
    )
  ).rows;
  const login = await fetch(`${baseUrl}/api/auth/userLogin`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Forwarded-For": "203.0.112.1" },
    body: JSON.stringify({ email, password: "correct horse battery" }),
  });
  const { access_token: token } = (await login.json()) as { access_token: string };
  const saved = await fetch(`${baseUrl}/api/user/saveUserBookMark?slug=${child!.slug}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(saved.status).toBe(200);
});

afterAll(async () => {
  await database.end();
});

it("answers every hostile post to every page action with a 4xx, changing nothing", async () => {
  const routes = await builtRoutes();
  const actions = Object.values(routes).filter((route) => route.hasAction);
  expect(actions.length).toBeGreaterThan(5);
  const before = await state();

  // Field names every operation's input can have, beside those the pages' HTML shows: the
  // fetchers' fields (intent, slug, bookmarkId…) are not in any form.
  const knownFields = ["intent", "slug", "bookmarkId", "id", "email", "password", "name"];
  const all: { url: string; body: HostileBody; signedIn: boolean }[] = [];
  for (const route of actions) {
    const template = fullPath(routes, route);
    const hasParams = template.includes(":");
    const url = (value: string) => template.replace(/:\w+\??/g, encodeURIComponent(value));
    const signedIn = true;
    const { names, hidden } = hasParams
      ? { names: new Set<string>(), hidden: {} }
      : await pageForms(url("x"));
    const fields = [...new Set([...names, ...knownFields])];
    const bases = [hidden, ...["save", "delete"].map((intent) => ({ ...hidden, intent }))];

    // Whole-body faults go to the page's address (the HTML answer); hostile values to its data
    // address (`.data`, what the app's own fetchers post to), every field at once: one request
    // reaches every field's check, which keeps the run well under a minute on a busy machine.
    const cases: { url: string; body: HostileBody }[] = [];
    const wholeBodyFaults = new Set([
      "no body",
      "truncated multipart",
      "multipart with another boundary",
      "text/plain",
    ]);
    for (const body of malformedBodies("urlencoded", hidden)) {
      if (wholeBodyFaults.has(body.label) || body.label.endsWith(" instead"))
        cases.push({ url: url("x"), body });
    }
    // Text over every limit, but not so long that every field at once makes a huge body.
    const values = [...OUT_OF_RANGE_NUMBERS.slice(0, 5), ...HOSTILE_URL_TEXTS.slice(0, 3)];
    bases.forEach((base, baseIndex) => {
      values.forEach((value, valueIndex) => {
        const encoding = (valueIndex + baseIndex) % 2 === 0 ? "urlencoded" : "multipart";
        const hostile = Object.fromEntries(fields.map((field) => [field, value]));
        const body = encodeBody(encoding, { ...hostile, ...(baseIndex === 0 ? {} : base) });
        const label = `${JSON.stringify(base)} every field=${show(value)} (${encoding})`;
        cases.push({ url: `${url("x")}.data`, body: { ...body, label } });
      });
    });
    // One parameter at a time (the others "1"): two 10,000-character parameters at once would
    // only test Node's limit on a request line.
    for (const param of template.match(/:\w+\??/g) ?? []) {
      for (const value of [...HOSTILE_URL_TEXTS, ...OUT_OF_RANGE_NUMBERS.slice(0, 2)]) {
        const address = template.replace(/:\w+\??/g, (other) =>
          other === param ? encodeURIComponent(value) : "1",
        );
        cases.push({
          url: address,
          body: { ...encodeBody("urlencoded", {}), label: `${param} ${show(value)}` },
        });
      }
    }
    all.push(...cases.map((entry) => ({ ...entry, signedIn })));
  }

  // Four at a time, as several visitors would.
  const failures: string[] = [];
  const queue = [...all];
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const response = await post(next.url, next.body, next.signedIn);
        const text = await response.text();
        const what = `POST ${next.url.slice(0, 80)} [${next.body.label}] → ${response.status}`;
        if (response.status >= 500) failures.push(`${what} ${text.slice(0, 200)}`);
        else if (response.status >= 400 && !REFUSAL_STATUSES.has(response.status)) failures.push(what);
      }
    }),
  );
  expect(failures).toEqual([]);
  expect(all.length).toBeGreaterThan(200);
  expect(await state()).toEqual(before);
  // The work grows with every page action the site adds; under the rest of the suite's load on a
  // 2-core machine it has taken over 85 s.
}, 180_000);
