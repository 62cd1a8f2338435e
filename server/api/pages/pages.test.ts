import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { generalPosts } from "../../db/schema/index.ts";
import { createTestApp } from "../../../tests/support/test-app.ts";
import { setupTestDatabase } from "../../../tests/support/test-database.ts";
import { notPlainDigits } from "../../../tests/support/hostile-input.ts";

const database = setupTestDatabase();

describe("GET /api/public/getGeneralPostData", () => {
  it.each([
    [1, "About Us"],
    [2, "Contact Us"],
    [3, "Terms and Conditions"],
    [4, "Privacy Policy"],
    [5, "Frequently Asked Questions|FAQ"],
  ])("answers category %i with the %s post", async (categoryId, name) => {
    const response = await createTestApp(database).request(
      `/api/public/getGeneralPostData?categoryId=${categoryId}`,
    );
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.data.name).toMatch(new RegExp(name, "i"));
    expect(body.data.description_full.length).toBeGreaterThan(500);
  });

  it.each(["", "abc", "0", "6", "1.5"])(
    "answers categoryId=%j with 422 and the field's message",
    async (value) => {
      const response = await createTestApp(database).request(
        `/api/public/getGeneralPostData?categoryId=${value}`,
      );
      expect(response.status).toBe(422);
      const body = await response.json();
      expect(body.errors.categoryId).toEqual([expect.any(String)]);
      expect(body.message).toBe(body.errors.categoryId[0]);
    },
  );

  it.each(notPlainDigits("category id", "between 1 and 5"))(
    "reads only plain digits: categoryId=%j answers 422 with one message",
    async (value, message) => {
      const response = await createTestApp(database).request(
        `/api/public/getGeneralPostData?categoryId=${encodeURIComponent(value)}`,
      );
      expect(response.status).toBe(422);
      expect(await response.json()).toEqual({ message, errors: { categoryId: [message] } });
    },
  );

  it("answers 422 when categoryId is missing", async () => {
    const response = await createTestApp(database).request("/api/public/getGeneralPostData");
    expect(response.status).toBe(422);
    expect((await response.json()).errors).toHaveProperty("categoryId");
  });

  it("strips scripts and event handlers from stored HTML on the way out", async () => {
    await database.db
      .update(generalPosts)
      .set({
        descriptionFull:
          '<p onclick="steal()">Hello</p><script>alert(1)</script><a href="javascript:x()">x</a>',
      })
      .where(eq(generalPosts.categoryId, 5));
    const response = await createTestApp(database).request("/api/public/getGeneralPostData?categoryId=5");
    const html: string = (await response.json()).data.description_full;
    expect(html).toContain("Hello");
    expect(html).not.toMatch(/script|onclick|javascript:/i);
  });

  it("answers 404 with a message when the post does not exist", async () => {
    await database.db.delete(generalPosts).where(eq(generalPosts.categoryId, 3));
    const response = await createTestApp(database).request("/api/public/getGeneralPostData?categoryId=3");
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: "Page not found." });
  });
});
