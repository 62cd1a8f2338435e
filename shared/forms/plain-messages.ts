/**
 * The words of an input check that has no message of its own. Every field rule of
 * schema-fields.ts says what is wrong in its own words; this is the floor under them, set once for
 * Zod (`z.config`) when schema-fields.ts is first imported, so that no answer a client can reach
 * carries Zod's developer wording ("Invalid input: expected object, received array").
 */
import { z } from "zod";

/** A JSON body that is an array, a number, a string or null, where every call takes an object. */
export const BODY_NOT_AN_OBJECT = "The request body must be a JSON object.";

/** "remember", "cart", "success url": what a message calls the field at `path`. */
function fieldLabel(path: readonly PropertyKey[]): string {
  return String(path[0]).replaceAll("_", " ");
}

/** The message for an issue no rule worded. */
export function plainMessage(issue: z.core.$ZodRawIssue): string {
  const path = issue.path ?? [];
  if (path.length === 0) {
    return issue.code === "invalid_type" && issue.expected === "object"
      ? BODY_NOT_AN_OBJECT
      : "The request is not valid.";
  }
  const label = fieldLabel(path);
  if (issue.code === "invalid_type" && issue.input === undefined && path.length === 1) {
    return `The ${label} field is required.`;
  }
  return `The ${label} field is not valid.`;
}

z.config({ customError: plainMessage });
