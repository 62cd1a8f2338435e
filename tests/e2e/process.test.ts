/**
 * The server as an operator runs it: configuration from the environment,
 * data that survives restarts, and a clean start after a crash.
 */
import { existsSync } from "node:fs";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, spawnServer, startServer } from "../support/server-process.ts";

let dataDir: string;

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "w3p-process-"));
  await fs.chmod(dataDir, 0o755);
});

afterAll(async () => {
  await fs.rm(dataDir, { recursive: true, force: true });
});

/** Talks to the embedded PostgreSQL through its socket in DATA_DIR, as an operator's psql would. */
async function withEmbeddedDatabase<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({
    host: path.join(dataDir, "postgres"),
    port: 5432,
    user: "postgres",
    database: "w3programmer",
  });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

async function currency(url: string) {
  const response = await fetch(`${url}/api/setting/settingrow`);
  return (await response.json()).data.currency as string;
}

describe("a server on its own DATA_DIR", () => {
  it("honours PORT, HOST and DATA_DIR and keeps data across a restart", async () => {
    const port = String(await freePort());
    const first = await startServer({ PORT: port, HOST: "127.0.0.1", DATA_DIR: dataDir });
    expect(first.url).toBe(`http://127.0.0.1:${port}`);
    expect(existsSync(path.join(dataDir, "postgres", "PG_VERSION"))).toBe(true);
    expect(first.output()).toContain("seeded the demo content");

    await withEmbeddedDatabase((client) =>
      client.query("UPDATE settings SET value = '\"€\"' WHERE key = 'currency'"),
    );
    expect(await currency(first.url)).toBe("€");
    expect(await first.stop("SIGTERM")).toBe(0);
    // A clean stop also stops PostgreSQL and removes its lock file.
    expect(existsSync(path.join(dataDir, "postgres", "postmaster.pid"))).toBe(false);

    const second = await startServer({ PORT: port, HOST: "127.0.0.1", DATA_DIR: dataDir });
    expect(await currency(second.url)).toBe("€");
    expect(second.output()).not.toContain("seeded");
    expect(await second.stop("SIGINT")).toBe(0);
  });

  it("starts again after the server was killed with SIGKILL", async () => {
    const first = await startServer({ DATA_DIR: dataDir });
    await first.stop("SIGKILL");
    // The old PostgreSQL is still running, orphaned, and holds the data directory.
    expect(existsSync(path.join(dataDir, "postgres", "postmaster.pid"))).toBe(true);

    const second = await startServer({ DATA_DIR: dataDir });
    expect((await fetch(`${second.url}/readyz`)).status).toBe(200);
    expect(await currency(second.url)).toBe("€");
    expect(await second.stop()).toBe(0);
  });

  it("finishes a request in flight before stopping on SIGTERM", async () => {
    const server = await startServer({ DATA_DIR: dataDir });
    const pages = Array.from({ length: 5 }, () => fetch(`${server.url}/about-us`));
    // Let the requests reach the server, then ask it to stop while they are being served.
    await new Promise((resolve) => setTimeout(resolve, 30));
    server.child.kill("SIGTERM");
    const responses = await Promise.allSettled(pages);
    // Requests already accepted complete; none is cut off with a reset.
    for (const result of responses) {
      if (result.status === "fulfilled") expect(result.value.status).toBe(200);
    }
    expect(responses.some((result) => result.status === "fulfilled")).toBe(true);
    expect(await server.exited).toBe(0);
  });
});

describe("configuration errors", () => {
  it.each([
    ["PORT", "not-a-port"],
    ["DATABASE_URL", "mysql://localhost/db"],
  ])("a bad %s stops the start with a message naming it", async (name, value) => {
    const server = spawnServer({ [name]: value, DATA_DIR: dataDir });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain(`${name}:`);
  });
});

describe("a .env file in the working directory", () => {
  it("configures the server, and variables already set in the environment win", async () => {
    const cwd = await fs.mkdtemp(path.join(os.tmpdir(), "w3p-env-"));
    const [realPort, filePort] = [String(await freePort()), String(await freePort())];
    await fs.writeFile(
      path.join(cwd, ".env"),
      `# as copied from .env.example\nPORT=${filePort}\nPUBLIC_URL=https://from-the-env-file.example\nDATA_DIR=${dataDir}\n`,
    );
    try {
      // Listening on the real environment's port proves it won over the file's.
      const server = await startServer({ PORT: realPort }, 60_000, { cwd });
      const openApi = await (await fetch(`${server.url}/api/openapi.json`)).json();
      expect(openApi.servers).toEqual([{ url: "https://from-the-env-file.example" }]);
      expect(server.output()).toContain(`"dataDir":"${dataDir}"`);
      expect(await server.stop()).toBe(0);
    } finally {
      await fs.rm(cwd, { recursive: true, force: true });
    }
  });
});
