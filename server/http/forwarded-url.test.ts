import { describe, expect, it } from "vitest";
import { createApp } from "../app.ts";
import { createLogger } from "../logger.ts";
import { testConfig } from "../../tests/support/test-app.ts";
import { setupTestDatabase } from "../../tests/support/test-database.ts";
import { forwardedUrl } from "./forwarded-url.ts";

const database = setupTestDatabase();
const PUBLIC_URL = "https://www.w3programmer.example";

/** The real app behind a TLS proxy; its stand-in web handler records what React Router would see. */
function appBehindProxy(trustProxy: boolean) {
  const proxies = trustProxy ? 1 : 0;
  const seen: { url: string; body: string }[] = [];
  const app = createApp({
    db: database.db,
    config: testConfig({ publicUrl: PUBLIC_URL, trustProxy: proxies }),
    logger: createLogger("silent"),
    web: async (request) => {
      seen.push({ url: request.url, body: request.method === "POST" ? await request.text() : "" });
      return new Response("web", { status: 200 });
    },
  });
  return { app, seen };
}

/** What nginx (docs/deploy.md) adds to a request it forwards from https://www.w3programmer.example. */
const PROXY_HEADERS = {
  Host: "www.w3programmer.example",
  "X-Forwarded-Host": "www.w3programmer.example",
  "X-Forwarded-Proto": "https",
  "X-Forwarded-For": "198.51.100.7",
};

describe("forwardedUrl", () => {
  const headers = (values: Record<string, string>) => new Headers(values);

  it("takes the scheme and the host the proxy reports", () => {
    expect(
      forwardedUrl(
        "http://127.0.0.1:3000/login?next=%2Fdashboard",
        headers({ "X-Forwarded-Proto": "https", "X-Forwarded-Host": "www.example.com" }),
      ),
    ).toBe("https://www.example.com/login?next=%2Fdashboard");
  });

  it("keeps the Host already in the URL, with its port, when only the scheme is forwarded", () => {
    expect(forwardedUrl("http://127.0.0.1:8443/a", headers({ "X-Forwarded-Proto": "https" }))).toBe(
      "https://127.0.0.1:8443/a",
    );
  });

  it("uses the first entry of a list, the one the client's own hop wrote", () => {
    expect(
      forwardedUrl(
        "http://internal:3000/",
        headers({ "X-Forwarded-Proto": "https, http", "X-Forwarded-Host": "www.example.com, internal" }),
      ),
    ).toBe("https://www.example.com/");
  });

  it.each([
    ["a scheme other than http(s)", { "X-Forwarded-Proto": "javascript" }, "http://127.0.0.1:3000/a"],
    ["a host with a path", { "X-Forwarded-Host": "evil.example/x" }, "http://127.0.0.1:3000/a"],
    ["a host with credentials", { "X-Forwarded-Host": "user@evil.example" }, "http://127.0.0.1:3000/a"],
    [
      "a port no address can have",
      { "X-Forwarded-Host": "www.example.com:99999" },
      "http://127.0.0.1:3000/a",
    ],
    ["no forwarding headers", {}, "http://127.0.0.1:3000/a"],
  ])("ignores %s", (_label, values: Record<string, string>, expected) => {
    expect(forwardedUrl("http://127.0.0.1:3000/a", headers(values))).toBe(expected);
  });
});

describe("the request URL behind a proxy", () => {
  it("is rebuilt from X-Forwarded-Proto and X-Forwarded-Host when the proxy is trusted", async () => {
    const { app, seen } = appBehindProxy(true);
    const response = await app.request("http://127.0.0.1:3000/question-answer/java?page=2", {
      headers: PROXY_HEADERS,
    });
    expect(response.status).toBe(200);
    expect(seen.map((request) => request.url)).toEqual([
      "https://www.w3programmer.example/question-answer/java?page=2",
    ]);
  });

  it("answers at the address the app was reached at when the forwarded host is not one", async () => {
    const { app, seen } = appBehindProxy(true);
    const response = await app.request("http://127.0.0.1:3000/question-answer/java", {
      headers: { ...PROXY_HEADERS, "X-Forwarded-Host": "www.w3programmer.example:99999" },
    });
    expect(response.status).toBe(200);
    expect(seen.map((request) => request.url)).toEqual(["https://127.0.0.1:3000/question-answer/java"]);
  });

  it("keeps the address the app was reached at when the proxy is not trusted", async () => {
    const { app, seen } = appBehindProxy(false);
    await app.request("http://127.0.0.1:3000/question-answer/java", { headers: PROXY_HEADERS });
    expect(seen.map((request) => request.url)).toEqual(["http://127.0.0.1:3000/question-answer/java"]);
  });

  it("lets a form post from the https page through to the action, body intact, when trusted", async () => {
    const { app, seen } = appBehindProxy(true);
    // The browser is on the proxy's host, which is not PUBLIC_URL: only the rebuilt URL matches.
    const response = await app.request("http://127.0.0.1:3000/login", {
      method: "POST",
      headers: {
        ...PROXY_HEADERS,
        Host: "w3programmer.example:8443",
        "X-Forwarded-Host": "w3programmer.example:8443",
        Origin: "https://w3programmer.example:8443",
        "Content-Type": "application/x-www-form-urlencoded",
      },
      body: "email=a%40example.com&password=secret-1",
    });
    expect(response.status).toBe(200);
    expect(seen).toEqual([
      { url: "https://w3programmer.example:8443/login", body: "email=a%40example.com&password=secret-1" },
    ]);
  });

  it("refuses the same post when the proxy is not trusted: a client could write those headers", async () => {
    const { app, seen } = appBehindProxy(false);
    const response = await app.request("http://127.0.0.1:3000/login", {
      method: "POST",
      headers: {
        ...PROXY_HEADERS,
        "X-Forwarded-Host": "w3programmer.example:8443",
        Origin: "https://w3programmer.example:8443",
      },
      body: "email=a%40example.com",
    });
    expect(response.status).toBe(403);
    expect(seen).toEqual([]);
  });
});
