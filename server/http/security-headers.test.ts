import { describe, expect, it } from "vitest";
import { createApp, type App } from "../app.ts";
import type { Config } from "../config.ts";
import { DatabaseHealth } from "../db/health.ts";
import { createLogger } from "../logger.ts";
import { testConfig } from "../../tests/support/test-app.ts";
import { setupTestDatabase } from "../../tests/support/test-database.ts";
import { serveApp } from "../../tests/support/site-server.ts";

const database = setupTestDatabase();

/** The real app; its stand-in web handler records the nonce React Router's render would get. */
function appRecordingNonces(overrides: Partial<Config> = {}) {
  const nonces: string[] = [];
  const app = createApp({
    db: database.db,
    config: testConfig(overrides),
    logger: createLogger("silent"),
    web: async (_request, context) => {
      nonces.push(context.cspNonce);
      return new Response("<!DOCTYPE html><p>page</p>", { headers: { "Content-Type": "text/html" } });
    },
  });
  return { app, nonces };
}

function directives(header: string | null): Map<string, string[]> {
  return new Map(
    (header ?? "").split(";").map((part) => {
      const [name = "", ...values] = part.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

describe("Content-Security-Policy", () => {
  it("allows scripts only from the site and with this response's nonce, which the render receives", async () => {
    const { app, nonces } = appRecordingNonces();
    const response = await app.request("/");
    const policy = directives(response.headers.get("content-security-policy"));
    const scriptSrc = policy.get("script-src") ?? [];
    expect(scriptSrc).toEqual(["'self'", `'nonce-${nonces[0]}'`]);
    expect(nonces[0]).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).not.toContain("'unsafe-eval'");
  });

  it("makes a fresh nonce for every request", async () => {
    const { app, nonces } = appRecordingNonces();
    const headers = [];
    for (let i = 0; i < 3; i++) headers.push((await app.request("/")).headers.get("content-security-policy"));
    expect(new Set(nonces).size).toBe(3);
    headers.forEach((header, i) => expect(header).toContain(`'nonce-${nonces[i]}'`));
  });

  it("closes what the site does not use", async () => {
    const { app } = appRecordingNonces();
    const policy = directives((await app.request("/")).headers.get("content-security-policy"));
    expect(policy.get("default-src")).toEqual(["'self'"]);
    expect(policy.get("img-src")).toEqual(["'self'", "data:", "blob:", "https:"]);
    expect(policy.get("object-src")).toEqual(["'none'"]);
    expect(policy.get("base-uri")).toEqual(["'self'"]);
    expect(policy.get("frame-ancestors")).toEqual(["'self'"]);
    // Frames: ours, and an outside PDF viewer's over HTTPS.
    expect(policy.get("frame-src")).toEqual(["'self'", "https:"]);
    expect(policy.get("form-action")).toEqual(["'self'"]);
    expect(policy.get("connect-src")).toEqual(["'self'"]);
  });

  it("lets Vite's hot reload connect in development only", async () => {
    const { app } = appRecordingNonces({ env: "development" });
    const policy = directives((await app.request("/")).headers.get("content-security-policy"));
    expect(policy.get("connect-src")).toEqual(["'self'", "ws:", "wss:"]);
  });

  it("is on the API's answers too, which run no inline script and get no nonce", async () => {
    const { app, nonces } = appRecordingNonces();
    const response = await (await served(app)).get("/api/openapi.json");
    expect(response.status).toBe(200);
    const policy = directives(String(response.headers["content-security-policy"]));
    expect(policy.get("default-src")).toEqual(["'self'"]);
    expect(policy.get("script-src")).toEqual(["'self'"]);
    expect(nonces).toEqual([]);
  });
});

/** The app behind the first layer (request-listener.ts), which puts the headers on every answer. */
function served(app: App, publicUrl?: string) {
  const logger = createLogger("silent");
  return serveApp(app, {
    logger,
    health: new DatabaseHealth({ probe: () => database.pool.query("select 1"), logger }),
    publicUrl,
  });
}

describe("Permissions-Policy and Referrer-Policy", () => {
  it.each(["/", "/api/openapi.json"])("%s turns off device and payment features", async (path) => {
    const { app } = appRecordingNonces();
    const { headers } = await (await served(app)).get(path);
    const features = new Map(
      String(headers["permissions-policy"] ?? "")
        .split(",")
        .map((entry) => {
          const [name = "", allow = ""] = entry.trim().split("=");
          return [name, allow];
        }),
    );
    for (const feature of ["camera", "microphone", "geolocation", "payment", "usb", "display-capture"]) {
      expect(features.get(feature), feature).toBe("()");
    }
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  });
});

describe("Strict-Transport-Security", () => {
  // A rendered page, the API, the liveness probe (answered before Hono), a build file's path, a 404.
  const answers = ["/", "/api/openapi.json", "/healthz", "/assets/entry-missing.js", "/api/no-such-call"];

  it.each(answers)("%s: sent for a year, this host only, when PUBLIC_URL is https", async (path) => {
    const publicUrl = "https://books.example";
    const { app } = appRecordingNonces({ publicUrl });
    const { headers } = await (await served(app, publicUrl)).get(path);
    // node:http joins repeated headers with ", ": exactly this value means it was sent once.
    expect(headers["strict-transport-security"]).toBe("max-age=31536000");
  });

  it.each(answers)("%s: not sent when PUBLIC_URL is plain http", async (path) => {
    const publicUrl = "http://localhost:3000";
    const { app } = appRecordingNonces({ publicUrl });
    const { headers } = await (await served(app, publicUrl)).get(path);
    expect(headers["strict-transport-security"]).toBeUndefined();
  });
});
