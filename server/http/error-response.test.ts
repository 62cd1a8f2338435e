import { Hono } from "hono";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createLogger } from "../logger.ts";
import { capturedLogger } from "../../tests/support/captured-log.ts";
import { setupTestDatabase } from "../../tests/support/test-database.ts";
import type { AppEnv } from "./env.ts";
import { apiErrorResponse } from "./error-response.ts";

const database = setupTestDatabase();

/** Two transactions that each lock one row and then wait for the other's: PostgreSQL ends one. */
async function deadlock(): Promise<unknown> {
  await database.db.execute(sql`create table if not exists lock_probe (id int primary key)`);
  await database.db.execute(sql`insert into lock_probe values (1), (2) on conflict do nothing`);
  let bothLocked!: () => void;
  const locked = new Promise<void>((resolve) => (bothLocked = resolve));
  let count = 0;
  const crossing = (first: number, second: number) =>
    database.db.transaction(async (tx) => {
      await tx.execute(sql`select id from lock_probe where id = ${first} for update`);
      if (++count === 2) bothLocked();
      await locked;
      await tx.execute(sql`select id from lock_probe where id = ${second} for update`);
    });
  const results = await Promise.allSettled([crossing(1, 2), crossing(2, 1)]);
  const failed = results.find((result) => result.status === "rejected");
  expect(failed, "one of the two transactions is ended").toBeDefined();
  return (failed as PromiseRejectedResult).reason;
}

describe("the API's answer to a transaction PostgreSQL rolled back", () => {
  it("is 503 with a second's Retry-After and a message, not a 500", async () => {
    const error = await deadlock();
    const app = new Hono<AppEnv>()
      .use(async (c, next) => {
        c.set("logger", createLogger("silent"));
        await next();
      })
      .get("/api/probe", () => {
        throw error;
      })
      .onError(apiErrorResponse);
    const response = await app.request("/api/probe");
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("1");
    expect(await response.json()).toEqual({
      message: "The server was busy with the same records. Please try again.",
    });
  });
});

describe("the log line of an unhandled error", () => {
  it("names the path without the secret a reset link carries", async () => {
    const { logger, lines } = capturedLogger<{ msg: string; path?: string }>();
    const token = "UmVzZXQtdG9rZW4tb2YtYW4tZXJyb3ItbGluZQ";
    const app = new Hono<AppEnv>()
      .use(async (c, next) => {
        c.set("logger", logger);
        await next();
      })
      .get("/forget-password-recover-email/:id", () => {
        throw new Error("the page failed");
      })
      .onError(apiErrorResponse);
    const response = await app.request(`/forget-password-recover-email/${token}?from=mail`);
    expect(response.status).toBe(500);
    expect(lines.find((line) => line.msg === "unhandled error")?.path).toBe(
      "/forget-password-recover-email/[redacted]",
    );
    expect(JSON.stringify(lines)).not.toContain(token);
  });
});
