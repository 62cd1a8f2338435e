import { describe, expect, it } from "vitest";
import { slugField } from "./schema-fields.ts";

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe("slugField", () => {
  it("takes a slug, trimmed", () => {
    expect(slugField().parse("  sql-joins-workbook ")).toBe("sql-joins-workbook");
  });

  it.each([undefined, "", "   "])("answers %j as required", (value) => {
    expect(messages(slugField().safeParse(value))).toEqual(["The slug field is required."]);
    expect(messages(slugField("examSlug", "x").safeParse(value))).toEqual([
      "The examSlug field is required.",
    ]);
  });

  it("says what is wrong with text no slug can be", () => {
    expect(messages(slugField().safeParse("s".repeat(201)))).toEqual([
      "The slug may not be greater than 200 characters.",
    ]);
    expect(messages(slugField().safeParse("bad\u0000slug"))).toEqual([
      "The slug contains characters that are not allowed.",
    ]);
  });

  it("answers such text with the operation's own message when it has one", () => {
    const invalid = "The selected slug is invalid.";
    expect(messages(slugField("slug", invalid).safeParse("s".repeat(201)))).toEqual([invalid]);
    expect(messages(slugField("slug", invalid).safeParse("bad\u0007slug"))).toEqual([invalid]);
    expect(slugField("slug", invalid).parse("s".repeat(200))).toHaveLength(200);
  });
});
