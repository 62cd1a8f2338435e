import { createRoute, z } from "@hono/zod-openapi";
import { forgotPasswordSchema, resetPasswordSchema } from "../../../shared/accounts/account-schemas.ts";
import { ErrorSchema, formBody, jsonContent, rateLimitedResponse, ValidationErrorSchema } from "../router.ts";

export const checkMail = createRoute({
  method: "post",
  path: "/public/checkMail",
  tags: ["Password reset"],
  summary: "Mail a password reset link (valid 30 minutes, single use) to an account's address",
  description:
    "The link is built from the site's configured public address; `host` is accepted for old clients and ignored.",
  request: {
    body: {
      required: true,
      content: {
        "application/json": {
          schema: forgotPasswordSchema.openapi("CheckMailBody", {
            example: { email: "ada@example.com", host: "https://www.w3programmer.com" },
          }),
        },
      },
    },
  },
  responses: {
    200: jsonContent(
      z.object({ message: z.string(), user: z.object({ email: z.string() }) }).openapi("CheckMail"),
      "The mail is on its way",
    ),
    422: jsonContent(ValidationErrorSchema, '`errors.email`: "Email does not exist." or an invalid address'),
    ...rateLimitedResponse,
    503: jsonContent(ErrorSchema, "The mail server refused the message"),
  },
});

export const restPassword = createRoute({
  method: "post",
  path: "/public/restPassword",
  tags: ["Password reset"],
  summary: "Set a new password with the token from the reset mail (`id`); every session of the user ends",
  request: {
    body: formBody(resetPasswordSchema.openapi("ResetPasswordBody")),
  },
  responses: {
    200: jsonContent(z.object({ message: z.string() }), "Password changed; log in with it"),
    422: jsonContent(
      ValidationErrorSchema,
      "Invalid fields, or `errors.id`: the link is invalid, used or expired",
    ),
    ...rateLimitedResponse,
  },
});
