import type { Hook } from "@hono/zod-openapi";
import type { Context } from "hono";
import {
  fieldErrorsOf,
  firstMessage,
  mergeFieldErrors,
  type FieldErrors,
} from "../../shared/forms/field-errors.ts";
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

/**
 * The messages of the checks a save runs after its schema (the database, a file's bytes), from
 * the fields as posted: the save's service runs the same checks when the schema passes.
 */
export type AlsoCheck = (fields: Record<string, unknown>, c: Context<AppEnv>) => Promise<FieldErrors>;

/**
 * validationHook for a save whose service checks more than the schema: when the schema fails,
 * `alsoCheck`'s messages join its own, so that one 422 names every field that is wrong.
 */
export function validationHookWith<Input, Path extends string, Answer>(
  alsoCheck: AlsoCheck,
): Hook<Input, AppEnv, Path, Answer> {
  // Typed for the route it is given to (its answer is the route's 422).
  const hook: Hook<unknown, AppEnv, string, unknown> = async (result, c) => {
    if (result.success) return;
    // The validator hands the hook the input as posted (a form's fields by name) with the result.
    const posted = (result as { data?: unknown }).data;
    const fields = (typeof posted === "object" && posted !== null ? posted : {}) as Record<string, unknown>;
    const errors = mergeFieldErrors(fieldErrorsOf(result.error), await alsoCheck(fields, c));
    return c.json(validationBody(errors), 422);
  };
  return hook as unknown as Hook<Input, AppEnv, Path, Answer>;
}
