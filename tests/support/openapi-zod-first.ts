/**
 * Zod gets its `.openapi()` (the API routes' documentation) from @hono/zod-openapi, and only the
 * schemas built after that import have it. The app imports it first; a test file may import a
 * service built on a shared schema before the app, so every test file loads it first too.
 */
import "@hono/zod-openapi";
