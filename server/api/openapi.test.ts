import { expect, it } from "vitest";
import { createTestApp } from "../../tests/support/test-app.ts";
import { setupTestDatabase } from "../../tests/support/test-database.ts";

const database = setupTestDatabase();

type Document = {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
};

/** OpenAPI writes path parameters as {name}; Hono as :name. */
const toOpenApiPath = (path: string) => path.replace(/:(\w+)/g, "{$1}");

it("serves a valid OpenAPI 3 document listing every API route the server has", async () => {
  const app = createTestApp(database);
  const response = await app.request("/api/openapi.json");
  expect(response.status).toBe(200);
  const document = (await response.json()) as Document;
  expect(document.openapi).toMatch(/^3\./);
  expect(document.info.title).toBeTruthy();

  const documented = new Set(
    Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    ),
  );
  const served = app.routes
    .filter((route) => route.path.startsWith("/api/") || ["/healthz", "/readyz"].includes(route.path))
    .filter((route) => !["/api/openapi.json", "/api/docs", "/api/*"].includes(route.path))
    .filter((route) => route.method !== "ALL")
    .map((route) => `${route.method} ${toOpenApiPath(route.path)}`);
  expect(served.length).toBeGreaterThan(0);
  for (const route of served) expect(documented).toContain(route);

  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      expect(Object.keys(operation.responses), `${method} ${path}`).not.toHaveLength(0);
    }
  }
});

it("renders a readable docs page naming each call", async () => {
  const response = await createTestApp(database).request("/api/docs");
  expect(response.status).toBe(200);
  const html = await response.text();
  expect(html).toContain("/public/getGeneralPostData");
  expect(html).toContain("/setting/settingrow");
});
