import { sql } from "drizzle-orm";
import { createRouter } from "../router.ts";
import * as routes from "./system.routes.ts";

const READY_TIMEOUT_MS = 2_000;

export const systemRouter = createRouter().openapi(routes.readyz, async (c) => {
  c.header("Cache-Control", "no-store");
  const health = c.var.databaseHealth;
  // While the database is known to be down its health probe asks; no need to ask again.
  if (!health.isDown) {
    const timeout = new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error("database timed out")), READY_TIMEOUT_MS).unref(),
    );
    try {
      await Promise.race([c.var.db.execute(sql`select 1`), timeout]);
      return c.json({ status: "ok" }, 200);
    } catch (error) {
      if (!health.observe(error)) c.var.logger.warn({ err: error }, "readiness check failed");
    }
  }
  return c.json({ status: "database unavailable" }, 503);
});
// Liveness is the process's, not the app's: the first layer answers /healthz before any of the
// app runs (server/http/request-listener.ts). Declared here for the API's document.
systemRouter.openAPIRegistry.registerPath(routes.healthz);
