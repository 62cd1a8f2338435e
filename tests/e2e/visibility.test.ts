/**
 * One visibility rule (server/services/content/visibility.ts): hiding a main category hides
 * everything under it, on every page, API call, PDF, sitemap, search and suggestion list.
 * The test runs its own server on its own DATA_DIR: the branch it adds and hides must not appear
 * in, or vanish from, what other tests look at while they run.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { randomClientIp } from "../support/browser.ts";
import { UNTIL_CHANGE_HEARD } from "../support/content-changes.ts";
import { queryDatabaseIn } from "../support/server-database.ts";
import { startServer, type ServerProcess } from "../support/server-process.ts";

let server: ServerProcess;
let baseUrl: string;
let dataDir: string;
const suffix = randomBytes(4).toString("hex");
const main = { slug: `visibility-main-${suffix}`, name: `Visibility Main ${suffix}` };
const child = { slug: `visibility-child-${suffix}`, name: `Visibility Child ${suffix}` };
// A word no seeded question has: what search and suggestions look for.
const word = `quokkaword${suffix}`;

let mainId: number;
let childId: number;

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "w3p-visibility-"));
  await fs.chmod(dataDir, 0o755);
  server = await startServer({ DATA_DIR: dataDir, SEED_DEMO_CONTENT: "false", TRUST_PROXY: "true" });
  baseUrl = server.url;
  mainId = (
    await queryDatabaseIn<{ id: number }>(
      dataDir,
      "insert into categories (name, slug, sort_order) values ($1, $2, 999) returning id",
      [main.name, main.slug],
    )
  )[0]!.id;
  childId = (
    await queryDatabaseIn<{ id: number }>(
      dataDir,
      "insert into categories (parent_id, name, slug, description) values ($1, $2, $3, '<p>Intro.</p>') returning id",
      [mainId, child.name, child.slug],
    )
  )[0]!.id;
  for (const n of [1, 2]) {
    await queryDatabaseIn(
      dataDir,
      "insert into qa_items (category_id, slug, question, answer, answer_text, sort_order) values ($1, $2, $3, $4, $4, $5)",
      [childId, `${child.slug}-q${n}`, `What does ${word} number ${n} mean?`, `<p>It means ${n}.</p>`, n],
    );
  }
});

afterAll(async () => {
  await server?.stop();
  await fs.rm(dataDir, { recursive: true, force: true });
});

async function get(pathAndQuery: string, init: RequestInit = {}) {
  const response = await fetch(`${baseUrl}${pathAndQuery}`, { redirect: "manual", ...init });
  return { status: response.status, body: await response.text() };
}

/** Everything that shows the branch, as [where, how to tell it is there]. */
function probes(): Array<[string, () => Promise<boolean>]> {
  const shows = (pathAndQuery: string, text: string) => async () =>
    (await get(pathAndQuery)).body.includes(text);
  // A redirect to the branch's own page counts as showing it.
  const answers = (pathAndQuery: string) => async () => (await get(pathAndQuery)).status < 400;
  // The header's menu is cached per process for 30 s (server/services/catalog/site-frame.ts), so
  // the page's own content is what must change at once.
  const pageShows = (pathAndQuery: string, text: string) => async () =>
    mainContent((await get(pathAndQuery)).body).includes(text);
  return [
    ["/category/{main}", answers(`/category/${main.slug}`)],
    ["/question-answer/{child}", answers(`/question-answer/${child.slug}`)],
    ["/question-answer/{main}", answers(`/question-answer/${main.slug}`)],
    ["/all-category", shows("/all-category", `/question-answer/${child.slug}`)],
    ["/site-map", shows("/site-map", `/category/${main.slug}`)],
    ["/site-map children", shows("/site-map", `/question-answer/${child.slug}`)],
    ["/sitemap.xml", shows("/sitemap.xml", `/question-answer/${child.slug}`)],
    ["/sitemap.xml main", shows("/sitemap.xml", `/category/${main.slug}`)],
    ["home", pageShows("/", main.name)],
    ["parentChildCategory", shows("/api/public/parentChildCategory", child.slug)],
    ["allCategorys", shows("/api/public/allCategorys", main.slug)],
    ["getAllChildCaegorys", shows("/api/public/getAllChildCaegorys", child.slug)],
    ["getSubcategorys", answers(`/api/public/getSubcategorys?caegoryId=${mainId}`)],
    ["categoryWiseSubcategoryCount", shows("/api/public/categoryWiseSubcategoryCount", main.slug)],
    ["getChildDataParentWise", answers(`/api/public/getChildDataParentWise/${child.slug}`)],
    ["getTechnology", shows(`/api/public/getTechnology?slug=${child.slug}&page=1&pageSize=13`, word)],
    [
      "search",
      shows(`/api/public/getTechnology?slug=${child.slug}&page=1&pageSize=13&searchQuery=${word}`, word),
    ],
    ["suggestions", shows(`/api/public/qaSuggestions?slug=${child.slug}&q=${word}`, word)],
    ["mainCategorySeo", answers(`/api/public/mainCategorySeo/${child.slug}`)],
    ["PDF", answers(`/api/public/generate-pdf/${child.slug}`)],
    ["search page", shows(`/question-answer/${child.slug}?searchQuery=${word}`, word)],
  ];
}

function mainContent(html: string): string {
  return html.slice(html.indexOf("<main"), html.indexOf("</main>"));
}

async function visibleIn(): Promise<string[]> {
  const found: string[] = [];
  for (const [where, isThere] of probes()) if (await isThere()) found.push(where);
  return found;
}

/** A new account's bearer token (each from its own address, so rate limits never meet). */
async function newAccount(): Promise<string> {
  const headers = { "Content-Type": "application/json", "X-Forwarded-For": randomClientIp() };
  const email = `visibility-${randomBytes(4).toString("hex")}@example.com`;
  const password = "a good password 1";
  await fetch(`${baseUrl}/api/auth/register`, {
    method: "POST",
    headers,
    body: JSON.stringify({ name: "Visibility Tester", email, password }),
  });
  const login = await fetch(`${baseUrl}/api/auth/userLogin`, {
    method: "POST",
    headers,
    body: JSON.stringify({ email, password }),
  });
  return ((await login.json()) as { access_token: string }).access_token;
}

async function bookmarkChild(token: string): Promise<number> {
  const response = await fetch(`${baseUrl}/api/user/saveUserBookMark?slug=${child.slug}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return response.status;
}

async function bookmarkedSlugs(token: string): Promise<string[]> {
  const response = await fetch(`${baseUrl}/api/user/fetechBookmark`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return ((await response.json()) as { data: { slug: string }[] }).data.map((bookmark) => bookmark.slug);
}

describe("hiding a main category", () => {
  it("shows the branch everywhere while it is published", async () => {
    expect(await visibleIn()).toEqual(probes().map(([where]) => where));
    const token = await newAccount();
    expect(await bookmarkChild(token)).toBe(200);
    expect(await bookmarkedSlugs(token)).toEqual([child.slug]);
  });

  it("hides it and everything under it everywhere once it is hidden", async () => {
    const earlier = await newAccount();
    expect(await bookmarkChild(earlier)).toBe(200);
    await queryDatabaseIn(dataDir, "update categories set status = 0 where id = $1", [mainId]);
    try {
      // Kept pages are dropped when PostgreSQL's notice of the change arrives, just after the
      // update (page-cache.test.ts holds that to a second): wait for it, not the page before.
      await expect.poll(visibleIn, UNTIL_CHANGE_HEARD).toEqual([]);
      expect(await bookmarkChild(await newAccount())).toBe(422);
      // A bookmark made before leaves the list while the branch is hidden.
      expect(await bookmarkedSlugs(earlier)).toEqual([]);
    } finally {
      await queryDatabaseIn(dataDir, "update categories set status = 1 where id = $1", [mainId]);
    }
  });
});
