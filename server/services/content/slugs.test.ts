import { describe, expect, it } from "vitest";
import { ServiceError } from "../service-error.ts";
import { slugToSave, withUniqueSlug } from "./slugs.ts";

/** What node-postgres throws for a unique violation (SQLSTATE 23505) of `constraint`. */
function uniqueViolation(constraint: string) {
  return Object.assign(new Error(`duplicate key value violates unique constraint "${constraint}"`), {
    code: "23505",
    constraint,
  });
}

describe("slugToSave", () => {
  it("keeps the slug the admin gave, else makes one from the name or title", () => {
    expect(slugToSave("my-own-slug", { name: "Java Core" })).toBe("my-own-slug");
    expect(slugToSave(undefined, { name: "Java Core: Collections & Streams" })).toBe(
      "java-core-collections-and-streams",
    );
    expect(slugToSave(undefined, { name: "C++ Interview Questions" })).toBe("cplusplus-interview-questions");
    expect(slugToSave(undefined, { title: "C# Interview Questions" })).toBe("csharp-interview-questions");
    expect(slugToSave(undefined, { title: "Java Interview Guide" })).toBe("java-interview-guide");
    expect(slugToSave(undefined, { name: "A very long name of a blog tag" }, 12)).toBe("a-very-long");
  });

  it("answers 422 on slug, naming the field it came from, when the text has no letter or digit", () => {
    for (const [source, field] of [
      [{ name: "¿¿¿" }, "name"],
      [{ title: "!!!" }, "title"],
    ] as const) {
      const error = (() => {
        try {
          slugToSave(undefined, source);
        } catch (thrown) {
          return thrown;
        }
      })();
      expect(error).toBeInstanceOf(ServiceError);
      expect((error as ServiceError).status).toBe(422);
      expect((error as ServiceError).errors).toEqual({
        slug: [`The slug field is required when the ${field} has no letters or digits.`],
      });
    }
  });
});

describe("withUniqueSlug", () => {
  it("answers 422 on slug when the save breaks its slug's unique constraint", async () => {
    const error = await withUniqueSlug("categories_slug_unique", "The slug has already been taken.", () =>
      Promise.reject(new Error("transaction failed", { cause: uniqueViolation("categories_slug_unique") })),
    ).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(ServiceError);
    expect((error as ServiceError).status).toBe(422);
    expect((error as ServiceError).errors).toEqual({ slug: ["The slug has already been taken."] });
  });

  it("returns what the save returns, and lets any other failure through unchanged", async () => {
    await expect(withUniqueSlug("categories_slug_unique", "taken", async () => 42)).resolves.toBe(42);
    const other = uniqueViolation("users_email_unique");
    await expect(withUniqueSlug("categories_slug_unique", "taken", () => Promise.reject(other))).rejects.toBe(
      other,
    );
  });
});
