/**
 * What the account forms' actions share: reading a form through the shared Zod schemas, and
 * turning the accounts services' errors into the answers the forms show (SPEC.md §8).
 * Most actions are one `runFormAction` call; the pieces stay exported for the actions that do
 * something else between reading the form and answering.
 */
import { data, type AppLoadContext, type HeadersFunction } from "react-router";
import type { z } from "zod";
import {
  AccountDeactivatedError,
  FieldValidationError,
  InvalidCredentialsError,
} from "@server/services/accounts/errors";
import type { ClientInfo } from "@server/services/accounts/sessions";
import type { Logger } from "@server/logger";
import { BookmarkNotFoundError } from "@server/services/bookmarks/bookmarks";
import { MailDeliveryError } from "@server/services/mail/send-mail";
import { RateLimitedError } from "@server/services/rate-limit/hit-rate-limit";
import { fieldErrorsOf } from "~/features/accounts/schemas";
import type { FieldErrors, FormResult } from "~/features/accounts/form-feedback";
import { MODAL_MESSAGES } from "~/features/auth/auth-messages";

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

/** The success answer of a form that stays on its page: the message is its green toast or notice. */
export function succeeded(message: string) {
  return data<FormResult>({ ok: true, message });
}

/** SPEC.md §8 words a failed login differently on the page and in the modal. */
export type FailureWording = { invalidLogin?: string };

/**
 * The answer for an error a service throws on purpose; anything else is ours to fix and is
 * rethrown (the error boundary shows it, the log has it).
 */
export function failureFor(error: unknown, wording: FailureWording = {}) {
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
    return data<FormResult>({ ok: false, message: wording.invalidLogin ?? error.message }, { status: 401 });
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

/**
 * A page route's answer carries only the headers its `headers` export returns (cookies pass on
 * their own): the pages whose forms can be rate limited export this, so their 429 keeps the
 * Retry-After that failureFor sets.
 */
export const formHeaders: HeadersFunction = ({ parentHeaders, actionHeaders }) => {
  const headers = new Headers(parentHeaders);
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
};

/**
 * The modal's forms post through fetchers, so an error we did not expect must not replace the
 * page behind the modal with the error boundary: it is logged and answered with SPEC.md §8's
 * "An unexpected error occurred." instead.
 */
export function modalFailureFor(
  error: unknown,
  logger: Logger,
  logMessage: string,
  wording?: FailureWording,
) {
  try {
    return failureFor(error, wording);
  } catch (unexpected) {
    logger.error({ err: unexpected }, logMessage);
    return data<FormResult>({ ok: false, message: MODAL_MESSAGES.unexpected }, { status: 500 });
  }
}

/**
 * An account form's action from the posted form to its answer: the fields checked by `schema`
 * (422 with every message), then `run` with the checked value, whose answer is the action's. An
 * error `run` throws is answered by `refusal` (failureFor unless the form words things its own way).
 */
export async function runFormAction<Schema extends z.ZodType, Answer>(
  form: FormData,
  schema: Schema,
  run: (value: z.infer<Schema>) => Promise<Answer>,
  refusal: (error: unknown) => ReturnType<typeof failureFor> = failureFor,
) {
  const parsed = parseForm(schema, form);
  if (!parsed.ok) return invalid(parsed.failure);
  try {
    return await run(parsed.value);
  } catch (error) {
    return refusal(error);
  }
}
