import { describe, expect, it } from "vitest";
import { UNSAFE_ErrorResponseImpl as ErrorResponseImpl, type AppLoadContext } from "react-router";
import { handleError } from "./entry.server";

/** A context whose logger keeps what it is given; `outage` says whether the database is down. */
function contextWithLogger({ outage = false } = {}) {
  const errors: { fields: Record<string, unknown>; message: string }[] = [];
  const logger = {
    error: (fields: Record<string, unknown>, message: string) => errors.push({ fields, message }),
  };
  const databaseHealth = { explainsFailure: () => outage };
  return { errors, context: { logger, databaseHealth } as unknown as AppLoadContext };
}

describe("handleError", () => {
  it("logs what a loader or action threw, with the page's path", () => {
    const { errors, context } = contextWithLogger();
    const failure = new Error("query failed");
    handleError(failure, { request: new Request("http://localhost/category/java?x=1"), params: {}, context });
    expect(errors).toEqual([
      { fields: { err: failure, method: "GET", path: "/category/java" }, message: "page request failed" },
    ]);
  });

  it("leaves a page not found, and a failure the database outage explains, to their own logs", () => {
    const { errors, context } = contextWithLogger();
    const request = new Request("http://localhost/category/nope");
    handleError(new ErrorResponseImpl(404, "Not Found", null), { request, params: {}, context });
    const outage = contextWithLogger({ outage: true });
    handleError(new Error("connect ECONNREFUSED"), { request, params: {}, context: outage.context });
    expect([...errors, ...outage.errors]).toEqual([]);
  });

  it("says nothing of a request the client abandoned", () => {
    const { errors, context } = contextWithLogger();
    const controller = new AbortController();
    controller.abort();
    const request = new Request("http://localhost/", { signal: controller.signal });
    handleError(new Error("aborted"), { request, params: {}, context });
    expect(errors).toEqual([]);
  });
});
