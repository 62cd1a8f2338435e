/**
 * How a page's form action reads its input and answers: the posted form checked by the
 * operation's shared schema (shared/<domain>/*-schemas.ts, the same one the API uses), and the
 * services' refusals (ServiceError) turned into the form's result. This is the web's one error
 * mapping; server/http/error-response.ts is the API's.
 */
import { data, type AppLoadContext, type HeadersFunction } from "react-router";
import type { z } from "zod";
import { fieldErrorsOf, firstMessage, mergeFieldErrors, type FieldErrors } from "@shared/forms/field-errors";
import type { Logger } from "@server/logger";
import { FORM_UNREADABLE, formEncoding, isReadableUrlencoded } from "@server/http/form-body";
import type { ClientInfo } from "@server/services/accounts/sessions";
import { ServiceError, transactionConflict } from "@server/services/service-error";
import type { FormFailure, FormResult } from "./form-result";

export function clientInfo(request: Request, context: AppLoadContext): ClientInfo {
  return { ip: context.clientIp, userAgent: request.headers.get("User-Agent") };
}

/**
 * The posted form. A body that is not a form (JSON, text, no body) or cannot be read as one
 * (multipart with a wrong or missing boundary, cut short; urlencoded with a broken escape or bytes
 * that are not UTF-8, isReadableUrlencoded) is the client's mistake: it is answered
 * 415 or 400 with a message through the route's error boundary, never 500, and nothing runs.
 */
export async function readForm(request: Request): Promise<FormData> {
  const type = request.headers.get("Content-Type") ?? "";
  const encoding = formEncoding(type);
  if (!encoding) {
    throw data<FormResult>({ ok: false, message: FORM_EXPECTED }, { status: 415 });
  }
  const unreadable = data<FormResult>({ ok: false, message: FORM_UNREADABLE }, { status: 400 });
  let body: Uint8Array<ArrayBuffer>;
  try {
    if (encoding === "multipart") return await request.formData();
    body = new Uint8Array(await request.arrayBuffer());
  } catch {
    throw unreadable;
  }
  // The standard parser would read any bytes; one rule with the API's (server/http/form-body.ts).
  if (!isReadableUrlencoded(body)) throw unreadable;
  return await new Response(body, { headers: { "Content-Type": type } }).formData();
}

/**
 * An upload page's answer to a body over the page's limit (server/app.ts `UPLOAD_PAGES`), which
 * was left unread: 413 with `errors`, the limits of the page's file fields, under those fields, so
 * the form stays as it was typed. Null when the body was read as usual.
 */
export function uploadTooLarge(context: AppLoadContext, errors: FieldErrors) {
  if (!context.uploadTooLarge) return null;
  return data<FormResult>({ ok: false, message: firstMessage(errors), errors }, { status: 413 });
}

const FORM_EXPECTED =
  "The request must be a form (multipart/form-data or application/x-www-form-urlencoded).";

/**
 * The form's text fields checked by `schema`; a repeated name counts once (its first value) and
 * files are left to the action.
 */
export function parseForm<Schema extends z.ZodType>(
  schema: Schema,
  form: FormData,
): { ok: true; value: z.infer<Schema> } | { ok: false; failure: FormFailure } {
  const fields: Record<string, string> = {};
  for (const [name, value] of form) {
    if (typeof value === "string" && !(name in fields)) fields[name] = value;
  }
  const parsed = schema.safeParse(fields);
  if (parsed.success) return { ok: true, value: parsed.data };
  const errors = fieldErrorsOf(parsed.error);
  return { ok: false, failure: { ok: false, message: firstMessage(errors), errors } };
}

export function invalid(failure: FormFailure) {
  return data<FormResult>(failure, { status: 422 });
}

/** The success answer of a form that stays on its page: the message is its green toast or notice. */
export function succeeded(message: string) {
  return data<FormResult>({ ok: true, message });
}

/**
 * A page route's answer carries only the headers its `headers` export returns (cookies pass on
 * their own): the pages whose forms can be refused with a wait (429, 503) export this, so the
 * answer keeps the Retry-After that formFailure sets.
 */
export const formHeaders: HeadersFunction = ({ parentHeaders, actionHeaders }) => {
  const headers = new Headers(parentHeaders);
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
};

export type FormFailureOptions = {
  /** This form's own words for a refusal, by its `reason` (SPEC.md §8 words a failed login twice). */
  wording?: Record<string, string>;
  /**
   * For forms posted by a fetcher (the sign-in modal): an error we did not expect must not replace
   * the page behind the modal with the error page, so it is logged and answered with `message`.
   */
  unexpected?: { logger: Logger; message: string };
};

/**
 * A form's answer to an error its action met: a service's refusal becomes `{ ok: false, message,
 * errors }` with the refusal's status (and `Retry-After` on 429 and 503); anything else is ours to
 * fix and is rethrown for the error page and the log, unless `unexpected` says otherwise.
 */
export function formFailure(thrown: unknown, options: FormFailureOptions = {}) {
  const error = transactionConflict(thrown) ?? thrown;
  if (error instanceof ServiceError) {
    const message = (error.reason && options.wording?.[error.reason]) || error.message;
    const headers =
      error.retryAfterSeconds === undefined ? undefined : { "Retry-After": String(error.retryAfterSeconds) };
    const failure: FormFailure = error.errors
      ? { ok: false, message, errors: error.errors }
      : { ok: false, message };
    return data<FormResult>(failure, { status: error.status, headers });
  }
  if (!options.unexpected) throw error;
  options.unexpected.logger.error({ err: error }, "form action failed");
  return data<FormResult>({ ok: false, message: options.unexpected.message }, { status: 500 });
}

/**
 * The messages of the checks a save's service runs after the schema (the database, a file's
 * bytes), from the form's fields as posted (files included, first value of each name).
 */
export type AlsoCheck = (fields: Record<string, unknown>) => Promise<FieldErrors>;

export type RunFormActionOptions = FormFailureOptions & {
  /** Run when the schema fails, so that one answer names every field that is wrong. */
  alsoCheck?: AlsoCheck;
};

/** The form's fields by name, the first value of each (text or file). */
function firstValues(form: FormData): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const [name, value] of form) if (!(name in fields)) fields[name] = value;
  return fields;
}

/**
 * A form's action from the posted form to its answer: the fields checked by `schema` (422 with
 * every message, and `alsoCheck`'s), then `run` with the checked value, whose answer is the
 * action's. What `run` throws is answered by formFailure.
 */
export async function runFormAction<Schema extends z.ZodType, Answer>(
  form: FormData,
  schema: Schema,
  run: (value: z.infer<Schema>) => Promise<Answer>,
  options: RunFormActionOptions = {},
) {
  const { alsoCheck, ...failureOptions } = options;
  const parsed = parseForm(schema, form);
  if (!parsed.ok) {
    if (!alsoCheck) return invalid(parsed.failure);
    try {
      const errors = mergeFieldErrors(parsed.failure.errors ?? {}, await alsoCheck(firstValues(form)));
      return invalid({ ok: false, message: firstMessage(errors), errors });
    } catch (error) {
      return formFailure(error, failureOptions);
    }
  }
  try {
    return await run(parsed.value);
  } catch (error) {
    return formFailure(error, failureOptions);
  }
}
