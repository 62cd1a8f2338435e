import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import { ServiceError, transactionConflict } from "../services/service-error.ts";
import { findPostgresError } from "../db/postgres-error.ts";
import type { AppEnv } from "./env.ts";
import { loggedPath } from "./logged-path.ts";

/** PostgreSQL refused a value (SQLSTATE class 22, "data exception"): bad input, not our fault. */
const REFUSED_VALUE = "The request contains a value that is not allowed.";

/**
 * The API's one error mapping (app.onError): a service's refusal (ServiceError) becomes its status
 * with `{ message }` or, for 422, `{ message, errors }`, and `Retry-After` where it has one; a
 * refusal a client acts on by its kind rather than its words also names it, `reason` (a 403
 * "recent-login-required" asks for the password again, a 409 "time-up" ends an exam); a
 * transaction PostgreSQL rolled back (a deadlock) is such a refusal, 503 (transactionConflict);
 * input the framework or PostgreSQL refused becomes 400 or 422; anything else is logged and
 * answered 500 with no detail. app/forms/form-action.server.ts is the same for the web's forms.
 */
export function apiErrorResponse(thrown: unknown, c: Context<AppEnv>): Response {
  const conflict = transactionConflict(thrown);
  if (conflict)
    c.var.logger.warn(
      { err: thrown, path: loggedPath(c.req.path) },
      "a transaction was rolled back: try again",
    );
  const error = conflict ?? thrown;
  if (error instanceof ServiceError) {
    if (error.retryAfterSeconds !== undefined) c.header("Retry-After", String(error.retryAfterSeconds));
    return c.json(
      {
        message: error.message,
        ...(error.errors && { errors: error.errors }),
        ...(error.reason && { reason: error.reason }),
      },
      error.status,
    );
  }
  if (error instanceof HTTPException) {
    return c.json({ message: error.message || "Request failed" }, error.status);
  }
  // Malformed JSON bodies and the like are the client's fault, not ours.
  if (error instanceof SyntaxError) {
    return c.json({ message: "The request body is not valid JSON." }, 400);
  }
  // A value no schema caught but PostgreSQL would not take (a NUL character, an out-of-range
  // number): nothing was written. Logged, since a schema should have refused it first.
  if (isRefusedValue(error)) {
    c.var.logger.warn(
      { err: error, path: loggedPath(c.req.path) },
      "PostgreSQL refused a value the input schema let through",
    );
    return c.json({ message: REFUSED_VALUE, errors: {} }, 422);
  }
  c.var.logger.error({ err: error, path: loggedPath(c.req.path) }, "unhandled error");
  return c.json({ message: "Internal Server Error" }, 500);
}

function isRefusedValue(error: unknown): boolean {
  return findPostgresError(error, (code) => code.startsWith("22")) !== undefined;
}
