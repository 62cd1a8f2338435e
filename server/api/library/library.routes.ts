import { createRoute, z } from "@hono/zod-openapi";
import {
  DOWNLOAD_ONLY_PDF_CATEGORY_ID,
  PDF_MAX_PAGE_SIZE,
  PDF_PAGE_SIZE,
} from "../../../shared/library/library-messages.ts";
import { pdfCategoryPageSchema, pdfRowSchema } from "../../../shared/library/library-schemas.ts";
import { ErrorSchema, PaginationSchema, ValidationErrorSchema, jsonContent } from "../router.ts";

const tags = ["PDF library"];

export const getepdfCategoryList = createRoute({
  method: "get",
  path: "/public/getepdfCategoryList",
  tags,
  summary: "The PDF folders of /pdf-books, each with how many PDFs it holds",
  responses: {
    200: jsonContent(
      z
        .object({
          data: z.array(
            z
              .object({
                id: z.number().int(),
                slug: z.string(),
                shortName: z
                  .string()
                  .openapi({ description: "The folder's short name (its name when it has none)" }),
                name: z.string(),
                count: z.number().int(),
              })
              .openapi("PdfCategoryEntry"),
          ),
        })
        .openapi("PdfCategoryList"),
      "The folders, in the editors' order",
    ),
  },
});

export const filterepdfCategory = createRoute({
  method: "get",
  path: "/public/filterepdfCategory",
  tags,
  summary: "One page of a PDF folder's documents, optionally searched by name",
  description:
    `Pages of ${PDF_PAGE_SIZE} by default (pageSize up to ${PDF_MAX_PAGE_SIZE}). ` +
    "`searchQuery` keeps the PDFs whose name contains every word, those starting with the text first. " +
    "A page past the last answers an empty `data` with the real `pagination`.",
  request: { query: pdfCategoryPageSchema.openapi({ example: { slug: "interview-cheat-sheets", page: 1 } }) },
  responses: {
    200: jsonContent(
      z
        .object({
          data: z.array(
            z
              .object({
                id: z.number().int(),
                slug: z.string(),
                name: z.string(),
                size: z
                  .number()
                  .int()
                  .nullable()
                  .openapi({ description: "Bytes of the file we host; null for outside files" }),
              })
              .openapi("PdfListItem"),
          ),
          categoryName: z.string(),
          pagination: PaginationSchema,
        })
        .openapi("PdfCategoryPage"),
      "The page of PDFs",
    ),
    404: jsonContent(ErrorSchema, "No public PDF folder has that slug"),
    422: jsonContent(ValidationErrorSchema, "Invalid page, pageSize, searchQuery or slug"),
  },
});

export const filterepdfrow = createRoute({
  method: "get",
  path: "/public/filterepdfrow",
  tags,
  summary: "One PDF: its folder, the viewer's address and the download link",
  description:
    '`showPdf` is the address to show inline ("" when the PDF cannot be shown), `download_link` the file to download. ' +
    `The site shows the PDFs of category ${DOWNLOAD_ONLY_PDF_CATEGORY_ID} only as a download button.`,
  request: { query: pdfRowSchema.openapi({ example: { slug: "git-commands-cheat-sheet" } }) },
  responses: {
    200: jsonContent(
      z
        .object({
          catName: z.string(),
          catSlug: z.string(),
          name: z.string(),
          showPdf: z.string(),
          download_link: z.string(),
          categoryId: z.number().int(),
        })
        .openapi("PdfRow"),
      "The PDF",
    ),
    404: jsonContent(ErrorSchema, "No public PDF has that slug"),
    422: jsonContent(ValidationErrorSchema, "Invalid slug"),
  },
});
