/**
 * /job while the remote-jobs service is down (SPEC.md §2, §4, §8, §9): the server of this file
 * points REMOTE_JOBS_URL at a local service that accepts connections and never answers, the
 * worst kind of dead. The page must still answer at once, with the listings it has, and its
 * filters must work.
 */
import fs from "node:fs/promises";
import { createServer, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setupBrowser } from "../support/browser.ts";
import { queryDatabaseIn } from "../support/server-database.ts";
import { startServer, type ServerProcess } from "../support/server-process.ts";
import { seededDataDir } from "../support/seeded-data-dir.ts";

const desktop = setupBrowser();
/**
 * Longer than the default, so that "answered without waiting for the service" and "waited for
 * it" are seconds apart even on a loaded machine.
 */
const SERVICE_TIMEOUT_MS = 12_000;

let server: ServerProcess;
let dataDir: string;
let deadService: Server;
const hanging = new Set<ServerResponse>();
/** The categories the site asked the dead service for. */
const asked: string[] = [];

beforeAll(async () => {
  deadService = createServer((request, response) => {
    asked.push(new URL(request.url ?? "/", "http://dead").searchParams.get("category") ?? "");
    hanging.add(response);
  });
  await new Promise<void>((resolve) => deadService.listen(0, "127.0.0.1", resolve));
  const { port } = deadService.address() as AddressInfo;
  dataDir = await seededDataDir("w3p-jobs-");
  server = await startServer({
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    TRUST_PROXY: "true",
    REMOTE_JOBS_URL: `http://127.0.0.1:${port}/api/remote-jobs`,
    REMOTE_JOBS_TIMEOUT_MS: String(SERVICE_TIMEOUT_MS),
  });
});

afterAll(async () => {
  await server?.stop();
  for (const response of hanging) response.destroy();
  deadService.closeAllConnections();
  await new Promise<void>((resolve) => deadService.close(() => resolve()));
  await fs.rm(dataDir, { recursive: true, force: true });
});

const url = (pathAndQuery: string) => `${server.url}${pathAndQuery}`;
const count = (page: typeof desktop.page) => page.getByTestId("jobs-count");

async function choose(page: typeof desktop.page, label: "Country" | "Company", option: string) {
  await page.getByRole("combobox", { name: label }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

describe("the remote-jobs page with the jobs service down", () => {
  it("answers at once with the stored listings, 20 a page, the guides and the Popular Tags", async () => {
    const started = performance.now();
    const html = await fetch(url("/job"));
    expect(html.status).toBe(200);
    expect(await html.text()).toContain("Sample listings");
    expect(performance.now() - started).toBeLessThan(SERVICE_TIMEOUT_MS / 2);

    // The stored listings: the seed's samples, more than a page of 20.
    const [stored] = await queryDatabaseIn<{ jobs: number }>(
      dataDir,
      "select jsonb_array_length(payload) as jobs from remote_jobs_cache where category = 'software-dev'",
    );
    expect(stored!.jobs).toBeGreaterThan(20);

    const { page } = desktop;
    await page.goto(url("/job"));
    await page.getByRole("heading", { level: 1, name: "Remote jobs" }).waitFor();
    expect(await page.getByTestId("job-card").count()).toBe(20);
    expect(await count(page).textContent()).toBe(
      `${stored!.jobs} Software Development jobs · page 1 of ${Math.ceil(stored!.jobs / 20)}`,
    );
    expect(await page.getByTestId("jobs-source").textContent()).toContain("Sample listings");
    expect(await page.getByTestId("jobs-guides").getByRole("link").count()).toBeLessThanOrEqual(12);
    expect(await page.getByTestId("jobs-guides").getByRole("link").count()).toBeGreaterThan(0);
    expect(await page.getByTestId("jobs-tags").textContent()).toMatch(/\w/);
    const categories = page.getByRole("navigation", { name: "Job categories" }).getByRole("link");
    expect(await categories.allTextContents()).toEqual([
      "Software Development",
      "Customer Support",
      "Design",
      "Marketing",
      "Sales",
      "Product",
      "DevOps / Sysadmin",
      "Finance / Legal",
      "Human Resources",
      "QA",
      "Writing",
    ]);
    // The refresh was left to the background, which asked the dead service.
    await expect.poll(() => asked.includes("software-dev")).toBe(true);
  });

  it("a new country resets the company and the page; a company narrows the list", async () => {
    const { page } = desktop;
    await page.goto(url("/job?page=2"));
    await count(page)
      .filter({ hasText: /page 2 of \d+$/ })
      .waitFor();

    await choose(page, "Country", "USA");
    await page.waitForURL((address) => address.searchParams.get("country") === "USA");
    expect(new URL(page.url()).searchParams.has("page")).toBe(false);
    await count(page).filter({ hasText: "in USA" }).waitFor();
    const inUsa = await page.getByTestId("job-location").allTextContents();
    expect(inUsa.length).toBeGreaterThan(0);
    for (const location of inUsa) expect(location).toContain("USA");

    await choose(page, "Company", "Harborview Payments");
    await page.waitForURL((address) => address.searchParams.get("company") === "Harborview Payments");
    await count(page).filter({ hasText: "at Harborview Payments" }).waitFor();
    const companies = await page.getByTestId("job-company").allTextContents();
    expect(companies.length).toBeGreaterThan(0);
    expect(new Set(companies)).toEqual(new Set(["Harborview Payments"]));
    expect(new URL(page.url()).searchParams.get("country")).toBe("USA");

    await choose(page, "Country", "Europe");
    await page.waitForURL((address) => address.searchParams.get("country") === "Europe");
    const address = new URL(page.url());
    expect(address.searchParams.has("company")).toBe(false);
    expect(address.searchParams.has("page")).toBe(false);
    await count(page).filter({ hasText: "in Europe" }).waitFor();
    expect(await page.getByRole("combobox", { name: "Company" }).inputValue()).toBe("");
    const inEurope = await page.getByTestId("job-location").allTextContents();
    expect(inEurope.length).toBeGreaterThan(0);
    for (const location of inEurope) expect(location).toContain("Europe");
  });

  it("category buttons switch the list", async () => {
    const { page } = desktop;
    await page.goto(url("/job"));
    await page.getByRole("link", { name: "QA", exact: true }).click();
    await page.waitForURL((address) => address.searchParams.get("category") === "qa");
    await count(page).filter({ hasText: "QA jobs" }).waitFor();
    expect(await page.getByRole("link", { name: "QA", exact: true }).getAttribute("aria-current")).toBe(
      "page",
    );
    expect(await page.getByTestId("job-title").allTextContents()).toContain(
      "QA Automation Engineer (Playwright)",
    );
  });

  it('says "No jobs found." for a category with nothing stored, within the service timeout', async () => {
    await queryDatabaseIn(dataDir, "delete from remote_jobs_cache where category = 'writing'");

    // Nothing to show: the page asks the service itself, and gives up at the timeout.
    const started = performance.now();
    const first = await fetch(url("/job?category=writing"));
    const took = performance.now() - started;
    expect(first.status).toBe(200);
    expect(took).toBeGreaterThanOrEqual(SERVICE_TIMEOUT_MS - 100);
    expect(took).toBeLessThan(SERVICE_TIMEOUT_MS + 8000);
    expect(asked.filter((category) => category === "writing")).toEqual(["writing"]);

    // The next visitor does not wait for the dead service again: the service is not asked again
    // (the category's next turn is 6 hours away) and the server answers at once. The time is the
    // server's answer alone, not Chromium's loading of the page.
    const again = performance.now();
    const second = await fetch(url("/job?category=writing"));
    expect(second.status).toBe(200);
    await second.text();
    expect(performance.now() - again).toBeLessThan(SERVICE_TIMEOUT_MS / 2);
    const { page } = desktop;
    await page.goto(url("/job?category=writing"));
    expect(await page.getByTestId("jobs-empty").textContent()).toBe("No jobs found.");
    expect(asked.filter((category) => category === "writing")).toEqual(["writing"]);
  });
});
