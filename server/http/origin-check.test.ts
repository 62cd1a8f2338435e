import { describe, expect, it } from "vitest";
import { createApp } from "../app.ts";
import { createLogger } from "../logger.ts";
import { testConfig } from "../../tests/support/test-app.ts";
import { setupTestDatabase } from "../../tests/support/test-database.ts";

const database = setupTestDatabase();

/** The real app with a stand-in web handler that records whether the request reached it. */
function appWithWeb() {
  const reached: string[] = [];
  const app = createApp({
    db: database.db,
    config: testConfig({ publicUrl: "https://www.w3programmer.example" }),
    logger: createLogger("silent"),
    web: async (request) => {
      reached.push(`${request.method} ${new URL(request.url).pathname}`);
      return new Response("web", { status: 200 });
    },
  });
  return { app, reached };
}

describe("origin check on the web app's mutations", () => {
  it.each([
    ["the public URL's origin", "https://www.w3programmer.example"],
    ["the request's own origin", "http://localhost"],
  ])("lets a POST from %s through", async (_label, origin) => {
    const { app, reached } = appWithWeb();
    const response = await app.request("http://localhost/logout", {
      method: "POST",
      headers: { Origin: origin },
    });
    expect(response.status).toBe(200);
    expect(reached).toEqual(["POST /logout"]);
  });

  it.each([
    ["another site", { Origin: "https://evil.example" }],
    ["the public host over plain http", { Origin: "http://www.w3programmer.example" }],
    ["an opaque origin", { Origin: "null" }],
    ["no Origin header", {}],
  ])("refuses a POST from %s with 403 before the page's action runs", async (_label, headers) => {
    const { app, reached } = appWithWeb();
    for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
      const response = await app.request("http://localhost/user/account-delete", { method, headers });
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ message: expect.any(String) });
    }
    expect(reached).toEqual([]);
  });

  it("never blocks reads, whatever their origin", async () => {
    const { app, reached } = appWithWeb();
    const response = await app.request("http://localhost/dashboard", {
      headers: { Origin: "https://evil.example" },
    });
    expect(response.status).toBe(200);
    const head = await app.request("http://localhost/dashboard", { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(reached).toEqual(["GET /dashboard", "HEAD /dashboard"]);
  });

  it("leaves the Bearer-token API alone", async () => {
    const { app } = appWithWeb();
    // No Origin and another site's origin: the API answers (here 404 for an unknown call), not 403.
    const bare = await app.request("http://localhost/api/no-such-call", { method: "POST" });
    expect(bare.status).toBe(404);
    const foreign = await app.request("http://localhost/api/no-such-call", {
      method: "POST",
      headers: { Origin: "https://evil.example" },
    });
    expect(foreign.status).toBe(404);
  });
});
