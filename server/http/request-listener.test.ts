import net from "node:net";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { createApp } from "../app.ts";
import { createDatabase, databaseHealthOf } from "../db/client.ts";
import { DatabaseHealth } from "../db/health.ts";
import { capturedLogger } from "../../tests/support/captured-log.ts";
import { testConfig } from "../../tests/support/test-app.ts";
import { setupTestDatabase } from "../../tests/support/test-database.ts";
import { serveApp } from "../../tests/support/site-server.ts";
import type { WebHandler } from "./load-context.ts";

const database = setupTestDatabase();

type LogLine = {
  level: string;
  msg: string;
  method?: string;
  path?: string;
  status?: number;
  reqId?: string;
};

/** Until `condition` holds, a few milliseconds at a time (a log line is written when the answer ends). */
async function eventually(condition: () => boolean, what: string) {
  const deadline = Date.now() + 5_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`no ${what} within 5 s`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/**
 * The real app on the test database behind the first layer, as server/entry.ts serves it, with a
 * stand-in for React Router's handler: a page that logs a line of its own, a page with a policy of
 * its own, and a page that sends its first part and never finishes.
 */
async function site({ db = database.db, health = undefined as DatabaseHealth | undefined } = {}) {
  const { logger, lines } = capturedLogger<LogLine>();
  health ??= new DatabaseHealth({ probe: () => database.pool.query("select 1"), logger });
  const web: WebHandler = async (request, context) => {
    const { pathname } = new URL(request.url);
    if (pathname === "/sandboxed") {
      return new Response("<p>hosted</p>", {
        headers: { "Content-Type": "text/html", "Content-Security-Policy": "default-src 'none'; sandbox" },
      });
    }
    if (pathname === "/endless") {
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode("<!DOCTYPE html><p>first part</p>"));
        },
      });
      return new Response(body, {
        headers: { "Content-Type": "text/html", "Cache-Control": "no-transform" },
      });
    }
    context.logger.info("rendering the page");
    return new Response(`<!DOCTYPE html><script nonce="${context.cspNonce}">1</script>`, {
      headers: { "Content-Type": "text/html" },
    });
  };
  const app = createApp({ db, config: testConfig(), logger, web, health });
  return { ...(await serveApp(app, { logger, health })), lines };
}

describe("the liveness probe", () => {
  it("/healthz answers 200 with no-store, also to HEAD", async () => {
    const { get } = await site();
    const answer = await get("/healthz");
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body.toString())).toEqual({ status: "ok" });
    expect(answer.headers["content-type"]).toBe("application/json");
    expect(answer.headers["cache-control"]).toBe("no-store");
    const head = await get("/healthz", {}, "HEAD");
    expect(head.status).toBe(200);
    expect(head.body.byteLength).toBe(0);
  });

  it("stays 200 while the database is down and the app answers 503", async () => {
    const pool = new pg.Pool({ host: "/nonexistent", port: 1, connectionTimeoutMillis: 200 });
    const { logger } = capturedLogger<LogLine>();
    const health = databaseHealthOf(pool, logger);
    const { get } = await site({ db: createDatabase(pool), health });
    expect((await get("/api/setting/settingrow")).status).toBe(503);
    expect(health.isDown).toBe(true);
    expect((await get("/about-us")).status).toBe(503);
    expect((await get("/healthz")).status).toBe(200);
    expect((await get("/readyz")).status).toBe(503);
    health.close();
    await pool.end();
  });
});

describe("what every answer carries", () => {
  it("a request id: a sane incoming one is kept, any other replaced by a new one", async () => {
    const { get } = await site();
    for (const path of ["/healthz", "/api/openapi.json", "/about-us"]) {
      const generated = await get(path);
      expect(generated.headers["x-request-id"], path).toMatch(/^[0-9a-f-]{36}$/);
      expect((await get(path, { "X-Request-Id": "lb-1234.a:b" })).headers["x-request-id"], path).toBe(
        "lb-1234.a:b",
      );
      const replaced = (await get(path, { "X-Request-Id": "<script>" })).headers["x-request-id"];
      expect(replaced, path).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it.each(["/healthz", "/api/openapi.json", "/api/no-such-call", "/about-us", "/sandboxed"])(
    "%s: the security headers, and one Content-Security-Policy",
    async (path) => {
      const { get } = await site();
      const { headers } = await get(path);
      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers["x-frame-options"]).toBe("SAMEORIGIN");
      expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(headers["cross-origin-opener-policy"]).toBe("same-origin");
      expect(headers["permissions-policy"]).toContain("camera=()");
      // node:http joins repeated headers with ", ": one policy has a single default-src.
      expect(String(headers["content-security-policy"]).match(/default-src/g)).toHaveLength(1);
    },
  );

  it("the policy of the answer: the default, a rendered page's nonce, or the answer's own", async () => {
    const { get } = await site();
    const scriptSrc = async (path: string) =>
      /script-src ([^;]*)/.exec(String((await get(path)).headers["content-security-policy"]))?.[1];
    expect(await scriptSrc("/healthz")).toBe("'self'");
    expect(await scriptSrc("/api/openapi.json")).toBe("'self'");
    expect(await scriptSrc("/about-us")).toMatch(/^'self' 'nonce-[A-Za-z0-9+/]{22}=='$/);
    expect((await get("/sandboxed")).headers["content-security-policy"]).toBe("default-src 'none'; sandbox");
  });
});

describe("the access log", () => {
  it("writes one line per request, with the id it answered with; the app's own lines carry it too", async () => {
    const { get, lines } = await site();
    const answers = await Promise.all([get("/healthz"), get("/about-us"), get("/api/openapi.json")]);
    const ids = answers.map((answer) => answer.headers["x-request-id"]);
    await eventually(
      () => lines.filter((line) => line.msg === "request").length === 3,
      "three request lines",
    );
    const requests = lines.filter((line) => line.msg === "request");
    expect(requests.map(({ method, path, status, reqId }) => ({ method, path, status, reqId }))).toEqual(
      expect.arrayContaining([
        { method: "GET", path: "/healthz", status: 200, reqId: ids[0] },
        { method: "GET", path: "/about-us", status: 200, reqId: ids[1] },
        { method: "GET", path: "/api/openapi.json", status: 200, reqId: ids[2] },
      ]),
    );
    expect(lines.find((line) => line.msg === "rendering the page")?.reqId).toBe(ids[1]);
  });

  it("logs the query-less path, and a page the client hung up on before it was complete as 499", async () => {
    const { url, lines } = await site();
    const { port } = new URL(url);
    await new Promise<void>((resolve) => {
      const socket = net.connect(Number(port), "127.0.0.1", () => {
        socket.write("GET /endless?from=test HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n");
      });
      // Once the first part has come, the client goes away.
      socket.once("data", () => socket.destroy());
      socket.on("close", () => resolve());
    });
    await eventually(() => lines.some((line) => line.path === "/endless"), "a line for /endless");
    expect(lines.find((line) => line.path === "/endless")).toMatchObject({
      level: "info",
      msg: "request aborted by the client",
      status: 499,
    });
  });

  it("names no secret a path or query carries: a reset link's token, a test checkout's id, a signed link's signature", async () => {
    const { get, lines } = await site();
    const token = "UmVzZXQtdG9rZW4tb2YtdGhlLWFjY2Vzcy1sb2ctdGVzdA";
    const checkout = "test_cs_5e1f0c9a3b7d42e8";
    const signature = "U2lnbmF0dXJlLW9mLWEtc2lnbmVkLWxpbms";
    const answers = await Promise.all([
      get(`/forget-password-recover-email/${token}`),
      get(`/test-checkout/${checkout}`),
      get(`/files/ebooks/clean-code.pdf?s=1&e=1767225600&sig=${signature}`),
    ]);
    expect(answers[0]!.status).toBe(200);
    await eventually(
      () => lines.filter((line) => line.msg === "request").length === 3,
      "three request lines",
    );
    const paths = lines.filter((line) => line.msg === "request").map((line) => line.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        "/forget-password-recover-email/[redacted]",
        "/test-checkout/[redacted]",
        "/files/ebooks/clean-code.pdf",
      ]),
    );
    const logged = JSON.stringify(lines);
    for (const secret of [token, checkout, signature]) expect(logged).not.toContain(secret);
  });

  it("counts the 503s of a database outage in the health summary instead of a line each", async () => {
    const pool = new pg.Pool({ host: "/nonexistent", port: 1, connectionTimeoutMillis: 200 });
    const { logger } = capturedLogger<LogLine>();
    const health = databaseHealthOf(pool, logger);
    const { get, lines } = await site({ db: createDatabase(pool), health });
    await get("/api/setting/settingrow");
    for (let i = 0; i < 3; i++) expect((await get("/api/setting/settingrow")).status).toBe(503);
    expect((await get("/healthz")).status).toBe(200);
    await eventually(() => lines.some((line) => line.path === "/healthz"), "the probe's line");
    expect(lines.filter((line) => line.status === 503)).toEqual([]);
    health.close();
    await pool.end();
  });
});
