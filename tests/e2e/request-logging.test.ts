/**
 * What the server logs about requests: one JSON line each with its request id, a 499 for a
 * client that hung up mid-render (not a 500 with no error line); and what it answers to a
 * request node:http cannot parse.
 */
import fs from "node:fs/promises";
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rawExchange } from "../support/raw-http.ts";
import { startServer, type ServerProcess } from "../support/server-process.ts";
import { seededDataDir } from "../support/seeded-data-dir.ts";

let server: ServerProcess;
let dataDir: string;

beforeAll(async () => {
  dataDir = await seededDataDir("w3p-logging-");
  server = await startServer({ DATA_DIR: dataDir });
});

afterAll(async () => {
  await server?.stop();
  await fs.rm(dataDir, { recursive: true, force: true });
});

type LogLine = { level: string; msg: string; status?: number; path?: string; reqId?: string };

/** The complete JSON lines so far (a line still being written has no newline yet). */
function logLines(): LogLine[] {
  return server
    .output()
    .split("\n")
    .slice(0, -1)
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as LogLine);
}

/** Sends a page request on a raw socket and hangs up `afterMs` later, before the page is done. */
function requestAndHangUp(pagePath: string, afterMs: number): Promise<void> {
  const { port } = new URL(server.url);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), "127.0.0.1", () => {
      socket.write(`GET ${pagePath} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`);
      setTimeout(() => socket.destroy(), afterMs);
    });
    socket.on("close", () => resolve());
    socket.on("error", () => resolve());
  });
}

describe("request log", () => {
  it("logs a page the client abandoned mid-render as 499, with no error", async () => {
    const page = "/all-category";
    await Promise.all([0, 1, 2, 3].map((delay) => requestAndHangUp(page, delay)));
    // The log line is written when the server has finished with the request.
    const linesOf = () => logLines().filter((line) => line.path === page);
    await server.waitForOutput(() => linesOf().length >= 4, "four request lines");
    const lines = linesOf();
    expect(lines).toHaveLength(4);
    // Whoever hangs up after the page was sent was served: 200; otherwise 499, never 500.
    expect(lines.every((line) => line.status === 499 || line.status === 200)).toBe(true);
    expect(lines.some((line) => line.status === 499)).toBe(true);
    expect(logLines().filter((line) => line.level === "error")).toEqual([]);
  });

  it("writes one JSON line per request, carrying the request id it answers with", async () => {
    const response = await fetch(`${server.url}/faq`, { headers: { "X-Request-Id": "trace-abc.123" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("x-request-id")).toBe("trace-abc.123");
    await response.text();
    // Written once the answer has gone, it reaches this process's end of the pipe a moment later.
    const faqLine = () => logLines().find((entry) => entry.path === "/faq");
    await server.waitForOutput(() => faqLine() !== undefined, "the request's line");
    const line = faqLine();
    expect(line).toMatchObject({ level: "info", msg: "request", status: 200, reqId: "trace-abc.123" });
  });
});

describe("a request that is not well-formed HTTP", () => {
  /** The whole answer to raw bytes (the server closes the connection after it). */
  const exchange = (bytes: string) => rawExchange(Number(new URL(server.url).port), bytes);

  it("is answered 400 or 431 with a JSON message, as every other refusal, and logs no error", async () => {
    const broken = await exchange("GET /api/qa HTTP/1.1\r\nHost: 127.0.0.1\r\nNo colon here\r\n\r\n");
    expect(broken).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(broken).toMatch(/\r\nContent-Type: application\/json; charset=utf-8\r\n/);
    expect(broken.split("\r\n\r\n")[1]).toBe(
      JSON.stringify({ message: "The request is not well-formed HTTP." }),
    );

    const oversized = await exchange(
      `GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: ${"a".repeat(20_000)}\r\n\r\n`,
    );
    expect(oversized).toMatch(/^HTTP\/1\.1 431 /);
    expect(oversized.split("\r\n\r\n")[1]).toBe(
      JSON.stringify({ message: "The request's headers are too large." }),
    );

    // The server goes on answering.
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    expect(logLines().filter((line) => line.level === "error")).toEqual([]);
  });
});
