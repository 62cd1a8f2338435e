import type { Hook } from "@hono/zod-openapi";
import { fieldErrorsOf, firstMessage, type FieldErrors } from "../../shared/forms/field-errors.ts";
import type { AppEnv } from "./env.ts";

/** A 422 answer's body (SPEC.md §5): the first message, and every message per field. */
export function validationBody(errors: FieldErrors) {
  return { message: firstMessage(errors), errors };
}

/** Every API route answers invalid input with 422 and the field messages; nothing is changed. */
export const validationHook: Hook<unknown, AppEnv, string, unknown> = (result, c) => {
  if (!result.success) {
    return c.json(validationBody(fieldErrorsOf(result.error)), 422);
  }
};
