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
