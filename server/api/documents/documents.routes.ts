import { createRoute, z } from "@hono/zod-openapi";
import { slugField } from "../../../shared/forms/schema-fields.ts";
import { requireUser } from "../../http/auth.ts";
import { ErrorSchema, ValidationErrorSchema, jsonContent, unauthenticatedResponse } from "../router.ts";
import { money } from "../store/store.routes.ts";

const userCall = { tags: ["Documents"], middleware: requireUser, security: [{ bearerAuth: [] }] };

const signedLink = (what: string) =>
  z.string().openapi({
    description: `${what}: a signed link to the user's own stamped copy, valid for 10 minutes, served with Cache-Control: no-store`,
  });

const OwnedEbookSchema = z
  .object({
    id: z.number().int(),
    service_name: z.string(),
    service_slug: z.string().openapi({ description: "Read it at /read-ebooks/{service_slug}" }),
    thumnail_img: z.string().openapi({ description: 'Cover image; absolute URL, "" when there is none' }),
    star: z.number(),
    currency: z.string().openapi({ example: "$" }),
    service_price: money("Today's price"),
    title: z.string(),
    pdf_file: signedLink("Opens in a viewer"),
    download_link: signedLink("Saves the PDF"),
  })
  .openapi("OwnedEbook");

export const geteBooks = createRoute({
  ...userCall,
  method: "get",
  path: "/documents/geteBooks",
  summary: "The user's e-books, newest first",
  responses: {
    200: jsonContent(z.object({ data: z.array(OwnedEbookSchema), count: z.number().int() }), "The e-books"),
    ...unauthenticatedResponse,
  },
});

export const readebooks = createRoute({
  ...userCall,
  method: "get",
  path: "/documents/readebooks",
  summary: "Links to read one of the user's e-books",
  request: {
    query: z.object({
      slug: slugField().openapi({
        param: { name: "slug", in: "query" },
        example: "system-design-interview-essentials",
      }),
    }),
  },
  responses: {
    200: jsonContent(
      z.object({
        data: z.object({
          title: z.string(),
          pdf_file: signedLink("Opens in a viewer"),
          download_link: signedLink("Saves the PDF"),
        }),
      }),
      "The e-book's links",
    ),
    ...unauthenticatedResponse,
    403: jsonContent(
      ErrorSchema,
      'A published e-book the user does not own (`reason` "unowned"): it can be bought from /guide-details/{slug}',
    ),
    404: jsonContent(ErrorSchema, "No published e-book has that slug, and the user does not own one"),
    410: jsonContent(
      ErrorSchema,
      "The user bought the e-book but the order was refunded: the message says which order and when",
    ),
    422: jsonContent(ValidationErrorSchema, "Missing slug"),
  },
});
