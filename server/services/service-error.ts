import { firstMessage, mergeFieldErrors, type FieldErrors } from "../../shared/forms/field-errors.ts";
import { findPostgresError } from "../db/postgres-error.ts";

/** The statuses a service may refuse with; anything else is a fault of ours (500). */
export type ServiceErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429 | 503;

export type ServiceErrorOptions = {
  /** For 422: every message per field (SPEC.md §5). */
  errors?: FieldErrors;
  /** For 429 and 503: how long the client should wait (the `Retry-After` header). */
  retryAfterSeconds?: number;
  /** A stable name for a refusal that a surface words its own way (e.g. "invalid-credentials"). */
  reason?: string;
  cause?: unknown;
};

/**
 * What a service refuses on purpose: the HTTP status, the message a person reads, and for 422 the
 * field messages. Services throw it; server/http/error-response.ts turns it into the API's JSON
 * and app/forms/form-action.server.ts into a form's result. Nothing else maps errors.
 */
export class ServiceError extends Error {
  override name = "ServiceError";
  readonly errors?: FieldErrors;
  readonly retryAfterSeconds?: number;
  readonly reason?: string;

  constructor(
    readonly status: ServiceErrorStatus,
    message: string,
    options: ServiceErrorOptions = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.errors = options.errors;
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.reason = options.reason;
  }
}

/**
 * PostgreSQL ended the transaction to break a deadlock or a serialization conflict (SQLSTATE class
 * 40): nothing was written, and the same request sent again succeeds. Answered as a ServiceError,
 * 503 with a second's Retry-After, rather than as a fault of ours. Undefined for any other error.
 */
export function transactionConflict(error: unknown): ServiceError | undefined {
  if (!findPostgresError(error, (code) => code.startsWith("40"))) return undefined;
  return new ServiceError(503, "The server was busy with the same records. Please try again.", {
    retryAfterSeconds: 1,
    cause: error,
  });
}

/** 422 for input that passed the schema but not the database's rules (email taken, wrong password…). */
export function invalidFields(errors: FieldErrors): ServiceError {
  return new ServiceError(422, firstMessage(errors), { errors });
}

export function invalidField(field: string, message: string): ServiceError {
  return invalidFields({ [field]: [message] });
}

/** The field messages of the 422 that `check` throws (none if it passes); any other error is thrown. */
export async function fieldErrorsFrom(check: () => unknown): Promise<FieldErrors> {
  try {
    await check();
    return {};
  } catch (error) {
    if (error instanceof ServiceError && error.status === 422 && error.errors) return error.errors;
    throw error;
  }
}

type Checks<Results extends readonly unknown[]> = {
  [K in keyof Results]: () => Results[K] | Promise<Results[K]>;
};

/**
 * Runs every check, one after another, and answers with one 422 naming every field that failed
 * (an admin sees all their mistakes at once, not one per submit); else the checks' results in order.
 * Checks that need the database or a file's bytes and depend on no write are run this way.
 */
export async function checkAll<Results extends readonly unknown[]>(
  ...checks: Checks<Results>
): Promise<Results> {
  const results: unknown[] = [];
  let errors: FieldErrors = {};
  for (const check of checks) {
    let result: unknown;
    errors = mergeFieldErrors(errors, await fieldErrorsFrom(async () => (result = await check())));
    results.push(result);
  }
  if (Object.keys(errors).length > 0) throw invalidFields(errors);
  return results as unknown as Results;
}

/** 404: unknown, hidden, or someone else's (the same answer for all three). */
export function notFound(message = "Not Found"): ServiceError {
  return new ServiceError(404, message);
}
