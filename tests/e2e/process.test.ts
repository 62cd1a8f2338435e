/**
 * The server as an operator runs it: configuration from the environment,
 * data that survives restarts, and a clean start after a crash.
 */
import { existsSync } from "node:fs";
import fs from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryDatabaseIn } from "../support/server-database.ts";
import { FIRST_START_TIMEOUT_MS, freePort, spawnServer, startServer } from "../support/server-process.ts";

let dataDir: string;

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "w3p-process-"));
  await fs.chmod(dataDir, 0o755);
});

afterAll(async () => {
  await fs.rm(dataDir, { recursive: true, force: true });
});

/**
 * A request the server is in the middle of: a POST's head sent with `Expect: 100-continue` on a
 * raw socket. The server's "100 Continue" says it has taken the request and waits for its body;
 * `finish` sends the body and resolves with the whole answer once the server closes.
 */
async function requestInFlight(url: string, pathname: string, body: string) {
  const { hostname, port } = new URL(url);
  const socket = net.connect(Number(port), hostname);
  let received = "";
  const closed = new Promise<string>((resolve, reject) => {
    socket.on("close", () => resolve(received));
    socket.on("error", reject);
  });
  socket.setEncoding("utf8");
  await new Promise<void>((resolve) => {
    socket.on("data", (chunk: string) => {
      received += chunk;
      if (received.startsWith("HTTP/1.1 100 Continue\r\n\r\n")) resolve();
    });
    socket.write(
      `POST ${pathname} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nExpect: 100-continue\r\nConnection: close\r\n\r\n`,
    );
  });
  received = "";
  return {
    finish() {
      socket.write(body);
      return closed;
    },
  };
}

async function currency(url: string) {
  const response = await fetch(`${url}/api/setting/settingrow`);
  return (await response.json()).data.currency as string;
}

describe("a server on its own DATA_DIR", () => {
  it(
    "honours PORT, HOST and DATA_DIR and keeps data across a restart",
    async () => {
      const port = String(await freePort());
      const first = await startServer({ PORT: port, HOST: "127.0.0.1", DATA_DIR: dataDir });
      expect(first.url).toBe(`http://127.0.0.1:${port}`);
      expect(existsSync(path.join(dataDir, "postgres", "PG_VERSION"))).toBe(true);
      expect(first.output()).toContain("seeded the demo content");
      // No Stripe keys at a local address: the TEST MODE checkout, and one warning that says so.
      expect(first.output().match(/"level":"warn"[^\n]*payments are in TEST MODE/g)).toHaveLength(1);

      await queryDatabaseIn(dataDir, "UPDATE settings SET value = '\"€\"' WHERE key = 'currency'");
      expect(await currency(first.url)).toBe("€");
      expect(await first.stop("SIGTERM")).toBe(0);
      // A clean stop also stops PostgreSQL and removes its lock file.
      expect(existsSync(path.join(dataDir, "postgres", "postmaster.pid"))).toBe(false);

      const second = await startServer({ PORT: port, HOST: "127.0.0.1", DATA_DIR: dataDir });
      expect(await currency(second.url)).toBe("€");
      expect(second.output()).not.toContain("seeded");
      expect(await second.stop("SIGINT")).toBe(0);
    },
    // A first start, then a second one.
    FIRST_START_TIMEOUT_MS + 30_000,
  );

  it("starts again after the server was killed with SIGKILL", async () => {
    const first = await startServer({ DATA_DIR: dataDir });
    await queryDatabaseIn(dataDir, "UPDATE settings SET value = '\"¥\"' WHERE key = 'currency'");
    await first.stop("SIGKILL");
    // The old PostgreSQL is still running, orphaned, and holds the data directory.
    expect(existsSync(path.join(dataDir, "postgres", "postmaster.pid"))).toBe(true);

    const second = await startServer({ DATA_DIR: dataDir });
    expect((await fetch(`${second.url}/readyz`)).status).toBe(200);
    expect(await currency(second.url)).toBe("¥");
    expect(await second.stop()).toBe(0);
  }, 120_000); // two starts, the second waiting for the orphaned PostgreSQL: over 60 s when busy

  it("finishes a request in flight before stopping on SIGTERM", async () => {
    const server = await startServer({ DATA_DIR: dataDir });
    const login = await requestInFlight(
      server.url,
      "/api/auth/userLogin",
      JSON.stringify({ email: "nobody@example.com", password: "not a password" }),
    );
    server.child.kill("SIGTERM");
    await server.waitForOutput(
      (output) => output.includes("shutting down: finishing open requests"),
      "the shutdown beginning",
    );
    // The request the server held when the signal came is answered in full, not cut off.
    const answer = await login.finish();
    expect(answer).toMatch(/^HTTP\/1\.1 422 /);
    expect(answer).toContain('"message":"Invalid username or password."');
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

  it("a public https PUBLIC_URL without Stripe keys stops the start, naming the settings to set", async () => {
    // "": unset, whatever the environment running the tests holds.
    const payments = { STRIPE_SECRET_KEY: "", STRIPE_WEBHOOK_SECRET: "", PAYMENTS: "" };
    const server = spawnServer({ ...payments, PUBLIC_URL: "https://books.example", DATA_DIR: dataDir });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain(
      "STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET: must be set for https://books.example (PUBLIC_URL)",
    );
    expect(server.output()).toContain("PAYMENTS=test");
    // Stopped at its configuration: nothing was served.
    expect(server.output()).not.toContain("listening on");
  });
});

describe("a .env file in the working directory", () => {
  it("configures the server, and variables already set in the environment win", async () => {
    const cwd = await fs.mkdtemp(path.join(os.tmpdir(), "w3p-env-"));
    const [realPort, filePort] = [String(await freePort()), String(await freePort())];
    await fs.writeFile(
      path.join(cwd, ".env"),
      `# as copied from .env.example\nPORT=${filePort}\nPUBLIC_URL=https://from-the-env-file.example\n` +
        `PAYMENTS=test\nDATA_DIR=${dataDir}\n`,
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
