import { createRoute, z } from "@hono/zod-openapi";
import {
  loginSchema,
  passwordChangeSchema,
  registerSchema,
} from "../../../shared/accounts/account-schemas.ts";
import { requireUser } from "../../http/auth.ts";
import {
  ErrorSchema,
  formBody,
  jsonContent,
  rateLimitedResponse,
  unauthenticatedResponse,
  ValidationErrorSchema,
} from "../router.ts";
import { ApiUserSchema } from "../user/user-json.ts";

const MessageSchema = z.object({ message: z.string() });

export const register = createRoute({
  method: "post",
  path: "/auth/register",
  tags: ["Auth"],
  summary: "Create an account; an invite code records who referred the new user",
  request: {
    body: {
      required: true,
      content: {
        "application/json": {
          schema: registerSchema.openapi("RegisterBody", {
            example: {
              name: "Ada Lovelace",
              email: "ada@example.com",
              password: "correct horse",
              inviteCode: "",
            },
          }),
        },
      },
    },
  },
  responses: {
    200: jsonContent(
      z.object({ message: z.string().openapi({ example: "Register successfully" }), user: ApiUserSchema }),
      "Registered; log in next",
    ),
    422: jsonContent(ValidationErrorSchema, "Invalid fields, email taken or unknown invite code"),
    ...rateLimitedResponse,
  },
});

export const userLogin = createRoute({
  method: "post",
  path: "/auth/userLogin",
  tags: ["Auth"],
  summary: "Log in: a bearer token for the user calls",
  request: {
    body: {
      required: true,
      content: {
        "application/json": {
          schema: loginSchema.openapi("LoginBody", {
            example: { email: "ada@example.com", password: "correct horse" },
          }),
        },
      },
    },
  },
  responses: {
    200: jsonContent(
      z
        .object({
          user: ApiUserSchema,
          access_token: z.string().openapi({ description: "Send as `Authorization: Bearer <access_token>`" }),
          token_type: z.literal("Bearer"),
          expires_at: z
            .string()
            .openapi({ description: "ISO 8601; moves 30 days ahead as the token is used" }),
        })
        .openapi("Login"),
      "Logged in",
    ),
    403: jsonContent(ValidationErrorSchema, "Right password, deactivated account (status 0)"),
    422: jsonContent(
      ValidationErrorSchema,
      'Invalid fields, or `errors.account`: "Invalid username or password."',
    ),
    ...rateLimitedResponse,
  },
});

export const updatePassword = createRoute({
  method: "post",
  path: "/auth/updatePassword",
  tags: ["Auth"],
  summary: "Change the password; every other session of the user ends, this token stays valid",
  middleware: requireUser,
  security: [{ bearerAuth: [] }],
  request: {
    body: formBody(passwordChangeSchema.openapi("UpdatePasswordBody")),
  },
  responses: {
    200: jsonContent(MessageSchema, "Password changed"),
    ...unauthenticatedResponse,
    422: jsonContent(ValidationErrorSchema, "Invalid fields or wrong old password"),
  },
});

export const logout = createRoute({
  method: "post",
  path: "/auth/logout",
  tags: ["Auth"],
  summary: "Log out: the bearer token stops working (not in SPEC §7; the web logout uses it too)",
  middleware: requireUser,
  security: [{ bearerAuth: [] }],
  responses: {
    200: jsonContent(MessageSchema, "Logged out"),
    401: jsonContent(ErrorSchema, "No valid bearer token"),
  },
});
