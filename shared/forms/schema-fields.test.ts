import { describe, expect, it } from "vitest";
import { z } from "zod";
import { fieldsThatPass, mergeFieldErrors } from "./field-errors.ts";
import {
  dateTimeField,
  isCalendarDateTime,
  requiredText,
  slugField,
  whenFieldsPass,
  wholeNumber,
} from "./schema-fields.ts";

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

describe("a rule across fields (whenFieldsPass)", () => {
  const range = z
    .object({
      name: requiredText("name", { max: 20, abortWhenEmpty: false }),
      low: wholeNumber("low", { min: 0, max: 100 }),
      high: wholeNumber("high", { min: 0, max: 100 }),
    })
    .refine((value) => value.low <= value.high, {
      path: ["high"],
      error: "The high must not be below the low.",
      when: whenFieldsPass("low", "high"),
    });

  it("runs when its own fields pass, whatever the others did", () => {
    expect(messages(range.safeParse({ name: "", low: "9", high: "3" }))).toEqual([
      "The name field is required.",
      "The high must not be below the low.",
    ]);
  });

  it("waits for its own fields, and for an input that is an object at all", () => {
    expect(messages(range.safeParse({ name: "a", low: "x", high: "3" }))).toEqual([
      "The low must be a whole number.",
    ]);
    expect(messages(range.safeParse(null))).toHaveLength(1);
  });
});

describe("fieldsThatPass and mergeFieldErrors", () => {
  it("keeps the fields that pass their own rule, as the schema reads them", () => {
    const schema = z.object({
      name: requiredText("name", { max: 20 }),
      age: wholeNumber("age", { min: 0, max: 150 }),
    });
    expect(fieldsThatPass(schema, { name: "  Ada ", age: "-1" })).toEqual({ name: "Ada" });
  });

  it("merges every message per field, in order, without repeats", () => {
    expect(mergeFieldErrors({ a: ["1"], b: ["2"] }, { b: ["2", "3"], c: ["4"] })).toEqual({
      a: ["1"],
      b: ["2", "3"],
      c: ["4"],
    });
  });
});

describe("dates", () => {
  it.each([
    "2027-02-28",
    "2028-02-29",
    "2000-02-29",
    "2027-04-30",
    "2027-12-31T23:59",
    "2027-05-31T10:00:59.5Z",
  ])("takes %s, a day and time that exist", (text) => {
    expect(isCalendarDateTime(text)).toBe(true);
    expect(dateTimeField("valid until date").safeParse(text).success).toBe(true);
  });

  it.each([
    "2027-02-30",
    "2027-02-29",
    "1900-02-29",
    "2027-04-31",
    "2027-13-01",
    "2027-00-10",
    "2027-05-00",
    "2027-05-31T25:00",
    "2027-05-31T24:00",
    "2027-05-31T10:60",
    "2027-05-31T10:00:60Z",
    "31/05/2027",
  ])("refuses %s, which no calendar has", (text) => {
    expect(isCalendarDateTime(text)).toBe(false);
    expect(messages(dateTimeField("valid until date").safeParse(text))).toEqual([
      "The valid until date is not a valid date.",
    ]);
  });

  it("reads a date alone as the end of that day (UTC), and a date and time as written", () => {
    expect(dateTimeField("valid until date").parse("2027-02-28").toISOString()).toBe(
      "2027-02-28T23:59:59.999Z",
    );
    expect(dateTimeField("valid until date").parse("2027-02-28T10:30:00Z").toISOString()).toBe(
      "2027-02-28T10:30:00.000Z",
    );
    expect(messages(dateTimeField("valid until date").safeParse(""))).toEqual([
      "The valid until date field is required.",
    ]);
  });
});
