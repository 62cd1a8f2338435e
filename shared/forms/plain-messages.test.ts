import { describe, expect, it } from "vitest";
import { z } from "zod";
import "./schema-fields.ts";
import { BODY_NOT_AN_OBJECT } from "./plain-messages.ts";

const messages = (schema: z.ZodType, input: unknown) =>
  schema.safeParse(input).error?.issues.map((issue) => [issue.path.join("."), issue.message]);

describe("a check with no message of its own", () => {
  const schema = z.object({ success_url: z.string(), flags: z.array(z.boolean()) });

  it("says that the body must be a JSON object", () => {
    for (const input of [[1, 2], 7, "text", null]) {
      expect(messages(schema, input)).toEqual([["", BODY_NOT_AN_OBJECT]]);
    }
  });

  it("names the field, in words, never in Zod's", () => {
    expect(messages(schema, { flags: [1] })).toEqual([
      ["success_url", "The success url field is required."],
      ["flags.0", "The flags field is not valid."],
    ]);
  });

  it("leaves a rule's own message as it is", () => {
    expect(messages(z.object({ a: z.string({ error: "Say something." }) }), {})).toEqual([
      ["a", "Say something."],
    ]);
  });
});
