import { createRoute, z } from "@hono/zod-openapi";
import { slugField } from "../../../shared/forms/schema-fields.ts";
import { ErrorSchema, ValidationErrorSchema, jsonContent } from "../router.ts";

export const generatePdf = createRoute({
  method: "get",
  path: "/public/generate-pdf/{slug}",
  tags: ["Q&A"],
  summary: "A child category's questions and answers as a PDF, saved as {slug}.pdf",
  description:
    "Text PDF with a title page and page numbers. Cached until the category's content changes; " +
    "the `ETag` names the content version, and `If-None-Match` with it answers 304.",
  request: {
    params: z.object({
      slug: slugField().openapi({
        param: { name: "slug", in: "path" },
        example: "python-basics-interview-questions",
      }),
    }),
    headers: z.object({
      "if-none-match": z.string().optional().openapi({ description: "An ETag from an earlier download" }),
    }),
  },
  responses: {
    200: {
      description: "The PDF file",
      headers: z.object({
        "Content-Disposition": z.string().openapi({ example: 'attachment; filename="slug.pdf"' }),
        ETag: z.string(),
      }),
      content: { "application/pdf": { schema: z.string().openapi({ format: "binary" }) } },
    },
    304: { description: "The PDF named by If-None-Match is still current" },
    404: jsonContent(ErrorSchema, "No published child category with that slug"),
    422: jsonContent(ValidationErrorSchema, "Invalid slug"),
  },
});
