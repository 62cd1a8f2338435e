import { createRoute, z } from "@hono/zod-openapi";
import { searchText, slugField } from "../../../shared/forms/schema-fields.ts";
import { EBOOKS_PAGE_SIZE } from "../../../shared/store/store-messages.ts";
import { ErrorSchema, ValidationErrorSchema, integerParam, jsonContent } from "../router.ts";

/** Beyond this a page number is a typo or a probe. */
const MAX_PAGE = 1_000_000;

export const money = (description: string) =>
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
    description_full: z.string().openapi({ description: "Sanitized HTML" }),
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

export const geteServiceList = createRoute({
  method: "get",
  path: "/public/geteServiceList",
  tags: ["Store"],
  summary: "The e-books for sale, in shop order",
  responses: {
    200: jsonContent(z.array(GuideSchema), "Published e-books"),
  },
});

export const geteServiceListeBooks = createRoute({
  method: "get",
  path: "/public/geteServiceListeBooks",
  tags: ["Store"],
  summary: "One page of the e-book store, optionally searched by title",
  description:
    `Pages of ${EBOOKS_PAGE_SIZE}. \`search\` matches anywhere in the title, in any case. ` +
    "A page past the last answers an empty `data` with the real `lastPage`.",
  request: {
    query: z.object({
      page: integerParam({
        field: "page",
        min: 1,
        max: MAX_PAGE,
        default: 1,
        param: { name: "page", in: "query" },
      }),
      search: searchText("search", 100).openapi({
        param: { name: "search", in: "query" },
        example: "interview",
      }),
    }),
  },
  responses: {
    200: jsonContent(
      z
        .object({
          data: z.array(GuideSchema),
          lastPage: z.number().int().openapi({ description: "At least 1" }),
          total: z.number().int().openapi({ description: "E-books matching, on all pages" }),
        })
        .openapi("EbookPage"),
      "The page",
    ),
    422: jsonContent(ValidationErrorSchema, "page is not a whole number from 1, or search is too long"),
  },
});

export const CartItemSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    slug: z.string(),
    image: z.string(),
    price: money("Price"),
  })
  .openapi("CartItem", { description: "What Add to Cart stores in the browser's `cart` (SPEC.md §3)" });

export const geteServicerow = createRoute({
  method: "get",
  path: "/public/geteServicerow",
  tags: ["Store"],
  summary: "One guide or e-book, for its detail page (/guide-details/{slug})",
  request: {
    query: z.object({
      slug: slugField().openapi({
        param: { name: "slug", in: "query" },
        example: "java-developer-interview-guide",
      }),
    }),
  },
  responses: {
    200: jsonContent(
      z
        .object({
          thumbnail: z.string().openapi({ description: 'Cover image; absolute URL, "" when there is none' }),
          serviceName: z.string(),
          description_full: z.string().openapi({ description: "Sanitized HTML" }),
          description_short: z.string(),
          price: money("Price"),
          old_price: money("Price before the discount").nullable(),
          service: CartItemSchema,
          book_types: z.number().int().openapi({ description: "2: the page also shows `extra_image`" }),
          extra_image: z.string().openapi({ description: 'Absolute URL, "" when there is none' }),
        })
        .openapi("ServiceRow"),
      "The guide or e-book",
    ),
    404: jsonContent(ErrorSchema, "No published guide or e-book has that slug"),
    422: jsonContent(ValidationErrorSchema, "Missing or invalid slug"),
  },
});
