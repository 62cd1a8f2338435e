import { describe, expect, it } from "vitest";
import { createTestApp } from "../../tests/support/test-app.ts";
import { setupTestDatabase } from "../../tests/support/test-database.ts";

const database = setupTestDatabase();

describe("an address with a control character", () => {
  it.each([
    "/test-checkout/%00",
    "/blog-details/a%07b",
    "/api/public/getBlogDetails/%00",
    "/files/pdf/%7F.pdf",
    "/ebooks?search=a%00b",
    "/payment-success?order=%00",
  ])("%s is answered 400 with a message", async (path) => {
    const app = createTestApp(database);
    const response = await app.request(path, { method: path.startsWith("/test") ? "POST" : "GET" });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: "The address contains control characters." });
  });

  it("leaves an API query's NUL to the operation's schema, which names the field", async () => {
    const response = await createTestApp(database).request("/api/public/geteServiceListeBooks?search=a%00b");
    expect(response.status).toBe(422);
    expect((await response.json()).errors).toEqual({
      search: ["The search contains characters that are not allowed."],
    });
  });

  it("leaves an ordinary percent-encoded address alone", async () => {
    const response = await createTestApp(database).request("/api/public/getBlogDetails/no%20such%20post");
    expect(response.status).toBe(404);
  });
});
