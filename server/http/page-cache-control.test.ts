import { describe, expect, it } from "vitest";
import { createApp } from "../app.ts";
import { createLogger } from "../logger.ts";
import { testConfig } from "../../tests/support/test-app.ts";
import { setupTestDatabase } from "../../tests/support/test-database.ts";
import { sessionCookieName } from "../../shared/accounts/session-cookie.ts";

const database = setupTestDatabase();
const SESSION = `${sessionCookieName(testConfig().publicUrl)}=${"a".repeat(43)}`;

/** The real app with a stand-in web handler (a page, a route with its own headers, a login). */
function appAnswering(headers: Record<string, string> = {}) {
  return createApp({
    db: database.db,
    config: testConfig(),
    logger: createLogger("silent"),
    web: async () => new Response("<p>page</p>", { headers: { "Content-Type": "text/html", ...headers } }),
  });
}

describe("Cache-Control of the web app's answers", () => {
  it("is no-store for a request that carries the session cookie", async () => {
    const response = await appAnswering().request("/dashboard", {
      headers: { Cookie: `theme=dark; ${SESSION}` },
    });
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it("is no-store for an answer that sets a cookie, such as a login", async () => {
    const app = appAnswering({ "Set-Cookie": `${SESSION}; Path=/; HttpOnly` });
    const response = await app.request("/login", { method: "POST", headers: { Origin: "http://localhost" } });
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it("overrides a route's public lifetime when the answer depends on the session", async () => {
    const app = appAnswering({ "Cache-Control": "public, max-age=3600" });
    const response = await app.request("/robots.txt", { headers: { Cookie: SESSION } });
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it("keeps what a route already made private", async () => {
    const app = appAnswering({ "Cache-Control": "private, max-age=60" });
    const response = await app.request("/user/profile", { headers: { Cookie: SESSION } });
    expect(response.headers.get("cache-control")).toBe("private, max-age=60");
  });

  it("lets an anonymous page be kept but revalidated, never no-store", async () => {
    const response = await appAnswering().request("/question-answer/java", {
      headers: { Cookie: "theme=dark" },
    });
    expect(response.headers.get("cache-control")).toBe("no-cache");
  });

  it("keeps a public route's own lifetime for anonymous visitors", async () => {
    const app = appAnswering({ "Cache-Control": "public, max-age=3600" });
    const response = await app.request("/sitemap.xml");
    expect(response.headers.get("cache-control")).toBe("public, max-age=3600");
  });

  it("leaves the API alone: a public read keeps its lifetime whatever cookies come with it", async () => {
    const response = await appAnswering().request("/api/setting/settingrow", {
      headers: { Cookie: SESSION },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=300");
  });
});
