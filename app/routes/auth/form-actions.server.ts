/**
 * What the account forms' actions share: reading a form through the shared Zod schemas, and
 * turning the accounts services' errors into the answers the forms show (SPEC.md §8).
 */
import { data, type AppLoadContext } from "react-router";
import type { z } from "zod";
import {
  AccountDeactivatedError,
  FieldValidationError,
  InvalidCredentialsError,
} from "@server/services/accounts/errors";
import type { ClientInfo } from "@server/services/accounts/sessions";
import { BookmarkNotFoundError } from "@server/services/bookmarks/bookmarks";
import { MailDeliveryError } from "@server/services/mail/send-mail";
import { RateLimitedError } from "@server/services/rate-limit/hit-rate-limit";
import { fieldErrorsOf } from "~/features/accounts/schemas";
import type { FieldErrors, FormResult } from "~/features/accounts/form-feedback";

export type Failure = { ok: false; message: string; errors?: FieldErrors };

export function clientInfo(request: Request, context: AppLoadContext): ClientInfo {
  return { ip: context.clientIp, userAgent: request.headers.get("User-Agent") };
}

/** The form's text fields checked by `schema`; files and repeated names are left out. */
export function parseForm<Schema extends z.ZodType>(
  schema: Schema,
  form: FormData,
): { ok: true; value: z.infer<Schema> } | { ok: false; failure: Failure } {
  const fields: Record<string, string> = {};
  for (const [name, value] of form) {
    if (typeof value === "string" && !(name in fields)) fields[name] = value;
  }
  const parsed = schema.safeParse(fields);
  if (parsed.success) return { ok: true, value: parsed.data };
  const errors = fieldErrorsOf(parsed.error);
  const message = Object.values(errors)[0]?.[0] ?? "The given data was invalid.";
  return { ok: false, failure: { ok: false, message, errors } };
}

export function invalid(failure: Failure) {
  return data<FormResult>(failure, { status: 422 });
}

/**
 * The answer for an error a service throws on purpose; anything else is ours to fix and is
 * rethrown (the error boundary shows it, the log has it).
 */
export function failureFor(error: unknown) {
  if (error instanceof FieldValidationError) {
    return data<FormResult>({ ok: false, message: error.message, errors: error.errors }, { status: 422 });
  }
  if (error instanceof RateLimitedError) {
    return data<FormResult>(
      { ok: false, message: error.message },
      { status: 429, headers: { "Retry-After": String(error.retryAfterSeconds) } },
    );
  }
  if (error instanceof InvalidCredentialsError) {
    return data<FormResult>({ ok: false, message: error.message }, { status: 401 });
  }
  if (error instanceof AccountDeactivatedError) {
    return data<FormResult>({ ok: false, message: error.message }, { status: 403 });
  }
  if (error instanceof BookmarkNotFoundError) {
    return data<FormResult>({ ok: false, message: error.message }, { status: 404 });
  }
  if (error instanceof MailDeliveryError) {
    return data<FormResult>({ ok: false, message: error.message }, { status: 503 });
  }
  throw error;
}
