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

/** Every message of every set, per field, in order and without repeats (a schema's and a service's). */
export function mergeFieldErrors(...sets: FieldErrors[]): FieldErrors {
  const merged: FieldErrors = {};
  for (const errors of sets) {
    for (const [field, messages] of Object.entries(errors)) {
      const into = (merged[field] ??= []);
      for (const message of messages) if (!into.includes(message)) into.push(message);
    }
  }
  return merged;
}

/**
 * The fields of `raw` that pass their own rule in `schema` (checked one by one), as the schema
 * reads them: what a check needing the database can still look at when other fields failed.
 */
export function fieldsThatPass<Shape extends z.ZodRawShape>(
  schema: z.ZodObject<Shape>,
  raw: Record<string, unknown>,
): Partial<z.output<z.ZodObject<Shape>>> {
  const passed: Record<string, unknown> = {};
  for (const [field, rule] of Object.entries(schema.shape)) {
    const parsed = (rule as z.ZodType).safeParse(raw[field]);
    if (parsed.success && parsed.data !== undefined) passed[field] = parsed.data;
  }
  return passed as Partial<z.output<z.ZodObject<Shape>>>;
}
