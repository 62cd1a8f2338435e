import { createRoute, z } from "@hono/zod-openapi";
import { jsonContent } from "../router.ts";

const Status = z.object({ status: z.string() }).openapi("Status");

export const healthz = createRoute({
  method: "get",
  path: "/healthz",
  tags: ["Operations"],
  summary: "Liveness: the process is up",
  responses: { 200: jsonContent(Status, "Up") },
});

export const readyz = createRoute({
  method: "get",
  path: "/readyz",
  tags: ["Operations"],
  summary: "Readiness: the database answers",
  responses: {
    200: jsonContent(Status, "Ready"),
    503: jsonContent(Status, "The database does not answer"),
  },
});
