import type { z } from "zod";

/**
 * A 422 answer's `errors`: every message per field, in the `{ field: [messages] }` shape of
 * SPEC.md §5. The API sends it as JSON; a web form's action returns it as data.
 */
export type FieldErrors = Record<string, string[]>;

/** The message a 422 answer leads with when nothing more precise is known. */
export const INVALID_DATA = "The given data was invalid.";

/** Groups Zod issues by field; an issue about the whole input goes under `_`. */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? issue.path.join(".") : "_";
    (errors[field] ??= []).push(issue.message);
  }
  return errors;
}

/** The first message of the first field: what a 422 answer's `message` says. */
export function firstMessage(errors: FieldErrors): string {
  return Object.values(errors)[0]?.[0] ?? INVALID_DATA;
}
