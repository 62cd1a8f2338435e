import { createRoute, z } from "@hono/zod-openapi";
import { jsonContent } from "../router.ts";

const money = (description: string) =>
  z.string().openapi({ description: `${description}, a decimal string in dollars`, example: "19.99" });

const GuideSchema = z
  .object({
    id: z.number().int(),
    slug: z.string().openapi({ description: "Its page is /guide-details/{slug}" }),
    title: z.string(),
    image: z.string().openapi({ description: 'Cover image; absolute URL, "" when there is none' }),
    price: money("Price"),
    oldPrice: money("Price before the discount").nullable(),
    old_price: money("The same old price under its legacy name").nullable(),
    instructor: z.string(),
    star: z.number().openapi({ description: "Rating out of 5, one decimal", example: 4.8 }),
    description_short: z.string(),
    description_full: z.string().openapi({ description: "Sanitised HTML" }),
  })
  .openapi("Guide");

export const geteServiceListIntGuide = createRoute({
  method: "get",
  path: "/public/geteServiceListIntGuide",
  tags: ["Store"],
  summary: "The interview guides for sale (Interview eGuide), in shop order",
  responses: {
    200: jsonContent(z.array(GuideSchema), "Published guides"),
  },
});
