/**
 * The database dies while requests keep coming (docs/decisions/0007): pages and API calls are
 * answered 503 with Retry-After (never 500) while it is away, 200 again within 5 s of it being
 * back, and the log stays short and free of query parameters. Once with the embedded PostgreSQL
 * killed by its pid, once with an external PostgreSQL stopped and started again.
 */
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createExternalPostgres,
  hasPostgres15,
  type ExternalPostgres,
} from "../support/external-postgres.ts";
import { outageSeen, startLoad, type Load, type Sample } from "../support/load.ts";
import { startServer, type ServerProcess } from "../support/server-process.ts";
import { seededDataDir } from "../support/seeded-data-dir.ts";

/** Sent as a query parameter of every suggestion call: it must never reach the log. */
const PARAMETER = "zebracanary";
/** Parts that each hold a database connection and report losing it: health, supervisor, jobs, listener. */
const CONNECTION_HOLDERS = 4;
const RECOVERY_LIMIT_MS = 5_000;
/** A first start (initdb, migrations, demo content) on a busy machine; within the hook's 120 s. */
const STARTUP_TIMEOUT_MS = 110_000;

async function loadPaths(url: string) {
  const categories = await (await fetch(`${url}/api/public/allCategorys`)).text();
  const slug = /"slug":"([^"]+)"/.exec(categories)?.[1];
  expect(slug, "a category to ask suggestions of").toMatch(/^[a-z0-9-]+$/);
  return [
    "/",
    "/about-us",
    "/api/setting/settingrow",
    `/api/public/qaSuggestions?slug=${slug}&q=${PARAMETER}`,
  ];
}

type Outage = {
  /** When the database went away. */
  downAt: number;
  /** When it could answer again: from here the site has RECOVERY_LIMIT_MS to answer 200 again. */
  backAt: number;
};

/** Runs `disrupt` under load and checks everything the site answered and logged meanwhile. */
async function expectOutageHandled(server: ServerProcess, disrupt: (load: Load) => Promise<Outage>) {
  const load = startLoad(server.url, await loadPaths(server.url), { concurrency: 4, maxMs: 40_000 });
  let samples: Sample[];
  let outage: Outage;
  let logDuring: string;
  let recoveredAt: number;
  try {
    await load.until(
      (s) => s.filter((sample) => sample.status === 200).length >= 8,
      20_000,
      "answers before",
    );
    const logFrom = server.output().length;
    outage = await disrupt(load);
    await load.until(
      (s) => outageSeen(s, outage.downAt).recovered,
      RECOVERY_LIMIT_MS + 10_000,
      "pages and API answering 200 again",
    );
    recoveredAt = Date.now();
    logDuring = server.output().slice(logFrom);
    // A little longer: no relapse after the recovery.
    const settled = Date.now();
    await load.until(
      (s) => s.filter((sample) => sample.sentAt > settled).length >= 8,
      10_000,
      "answers after",
    );
  } finally {
    samples = await load.stop();
  }

  const seen = outageSeen(samples, outage.downAt);
  // Never a 500, never a dropped connection: 200, or 503 while the database is away.
  expect(samples.filter((sample) => sample.status !== 200 && sample.status !== 503)).toEqual([]);
  expect(seen.unavailablePages.length, "pages answered 503 during the outage").toBeGreaterThan(0);
  expect(seen.unavailableApi.length, "API calls answered 503 during the outage").toBeGreaterThan(0);
  for (const sample of seen.failures) {
    expect(sample.retryAfter, `${sample.path}: Retry-After`).toMatch(/^\d+$/);
    if (sample.path.startsWith("/api/")) {
      expect(JSON.parse(sample.body!)).toEqual({ message: expect.stringContaining("try again") });
    } else {
      expect(sample.contentType).toContain("text/html");
    }
  }
  const timeline = logDuring!
    .split("\n")
    .filter((line) => line.trim() && !line.includes('"msg":"request"'))
    .join("\n");
  expect(
    seen.lastFailureAt - outage.backAt,
    `200 again within 5 s (down at ${new Date(outage.downAt).toISOString()}):\n${timeline}`,
  ).toBeLessThanOrEqual(RECOVERY_LIMIT_MS);

  // A few lines a second, however many requests failed: access lines of 200s aside, those are normal traffic.
  // However short the outage, each part that holds a connection (the database's health, its
  // supervisor, the job queue, the content-change listener) may say once that it was lost and once
  // that it is back.
  const lines = logDuring.split("\n").filter((line) => line.trim() && !/"status":200\b/.test(line));
  const seconds = Math.max(1, (recoveredAt - outage.downAt) / 1000);
  expect(seen.failures.length, "requests answered 503").toBeGreaterThan(lines.length);
  expect(lines.length, `log lines in ${seconds.toFixed(1)} s:\n${lines.join("\n")}`).toBeLessThanOrEqual(
    Math.max(5 * seconds, 2 * CONNECTION_HOLDERS),
  );
  expect(server.output()).not.toContain(PARAMETER);
  expect(server.output()).not.toContain("unhandled error");
}

describe("the embedded PostgreSQL killed", () => {
  let dataDir: string;
  let server: ServerProcess;

  beforeAll(async () => {
    dataDir = await seededDataDir("w3p-outage-");
    server = await startServer({ DATA_DIR: dataDir, LOG_LEVEL: "info" }, STARTUP_TIMEOUT_MS);
  });

  afterAll(async () => {
    await server?.stop();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it("answers 503 with Retry-After while it is restarted, and 200 within 5 s", async () => {
    await expectOutageHandled(server, async (load) => {
      const pidFile = path.join(dataDir, "postgres", "postmaster.pid");
      const pid = Number((await fs.readFile(pidFile, "utf8")).split("\n")[0]);
      const downAt = Date.now();
      process.kill(pid, "SIGKILL");
      await load.until((s) => s.some((x) => x.sentAt >= downAt && x.status === 503), 5_000, "503s");
      // The server restarts it itself: the 5 s count from the kill.
      return { downAt, backAt: downAt };
    });
    expect(server.output()).toContain("embedded PostgreSQL restarted");
    expect(server.child.exitCode).toBeNull();
  });
});

describe.skipIf(!hasPostgres15)("an external PostgreSQL (DATABASE_URL) stopped and started again", () => {
  let database: ExternalPostgres;
  let server: ServerProcess;
  let dataDir: string;

  beforeAll(async () => {
    database = await createExternalPostgres("w3p_outage");
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "w3p-outage-external-"));
    server = await startServer(
      {
        DATABASE_URL: database.url,
        SEED_DEMO_CONTENT: "true",
        DATA_DIR: dataDir,
        LOG_LEVEL: "info",
      },
      STARTUP_TIMEOUT_MS,
    );
  });

  afterAll(async () => {
    await server?.stop();
    await database?.destroy();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it("answers 503 with Retry-After while it is down, and 200 within 5 s of its return", async () => {
    await expectOutageHandled(server, async (load) => {
      const downAt = Date.now();
      await database.stop();
      await load.until((s) => s.some((x) => x.sentAt >= downAt && x.status === 503), 5_000, "503s");
      // Down for a moment longer under load, as a restart by its operator would be.
      const stoppedFor = Date.now();
      await load.until(
        (s) => s.filter((x) => x.sentAt > stoppedFor).length >= 20,
        5_000,
        "requests while down",
      );
      await database.start();
      return { downAt, backAt: Date.now() };
    });
  });
});
