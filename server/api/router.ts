import { OpenAPIHono, z } from "@hono/zod-openapi";
import type { AppEnv } from "../http/env.ts";
import { validationHook } from "../http/validation.ts";

export function createRouter() {
  return new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
}

export const ErrorSchema = z
  .object({ message: z.string() })
  .openapi("Error", { example: { message: "Not Found" } });

export const ValidationErrorSchema = z
  .object({
    message: z.string(),
    errors: z.record(z.string(), z.array(z.string())),
  })
  .openapi("ValidationError", {
    example: { message: "The email field is required.", errors: { email: ["The email field is required."] } },
  });

export const jsonContent = <T extends z.ZodType>(schema: T, description: string) => ({
  content: { "application/json": { schema } },
  description,
});

/** The largest value of a PostgreSQL `integer` (int4): ids and paging figures never go past it. */
export const MAX_INT4 = 2_147_483_647;

const DIGITS_ONLY = /^\d+$/;

type IntegerParamOptions = {
  /** The human name used in messages, e.g. "category id". */
  field: string;
  min: number;
  max: number;
  example?: number;
  /** Makes the parameter optional: missing or empty means this value, as if not given. */
  default?: number;
  param: { name: string; in: "query" | "path" };
};

/**
 * A whole-number query or path parameter: plain decimal digits only (no sign, spaces, `0x`, `1e3`
 * or `1.0`), then the range, with exactly one message per failure. Returns the number.
 */
export function integerParam(options: IntegerParamOptions) {
  const { field, min, max, param } = options;
  if (!(
    Number.isSafeInteger(min) &&
    Number.isSafeInteger(max) &&
    0 <= min &&
    min <= max &&
    max <= MAX_INT4
  )) {
    throw new Error(`integerParam ${param.name}: the range ${min}..${max} is not within 0..${MAX_INT4}`);
  }
  const wholeNumber = `The ${field} must be a whole number.`;
  const required = `The ${field} field is required.`;
  const range = `The ${field} must be between ${min} and ${max}.`;
  const digits = z
    .string({ error: (issue) => (issue.input === undefined ? required : wholeNumber) })
    .regex(DIGITS_ONLY, { error: wholeNumber })
    // Digits only, so Number() is exact up to 2^53 and merely large (or Infinity) beyond: either way out of range.
    .transform(Number)
    .pipe(z.number().min(min, { error: range }).max(max, { error: range }));
  const documentation = {
    param,
    type: "integer" as const,
    minimum: min,
    maximum: max,
    example: options.example ?? options.default ?? min,
  };
  if (options.default === undefined) return digits.openapi(documentation);
  return z
    .preprocess((value) => (value === "" ? undefined : value), digits.optional().default(options.default))
    .openapi({ ...documentation, default: options.default });
}
