import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { settings } from "../../db/schema/index.ts";
import { createTestApp } from "../../../tests/support/test-app.ts";
import { setupTestDatabase } from "../../../tests/support/test-database.ts";

const database = setupTestDatabase();

it("answers the site settings with the currency symbol", async () => {
  const response = await createTestApp(database).request("/api/setting/settingrow");
  expect(response.status).toBe(200);
  expect((await response.json()).data).toMatchObject({ currency: "$", title: expect.any(String) });
});

it("reflects a changed setting", async () => {
  await database.db.update(settings).set({ value: "€" }).where(eq(settings.key, "currency"));
  const response = await createTestApp(database).request("/api/setting/settingrow");
  expect((await response.json()).data.currency).toBe("€");
});
