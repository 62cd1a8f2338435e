import pg from "pg";
import { describe, expect, inject, it } from "vitest";
import { createApp } from "../../app.ts";
import { createDatabase, databaseHealthOf } from "../../db/client.ts";
import { createLogger } from "../../logger.ts";
import { createTestApp, testConfig } from "../../../tests/support/test-app.ts";
import { setupTestDatabase } from "../../../tests/support/test-database.ts";
import { withDatabase } from "../../../tests/support/global-database.ts";

const database = setupTestDatabase();

/** An app whose database cannot be reached: every query fails as with a database that is down. */
function appWithDeadDatabase() {
  const pool = new pg.Pool({ host: "/nonexistent", port: 1, connectionTimeoutMillis: 200 });
  const logger = createLogger("silent");
  // As the server builds it (server/db/client.ts): the pool tells the health of its failures.
  const health = databaseHealthOf(pool, logger);
  return createApp({ db: createDatabase(pool), config: testConfig(), logger, health });
}

/** An app whose database server answers but refuses every query (its database does not exist): a fault, not an outage. */
function appWithMissingDatabase() {
  const pool = new pg.Pool(withDatabase(inject("databaseConnection"), "w3p_no_such_database"));
  return createApp({ db: createDatabase(pool), config: testConfig(), logger: createLogger("silent") });
}

describe("probes", () => {
  it("/readyz answers 200 when the database answers", async () => {
    const response = await createTestApp(database).request("/readyz");
    expect(response.status).toBe(200);
  });

  it("/readyz answers 503 when the database does not", async () => {
    const response = await appWithDeadDatabase().request("/readyz");
    expect(response.status).toBe(503);
    expect(response.headers.get("cache-control")).toBe("no-store");
  });
});

describe("errors", () => {
  it("answers an unknown API path with a JSON 404", async () => {
    const response = await createTestApp(database).request("/api/public/noSuchCall");
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: "Not Found" });
  });

  it("answers a server failure with a bare message, never a stack trace", async () => {
    const response = await appWithMissingDatabase().request("/api/public/getGeneralPostData?categoryId=1");
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ message: "Internal Server Error" });
    expect(text).not.toMatch(/at |Error:|\.ts/);
  });
});

describe("a database that cannot be reached", () => {
  it("answers API calls 503 with Retry-After and a message, before and after it is known to be down", async () => {
    const app = appWithDeadDatabase();
    for (const attempt of ["first call, which finds out", "later call, answered at once"]) {
      const response = await app.request("/api/public/getGeneralPostData?categoryId=1");
      expect(response.status, attempt).toBe(503);
      expect(response.headers.get("retry-after"), attempt).toMatch(/^\d+$/);
      expect(await response.json(), attempt).toEqual({ message: expect.stringContaining("try again") });
    }
  });

  // /healthz, answered before the app, stays 200: server/http/request-listener.test.ts.
  it("answers pages with a small 503 page while /readyz says 503", async () => {
    const app = appWithDeadDatabase();
    await app.request("/api/setting/settingrow");
    const page = await app.request("/about-us");
    expect(page.status).toBe(503);
    expect(page.headers.get("content-type")).toContain("text/html");
    expect(page.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await page.text()).toContain("Briefly unavailable");
    expect((await app.request("/readyz")).status).toBe(503);
  });
});
