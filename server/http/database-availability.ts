import type { Context, MiddlewareHandler } from "hono";
import type { DatabaseHealth } from "../db/health.ts";
import type { AppEnv } from "./env.ts";

/** Seconds a client should wait: the database is probed every 500 ms and restarts in about one. */
const RETRY_AFTER_SECONDS = 5;
const MESSAGE = "The site is briefly unavailable. Please try again in a few seconds.";

const PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Briefly unavailable | W3Programmer</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 36rem; margin: 4rem auto; padding: 0 1rem; color: #222">
<h1>Briefly unavailable</h1>
<p>${MESSAGE}</p>
<p><a href="">Try again</a></p>
</body>
</html>
`;

/** 503 with Retry-After: `{ message }` for the API, a small page for everything else. */
export function databaseUnavailable(c: Context): Response {
  const headers = { "Retry-After": String(RETRY_AFTER_SECONDS), "Cache-Control": "no-store" };
  if (c.req.path.startsWith("/api/")) return c.json({ message: MESSAGE }, 503, headers);
  return c.html(PAGE, 503, headers);
}

/**
 * While the database is down, requests that need it are answered 503 at once instead of each
 * waiting for a connection that will fail. A page whose render failed because the database went
 * away during the request (React Router answers those 500) is answered 503 too.
 */
export function databaseAvailability(health: DatabaseHealth): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (health.isDown) return databaseUnavailable(c);
    const failuresBefore = health.failures;
    await next();
    if (c.res.status === 500 && health.failures !== failuresBefore) {
      await c.res.body?.cancel();
      c.res = undefined; // replace, rather than merge the failed response's headers into the new one
      c.res = databaseUnavailable(c);
    }
  };
}
