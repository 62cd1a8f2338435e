import type { Context } from "hono";
import { z } from "@hono/zod-openapi";
import { validationBody } from "../../http/validation.ts";
import {
  AccountDeactivatedError,
  FieldValidationError,
  InvalidCredentialsError,
} from "../../services/accounts/errors.ts";
import { BookmarkNotFoundError } from "../../services/bookmarks/bookmarks.ts";
import { MailDeliveryError } from "../../services/mail/send-mail.ts";
import { RateLimitedError } from "../../services/rate-limit/hit-rate-limit.ts";
import { jsonContent } from "../router.ts";

/**
 * The accounts routers' error handler (router.onError): turns the services' typed errors into
 * SPEC's answers. Anything else is rethrown to the app's handler (500, logged).
 */
export function accountErrorHandler(error: Error, c: Context): Response {
  if (error instanceof FieldValidationError) return c.json(validationBody(error.errors), 422);
  if (error instanceof InvalidCredentialsError) {
    // SPEC §8: the login shows "field errors for account, email and password".
    return c.json({ message: error.message, errors: { account: [error.message] } }, 422);
  }
  if (error instanceof AccountDeactivatedError) {
    return c.json({ message: error.message, errors: { account: [error.message] } }, 403);
  }
  if (error instanceof RateLimitedError) {
    c.header("Retry-After", String(error.retryAfterSeconds));
    return c.json({ message: error.message }, 429);
  }
  if (error instanceof BookmarkNotFoundError) return c.json({ message: error.message }, 404);
  if (error instanceof MailDeliveryError) return c.json({ message: error.message }, 503);
  throw error;
}

const MessageSchema = z.object({ message: z.string() });

/** Documentation of the errors above, for routes that can meet them. */
export const rateLimitedResponse = {
  429: {
    ...jsonContent(MessageSchema, "Too many attempts; `Retry-After` says how many seconds to wait"),
    headers: { "Retry-After": { schema: { type: "integer" as const }, description: "Seconds to wait" } },
  },
};

export const unauthenticatedResponse = {
  401: jsonContent(MessageSchema, 'No valid bearer token: `{ "message": "Unauthenticated." }`'),
};
