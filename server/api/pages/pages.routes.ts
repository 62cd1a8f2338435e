import { createRoute, z } from "@hono/zod-openapi";
import { ErrorSchema, ValidationErrorSchema, integerParam, jsonContent } from "../router.ts";

export const getGeneralPostData = createRoute({
  method: "get",
  path: "/public/getGeneralPostData",
  tags: ["Pages"],
  summary: "A general post: 1 about, 2 contact, 3 terms, 4 privacy, 5 FAQ",
  request: {
    query: z.object({
      categoryId: integerParam({
        field: "category id",
        min: 1,
        max: 5,
        example: 1,
        param: { name: "categoryId", in: "query" },
      }),
    }),
  },
  responses: {
    200: jsonContent(
      z
        .object({
          data: z.object({
            name: z.string(),
            description_full: z.string().openapi({ description: "Sanitized HTML" }),
          }),
        })
        .openapi("GeneralPost"),
      "The post",
    ),
    404: jsonContent(ErrorSchema, "No post in that category"),
    422: jsonContent(ValidationErrorSchema, "Invalid category id"),
  },
});
