import type { Hook } from "@hono/zod-openapi";
import type { z } from "zod";
import type { AppEnv } from "./env.ts";

export type FieldErrors = Record<string, string[]>;

/** Groups Zod issues by field, in the `{ field: [messages] }` shape of SPEC.md §5. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? issue.path.join(".") : "_";
    (errors[field] ??= []).push(issue.message);
  }
  return errors;
}

export function validationBody(errors: FieldErrors) {
  const first = Object.values(errors)[0]?.[0] ?? "The given data was invalid.";
  return { message: first, errors };
}

/** Every API route answers invalid input with 422 and the field messages; nothing is changed. */
export const validationHook: Hook<unknown, AppEnv, string, unknown> = (result, c) => {
  if (!result.success) {
    return c.json(validationBody(fieldErrors(result.error)), 422);
  }
};
