import { OpenAPIHono, z } from "@hono/zod-openapi";
import { recordId, wholeNumber } from "../../shared/forms/schema-fields.ts";
import type { AppEnv } from "../http/env.ts";
import { validationBody, validationHook } from "../http/validation.ts";
import { fieldErrorsOf } from "../../shared/forms/field-errors.ts";
import { formEncoding } from "../http/form-body.ts";
import { createMiddleware } from "hono/factory";

export function createRouter() {
  return new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
}

export const ErrorSchema = z
  .object({
    message: z.string(),
    reason: z.string().optional().openapi({
      description:
        "The kind of refusal, for a client that acts on it: `recent-login-required` (403: send the password again), `deactivated` (403), `unowned` (403: a published e-book the user has not bought), `invalid-credentials` (422), `time-up`, `cooling-off`, `stale-edit` (409), `refunded` (410), `rate-limited` (429).",
    }),
  })
  .openapi("Error", { example: { message: "Not Found" } });

export const ValidationErrorSchema = z
  .object({
    message: z.string(),
    errors: z.record(z.string(), z.array(z.string())).openapi({
      description:
        "Every message per field. `_` holds a message about the body as a whole: " +
        '"The request body must be a JSON object." for a JSON body that is an array, a number, a string or null.',
    }),
    reason: z
      .string()
      .optional()
      .openapi({ description: "As in Error: `invalid-credentials` for a login refused." }),
  })
  .openapi("ValidationError", {
    example: { message: "The email field is required.", errors: { email: ["The email field is required."] } },
  });

export const jsonContent = <T extends z.ZodType>(schema: T, description: string) => ({
  content: { "application/json": { schema } },
  description,
});

/** A form body: the calls take what the pages' forms post (multipart/form-data). */
export const formBody = <Schema extends z.ZodType>(schema: Schema) => ({
  required: true,
  content: { "multipart/form-data": { schema } },
});

/**
 * A body sent as JSON or as a form, for a call SPEC.md §7 gives a "body" (what its JSON calls
 * send) that forms post too. Optional to the validators, so that each reads its own encoding
 * only; `refuseMissingBody` answers a request with neither, and the handler takes `jsonOrForm(c)`.
 */
export const jsonOrFormBody = <Schema extends z.ZodType>(schema: Schema) => ({
  required: false,
  content: { "application/json": { schema }, "multipart/form-data": { schema } },
});

/**
 * For a jsonOrFormBody call: a request without a body is answered as an empty body would be, 422
 * with the schema's messages. Over HTTP a POST with no body still carries one, of no bytes
 * (`Content-Length: 0`): that is no body too, not an empty object for the handler to save. One
 * with a body of another type (or of none named) is answered 415 by the route's own check.
 */
export const refuseMissingBody = (schema: z.ZodType) =>
  createMiddleware<AppEnv>(async (c, next) => {
    // Hono keeps the bytes read here for the route's validator.
    if (c.req.raw.body !== null && (await c.req.arrayBuffer()).byteLength > 0) return next();
    const result = schema.safeParse({});
    return c.json(validationBody(result.success ? {} : fieldErrorsOf(result.error)), 422);
  });

/** The validated body of a jsonOrFormBody call, in whichever encoding it came. */
export function jsonOrForm<Input>(c: {
  req: { header(name: "Content-Type"): string | undefined; valid(target: "json" | "form"): Input };
}): Input {
  return formEncoding(c.req.header("Content-Type")) ? c.req.valid("form") : c.req.valid("json");
}

/** A file part; an empty text part (a form's empty file input, a client's "") means "no file". */
export const filePart = (description: string) =>
  z
    .union([z.instanceof(File), z.string()])
    .optional()
    .openapi({ type: "string", format: "binary", description });

/** The `{id}` of a row's address. */
export const rowIdParam = z.object({
  id: recordId("id").openapi({ param: { name: "id", in: "path" }, type: "integer", minimum: 1, example: 1 }),
});

/** Public reads change only when an editor edits: a browser or a CDN may keep them five minutes. */
export const PUBLIC_READ_CACHE = "public, max-age=300";

/** `pagination` of a paged public list, in the legacy field names (SPEC.md §3, §7). */
export const PaginationSchema = z
  .object({
    last_page: z.number().int(),
    total: z.number().int(),
    current_page: z.number().int(),
    per_page: z.number().int(),
  })
  .openapi("Pagination");

/** A service's page of a list (`listTutorials`, `getPdfCategoryPage`, …) as `pagination`. */
export function paginationJson(found: { page: number; lastPage: number; total: number; pageSize: number }) {
  return {
    last_page: found.lastPage,
    total: found.total,
    current_page: found.page,
    per_page: found.pageSize,
  } satisfies z.infer<typeof PaginationSchema>;
}

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
 * A whole-number query or path parameter (shared/forms/schema-fields.ts `wholeNumber`, the rule
 * the pages' forms use too), documented as an OpenAPI integer. Returns the number.
 */
export function integerParam(options: IntegerParamOptions) {
  const { field, min, max, param } = options;
  const number = wholeNumber(field, { min, max });
  const documentation = {
    param,
    type: "integer" as const,
    minimum: min,
    maximum: max,
    example: options.example ?? options.default ?? min,
  };
  if (options.default === undefined) return number.openapi(documentation);
  return z
    .preprocess((value) => (value === "" ? undefined : value), number.optional().default(options.default))
    .openapi({ ...documentation, default: options.default });
}

const MessageSchema = z.object({ message: z.string() });

/** The 429 every rate-limited call can answer (server/services/rate-limit). */
export const rateLimitedResponse = {
  429: {
    ...jsonContent(MessageSchema, "Too many attempts; `Retry-After` says how many seconds to wait"),
    headers: { "Retry-After": { schema: { type: "integer" as const }, description: "Seconds to wait" } },
  },
};

/** The 401 of every call behind `requireUser` (server/http/auth.ts). */
export const unauthenticatedResponse = {
  401: jsonContent(MessageSchema, 'No valid bearer token: `{ "message": "Unauthenticated." }`'),
};

/** The 401 and 403 of every call behind `requireAdmin` (server/http/auth.ts). */
export const adminOnlyResponses = {
  ...unauthenticatedResponse,
  403: jsonContent(MessageSchema, "Signed in, but not an administrator"),
};

/** The 409 of every admin edit: the row changed since the admin read it (docs/decisions/0011). */
export const staleEditResponse = {
  409: jsonContent(
    MessageSchema,
    "Someone else changed the row since its `updated_at` was read; nothing was saved. Read it again.",
  ),
};
