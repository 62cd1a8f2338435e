import { describe, expect, it } from "vitest";
import { fieldErrorsOf } from "../forms/field-errors.ts";
import { saveBlogPostSchema } from "./blog-schemas.ts";

const publishedAtErrors = (published_at: string) => {
  const parsed = saveBlogPostSchema.safeParse({
    name: "A post",
    body: "<p>Text</p>",
    status: "1",
    published_at,
  });
  return parsed.success ? undefined : fieldErrorsOf(parsed.error).published_at;
};

describe("a post's publication time", () => {
  it("is a day and time that exist, in UTC", () => {
    expect(publishedAtErrors("2028-02-29T14:30")).toBeUndefined();
    for (const impossible of [
      "2027-02-30T14:30",
      "2027-04-31T08:00",
      "2027-13-01T08:00",
      "2027-05-31T25:00",
    ]) {
      expect(publishedAtErrors(impossible)).toEqual(["The published at date is not a valid date."]);
    }
  });
});
