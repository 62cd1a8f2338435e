/**
 * The remote-jobs page's data against a local stand-in for the jobs service (a real HTTP server
 * on loopback): one that answers, one that hangs, one that errors; the cache, the fallbacks and
 * the four-calls-a-day cap.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Config } from "../../config.ts";
import { remoteJobsCache } from "../../db/schema/index.ts";
import { seedDemoJobs } from "../../db/seed/demo-jobs.ts";
import { sampleRemoteJobs } from "../../db/seed/content/remote-jobs.ts";
import { sourceCredit } from "../../services/jobs/list-remote-jobs.ts";
import { refreshRemoteJobs } from "../../services/jobs/refresh-remote-jobs.ts";
import { createLogger } from "../../logger.ts";
import { createTestApp, runDueJobs, testConfig } from "../../../tests/support/test-app.ts";
import { setupTestDatabase } from "../../../tests/support/test-database.ts";

const database = setupTestDatabase();
/** The default: what a production server waits at most. */
const REMOTE_JOBS_TIMEOUT_MS = testConfig().remoteJobsTimeoutMs;
const logger = createLogger("silent");

type Mode = "ok" | "hang" | "error";
let mode: Mode = "ok";
/** Every call the fake service received: its `category`. */
const calls: string[] = [];
let server: Server;
let serviceUrl: string;
const open = new Set<ServerResponse>();

/** A Remotive-shaped answer: two good jobs and two that must be dropped. */
function remotiveAnswer(category: string) {
  return {
    "0-legal-notice": "Remotive API Legal Notice",
    "job-count": 4,
    jobs: [
      {
        id: 1001,
        url: `https://remotive.com/remote-jobs/${category}/senior-rust-engineer-1001`,
        title: "Senior Rust Engineer",
        company_name: "Acme Remote",
        company_logo: "https://remotive.com/job/1001/logo",
        category: "Software Development",
        tags: ["rust", "aws"],
        job_type: "full_time",
        publication_date: "2026-11-20T10:18:30",
        candidate_required_location: "USA, Canada",
        salary: "$150k - $180k",
        description: '<p onclick="steal()">Build <b>fast</b> things.</p><script>alert(1)</script>',
      },
      {
        id: 1002,
        url: `https://remotive.com/remote-jobs/${category}/go-developer-1002`,
        title: "Go Developer",
        company_name: "Beta Works",
        category: "Software Development",
        tags: ["go"],
        job_type: "contract",
        publication_date: "2026-11-21T08:00:00",
        candidate_required_location: "Europe",
        salary: "",
        description: "<p>Go services.</p>",
      },
      {
        id: 1003,
        url: "javascript:alert(document.cookie)",
        title: "Link that runs script",
        company_name: "Mallory",
        description: "",
      },
      { id: "not a number", title: "Broken" },
    ],
  };
}

beforeAll(async () => {
  server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const category = new URL(request.url ?? "/", "http://fake").searchParams.get("category") ?? "";
    calls.push(category);
    if (mode === "hang") {
      open.add(response);
      return;
    }
    if (mode === "error") {
      response.writeHead(500, { "content-type": "text/html" });
      response.end("<h1>Internal Server Error</h1>");
      return;
    }
    response.writeHead(200, { "content-type": "application/json" });
    response.end(JSON.stringify(remotiveAnswer(category)));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  serviceUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/remote-jobs`;
  await database.db.transaction((tx) => seedDemoJobs(tx));
});

afterAll(async () => {
  for (const response of open) response.destroy();
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  mode = "ok";
  calls.length = 0;
});

const withService = (): Partial<Config> => ({ remoteJobsUrl: serviceUrl });

async function getJobs(query: string, overrides: Partial<Config> = {}) {
  const response = await createTestApp(database, overrides).request(`/api/public/remoteJobs?${query}`);
  expect(response.status, query).toBe(200);
  return response.json();
}

/** As if the category's last call to the service was `hours` ago (and its data as old). */
async function age(category: string, hours: number) {
  await database.db
    .update(remoteJobsCache)
    .set({
      lastAttemptAt: sql`now() - make_interval(hours => ${hours})`,
      fetchedAt: sql`least(${remoteJobsCache.fetchedAt}, now() - make_interval(hours => ${hours}))`,
    })
    .where(eq(remoteJobsCache.category, category));
}

async function cacheRow(category: string) {
  const [row] = await database.db
    .select()
    .from(remoteJobsCache)
    .where(eq(remoteJobsCache.category, category));
  return row;
}

describe("without REMOTE_JOBS_URL: the seeded listings", () => {
  it("answers 20 jobs a page, newest first, with SPEC's fields, filters and the source", async () => {
    const seeded = sampleRemoteJobs()["software-dev"];
    expect(seeded.length).toBeGreaterThan(20);
    const body = await getJobs("category=software-dev");
    expect(body.pagination).toEqual({
      current_page: 1,
      last_page: Math.ceil(seeded.length / 20),
      per_page: 20,
      total: seeded.length,
    });
    expect(body.jobs).toHaveLength(20);
    expect(Object.keys(body.jobs[0]).sort()).toEqual(
      [
        "id",
        "title",
        "category",
        "job_type",
        "publication_date",
        "candidate_required_location",
        "salary",
        "company_name",
        "description",
        "url",
        "tags",
      ].sort(),
    );
    const dates = body.jobs.map((job: { publication_date: string }) => job.publication_date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(body.source).toMatchObject({ kind: "seed", fetched_at: null });
    expect(body.countries).toEqual(expect.arrayContaining(["USA", "Canada", "Worldwide", "Europe"]));
    expect(body.tags.length).toBeGreaterThan(5);

    const second = await getJobs("category=software-dev&page=2");
    expect(second.jobs).toHaveLength(Math.min(20, seeded.length - 20));
    expect(calls).toEqual([]);
  });

  it("filters by country, offers only that country's companies, then filters by company", async () => {
    const inEurope = await getJobs("category=software-dev&country=Europe");
    expect(inEurope.country).toBe("Europe");
    expect(inEurope.jobs.length).toBeGreaterThan(0);
    for (const job of inEurope.jobs) expect(job.candidate_required_location).toContain("Europe");
    expect(inEurope.companies).toEqual(
      [...new Set(inEurope.jobs.map((job: { company_name: string }) => job.company_name))].sort(),
    );

    const all = await getJobs("category=software-dev");
    expect(all.companies.length).toBeGreaterThan(inEurope.companies.length);
    const company = all.companies[0];
    const atCompany = await getJobs(`category=software-dev&company=${encodeURIComponent(company)}`);
    expect(atCompany.company).toBe(company);
    expect(atCompany.jobs.length).toBeGreaterThan(0);
    for (const job of atCompany.jobs) expect(job.company_name).toBe(company);

    // A company that has no job in the chosen country is not a filter there.
    const elsewhere = all.companies.find((name: string) => !inEurope.companies.includes(name));
    const mismatch = await getJobs(
      `category=software-dev&country=Europe&company=${encodeURIComponent(elsewhere)}`,
    );
    expect(mismatch.company).toBeNull();
    expect(mismatch.pagination.total).toBe(inEurope.pagination.total);
  });

  it("opens on software jobs and refuses an unknown category or page with 422", async () => {
    expect((await getJobs("")).category).toBe("software-dev");
    const app = createTestApp(database);
    for (const query of ["category=cooking", "page=0", "page=x"]) {
      const response = await app.request(`/api/public/remoteJobs?${query}`);
      expect(response.status, query).toBe(422);
    }
  });

  it.each(["country", "company"])(
    "refuses a NUL or another control character in %s with 422, as every search does",
    async (field) => {
      const app = createTestApp(database);
      for (const text of ["USA\u0000", "a\u0007b"]) {
        const response = await app.request(`/api/public/remoteJobs?${field}=${encodeURIComponent(text)}`);
        expect(response.status, JSON.stringify(text)).toBe(422);
        expect(await response.json()).toEqual({
          message: `The ${field} contains characters that are not allowed.`,
          errors: { [field]: [`The ${field} contains characters that are not allowed.`] },
        });
      }
    },
  );

  it("has sample listings for each of SPEC's eleven categories", async () => {
    const rows = await database.db.select({ category: remoteJobsCache.category }).from(remoteJobsCache);
    expect(rows.map((row) => row.category).sort()).toEqual(
      [
        "software-dev",
        "customer-support",
        "design",
        "marketing",
        "sales",
        "product",
        "devops",
        "finance-legal",
        "hr",
        "qa",
        "writing",
      ].sort(),
    );
  });
});

describe("with a jobs service that answers", () => {
  it("fetches a category with nothing stored in the request, keeps only sane jobs, sanitised", async () => {
    await database.db.delete(remoteJobsCache).where(eq(remoteJobsCache.category, "writing"));
    const body = await getJobs("category=writing", withService());
    expect(calls).toEqual(["writing"]);
    expect(body.jobs.map((job: { id: number }) => job.id)).toEqual([1002, 1001]);
    const rust = body.jobs.find((job: { id: number }) => job.id === 1001);
    expect(rust.description).toBe("<p>Build <b>fast</b> things.</p>");
    expect(rust.publication_date).toBe("2026-11-20T10:18:30.000Z");
    expect(rust.url).toBe("https://remotive.com/remote-jobs/writing/senior-rust-engineer-1001");
    expect(body.source).toMatchObject({ kind: "remote", name: "127.0.0.1" });
    expect(body.countries).toEqual(["Canada", "Europe", "USA"]);

    // Cached: the next requests read PostgreSQL only.
    await getJobs("category=writing&country=USA", withService());
    expect(calls).toEqual(["writing"]);
  });

  it("replaces seeded listings in the background: the request only queues the refresh", async () => {
    const before = await getJobs("category=design", withService());
    expect(before.source.kind).toBe("seed");
    expect(calls).toEqual([]);
    await runDueJobs(database, withService());
    expect(calls).toEqual(["design"]);
    const after = await getJobs("category=design", withService());
    expect(after.source.kind).toBe("remote");
    expect(after.jobs.map((job: { title: string }) => job.title)).toContain("Senior Rust Engineer");
  });

  it("calls the service at most once per 6 hours per category: four times a day", async () => {
    const env = {
      config: { remoteJobsUrl: serviceUrl, remoteJobsTimeoutMs: REMOTE_JOBS_TIMEOUT_MS },
      logger,
    };
    await database.db.delete(remoteJobsCache).where(eq(remoteJobsCache.category, "hr"));
    const outcomes = [];
    for (let call = 0; call < 5; call += 1) outcomes.push(await refreshRemoteJobs(database.db, env, "hr"));
    expect(outcomes).toEqual(["refreshed", "not-due", "not-due", "not-due", "not-due"]);
    // Four more turns, each 6 hours after the previous one, make a day of four calls.
    for (let turn = 0; turn < 3; turn += 1) {
      await age("hr", 5);
      expect(await refreshRemoteJobs(database.db, env, "hr")).toBe("not-due");
      await age("hr", 6);
      expect(await refreshRemoteJobs(database.db, env, "hr")).toBe("refreshed");
    }
    expect(calls).toEqual(["hr", "hr", "hr", "hr"]);
    // Concurrent callers (several app processes) share one turn.
    await age("hr", 6);
    const together = await Promise.all(
      Array.from({ length: 4 }, () => refreshRemoteJobs(database.db, env, "hr")),
    );
    expect(together.filter((outcome) => outcome === "refreshed")).toHaveLength(1);
    expect(calls).toHaveLength(5);
    // Without a configured service nothing is called at all.
    const unconfigured = {
      config: { remoteJobsUrl: undefined, remoteJobsTimeoutMs: REMOTE_JOBS_TIMEOUT_MS },
      logger,
    };
    expect(await refreshRemoteJobs(database.db, unconfigured, "hr")).toBe("not-configured");
  });
});

describe("with a jobs service that is down", () => {
  it("a hanging service: the page answers at once with the seeded listings; the refresh gives up at the timeout", async () => {
    mode = "hang";
    const started = performance.now();
    const body = await getJobs("category=qa", withService());
    expect(performance.now() - started).toBeLessThan(1000);
    expect(body.source.kind).toBe("seed");
    expect(body.jobs.length).toBeGreaterThan(0);

    const refreshStarted = performance.now();
    await runDueJobs(database, withService());
    const waited = performance.now() - refreshStarted;
    expect(calls).toEqual(["qa"]);
    expect(waited).toBeGreaterThanOrEqual(REMOTE_JOBS_TIMEOUT_MS - 50);
    expect(waited).toBeLessThan(REMOTE_JOBS_TIMEOUT_MS + 3000);
    const after = await getJobs("category=qa", withService());
    expect(after.source.kind).toBe("seed");
    expect(after.jobs).toEqual(body.jobs);
    // The dead service is not asked again on every request.
    await getJobs("category=qa", withService());
    await runDueJobs(database, withService());
    expect(calls).toEqual(["qa"]);
  });

  it("a hanging service and nothing stored: the page answers within the timeout, with no jobs", async () => {
    mode = "hang";
    await database.db.delete(remoteJobsCache).where(eq(remoteJobsCache.category, "sales"));
    const started = performance.now();
    const body = await getJobs("category=sales", withService());
    const took = performance.now() - started;
    expect(took).toBeGreaterThanOrEqual(REMOTE_JOBS_TIMEOUT_MS - 50);
    expect(took).toBeLessThan(REMOTE_JOBS_TIMEOUT_MS + 2000);
    expect(body.jobs).toEqual([]);
    expect(body.source).toBeNull();
    // The next visitor does not wait: the turn was taken.
    const again = performance.now();
    await getJobs("category=sales", withService());
    expect(performance.now() - again).toBeLessThan(1000);
    expect(calls).toEqual(["sales"]);
  }, 20_000);

  it("an erroring service: the last good listings stay", async () => {
    await database.db.delete(remoteJobsCache).where(eq(remoteJobsCache.category, "product"));
    const good = await getJobs("category=product", withService());
    expect(good.source.kind).toBe("remote");

    mode = "error";
    await age("product", 7);
    const fetchedAt = (await cacheRow("product"))!.fetchedAt;
    await getJobs("category=product", withService());
    await runDueJobs(database, withService());
    expect(calls).toEqual(["product", "product"]);
    const after = await getJobs("category=product", withService());
    expect(after.jobs).toEqual(good.jobs);
    expect(after.source.kind).toBe("remote");
    expect((await cacheRow("product"))!.fetchedAt).toEqual(fetchedAt);
  });
});

it("credits Remotive by name and any other service by its host", () => {
  expect(sourceCredit("https://remotive.com/api/remote-jobs")).toEqual({
    name: "Remotive",
    url: "https://remotive.com",
  });
  expect(sourceCredit("https://jobs.example.org/api")).toEqual({
    name: "jobs.example.org",
    url: "https://jobs.example.org",
  });
});
