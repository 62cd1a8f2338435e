/**
 * `npm start` with WEB_CONCURRENCY left at its default: a primary process running the embedded
 * PostgreSQL once, and one worker per core sharing the port (server/workers.ts). A worker that
 * dies is replaced while the others keep answering; SIGTERM stops the workers, then the database.
 */
import { existsSync } from "node:fs";
import fs from "node:fs/promises";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { childrenOf } from "../support/child-processes.ts";
import { startServer, type ServerProcess } from "../support/server-process.ts";
import { seededDataDir } from "../support/seeded-data-dir.ts";

const WORKERS = os.availableParallelism();

let dataDir: string;
let server: ServerProcess;

beforeAll(async () => {
  dataDir = await seededDataDir("w3p-workers-");
  // "": the variable unset, as `npm start` runs without a .env.
  server = await startServer({ DATA_DIR: dataDir, WEB_CONCURRENCY: "" });
  // The site answers once its first worker listens; the primary says when all of them do.
  await server.waitForOutput(
    (output) => output.includes(`with ${WORKERS} workers`),
    "every worker listening",
    60_000,
  );
});

afterAll(async () => {
  await server?.stop("SIGKILL");
  await fs.rm(dataDir, { recursive: true, force: true });
});

async function workerPids(primary: number): Promise<number[]> {
  return (await childrenOf(primary))
    .filter((child) => child.command.includes("server.js"))
    .map((child) => child.pid)
    .sort();
}

/** One GET on a connection of its own: a request is never sent on a socket of a dead worker. */
function get(url: string, requestId?: string): Promise<number> {
  return new Promise((resolve) => {
    const request = http.get(
      url,
      { agent: false, headers: requestId ? { "x-request-id": requestId } : {}, timeout: 5_000 },
      (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
        response.on("error", () => resolve(0));
      },
    );
    request.on("error", () => resolve(0));
    request.on("timeout", () => request.destroy());
  });
}

/** The pid of the process that logged the request with this id (its access-log line). */
function pidThatAnswered(output: string, requestId: string): number | undefined {
  for (const line of output.split("\n")) {
    if (!line.includes(`"reqId":"${requestId}"`) || !line.includes('"msg":"request"')) continue;
    return (JSON.parse(line) as { pid: number }).pid;
  }
  return undefined;
}

describe("npm start with the default WEB_CONCURRENCY", () => {
  it("runs one PostgreSQL and one worker per core, which share the port and all answer", async () => {
    const primary = server.child.pid!;
    const workers = await workerPids(primary);
    expect(workers).toHaveLength(WORKERS);
    expect(WORKERS).toBeGreaterThan(1);
    const postgres = (await childrenOf(primary)).filter((child) => /\/postgres -D /.test(child.command));
    expect(postgres).toHaveLength(1);
    // The database was prepared once, by the primary, before any worker started.
    expect(server.output().match(/"msg":"database schema is up to date"/g)).toHaveLength(1);
    // So is the warning that payments are in TEST MODE (no Stripe keys, a local address).
    expect(server.output().match(/payments are in TEST MODE/g)).toHaveLength(1);

    // The primary hands connections to the workers in turn: 4 per worker reach every one.
    const ids = Array.from({ length: WORKERS * 4 }, (_, i) => `workers-test-${Date.now()}-${i}`);
    expect(await Promise.all(ids.map((id) => get(`${server.url}/healthz`, id)))).toEqual(ids.map(() => 200));
    await server.waitForOutput(
      (output) => ids.every((id) => pidThatAnswered(output, id) !== undefined),
      "the request lines",
    );
    const answeredBy = new Set(ids.map((id) => pidThatAnswered(server.output(), id)));
    expect([...answeredBy].sort()).toEqual(workers);
  });

  it("runs the workers with two malloc arenas (MALLOC_ARENA_MAX), which hold less memory", async () => {
    for (const worker of await workerPids(server.child.pid!)) {
      const environment = (await fs.readFile(`/proc/${worker}/environ`, "utf8")).split("\0");
      expect(environment).toContain("MALLOC_ARENA_MAX=2");
    }
  });

  it("replaces a killed worker while the site keeps answering", async () => {
    const primary = server.child.pid!;
    const [victim, ...others] = await workerPids(primary);
    const outputBefore = server.output().length;
    const samples: { sentAt: number; status: number }[] = [];
    let running = true;
    // A connection handed to the worker as it dies is lost with it (the client gives up after 5 s):
    // three clients, so that one such request does not hold up the others.
    const load = Promise.all(
      [1, 2, 3].map(async () => {
        while (running) {
          const sentAt = Date.now();
          samples.push({ sentAt, status: await get(`${server.url}/healthz`) });
        }
      }),
    );
    try {
      process.kill(victim!, "SIGKILL");
      const since = (output: string) => output.slice(outputBefore);
      await server.waitForOutput(
        (output) => since(output).includes('"msg":"a worker ended unexpectedly; starting another"'),
        "the primary seeing the worker end",
      );
      const noticedAt = Date.now();
      await server.waitForOutput(
        (output) => since(output).includes('"msg":"a new worker is listening"'),
        "the replacement listening",
        60_000,
      );
      const replacedAt = Date.now();
      running = false;
      await load;

      const after = samples.filter((sample) => sample.sentAt >= noticedAt);
      // Every request sent once the primary knew was answered, by the workers left meanwhile.
      expect(after.map((sample) => sample.status)).toEqual(after.map(() => 200));
      expect(after.filter((sample) => sample.sentAt < replacedAt).length).toBeGreaterThan(0);

      const workers = await workerPids(primary);
      expect(workers).toHaveLength(WORKERS);
      expect(workers).not.toContain(victim);
      for (const other of others) expect(workers).toContain(other);
      expect(since(server.output())).toMatch(
        new RegExp(`"workerPid":${victim},"code":null,"signal":"SIGKILL","msg":"a worker ended unexpectedly`),
      );
    } finally {
      running = false;
      await load;
    }
  }, 90_000);

  it("stops the workers, then the database, on SIGTERM", async () => {
    const primary = server.child.pid!;
    const workers = await workerPids(primary);
    expect(await server.stop("SIGTERM")).toBe(0);
    for (const worker of workers) {
      expect(server.output()).toMatch(new RegExp(`"pid":${worker},"msg":"stopped"`));
    }
    // The database stopped last: after every worker, and cleanly (no lock file left).
    const output = server.output();
    const lastWorkerStop = Math.max(
      ...workers.map((worker) => output.indexOf(`"pid":${worker},"msg":"stopped"`)),
    );
    expect(output.indexOf('"msg":"embedded PostgreSQL stopped"')).toBeGreaterThan(lastWorkerStop);
    expect(existsSync(path.join(dataDir, "postgres", "postmaster.pid"))).toBe(false);
    expect(await childrenOf(primary)).toEqual([]);
  });

  it("stops the site with exit code 1 when workers keep ending, for its supervisor to start it again", async () => {
    const dir = await seededDataDir("w3p-workers-crash-");
    const crashing = await startServer({ DATA_DIR: dir, WEB_CONCURRENCY: "2" });
    try {
      await crashing.waitForOutput(
        (output) => output.includes("with 2 workers"),
        "both workers listening",
        60_000,
      );
      const ended = () =>
        crashing.output().match(/"msg":"a worker ended unexpectedly; starting another"/g)?.length ?? 0;
      // Five restarts within a minute are allowed; the sixth end stops everything.
      for (let kill = 1; kill <= 6; kill++) {
        const [worker] = await workerPids(crashing.child.pid!);
        process.kill(worker!, "SIGKILL");
        if (kill <= 5) await crashing.waitForOutput(() => ended() === kill, `restart ${kill} logged`);
      }
      expect(await crashing.exited).toBe(1);
      expect(crashing.output()).toContain('"msg":"workers keep ending; stopping so that the supervisor');
      expect(crashing.output()).toContain('"msg":"embedded PostgreSQL stopped"');
      expect(existsSync(path.join(dir, "postgres", "postmaster.pid"))).toBe(false);
    } finally {
      await crashing.stop("SIGKILL");
      await fs.rm(dir, { recursive: true, force: true });
    }
  }, 90_000);
});
