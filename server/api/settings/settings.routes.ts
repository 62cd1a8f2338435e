import { createRoute, z } from "@hono/zod-openapi";
import { jsonContent } from "../router.ts";

export const settingRow = createRoute({
  method: "get",
  path: "/setting/settingrow",
  tags: ["Settings"],
  summary: "Site settings: currency symbol, title, description, keywords",
  responses: {
    200: jsonContent(
      z
        .object({
          data: z.object({
            currency: z.string().openapi({ example: "$" }),
            title: z.string(),
            description: z.string(),
            keywords: z.string(),
          }),
        })
        .openapi("Settings"),
      "The settings",
    ),
  },
});
