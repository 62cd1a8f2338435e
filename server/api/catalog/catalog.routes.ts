import { createRoute, z } from "@hono/zod-openapi";
import { ErrorSchema, ValidationErrorSchema, integerParam, jsonContent } from "../router.ts";
import { MAX_INT4 } from "../../../shared/forms/schema-fields.ts";

const tags = ["Catalog"];

const fileUrl = (description: string) =>
  z.string().openapi({ description: `${description}; absolute URL, "" when there is none` });

const ChildCategorySchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    slug: z.string().openapi({ description: "Its page is /question-answer/{slug}" }),
    file: fileUrl("Icon"),
  })
  .openapi("ChildCategory", {
    example: { id: 17, name: "SQL Queries", slug: "sql-queries-interview-questions", file: "" },
  });

const mainCategoryFields = {
  id: z.number().int(),
  name: z.string(),
  slug: z.string().openapi({ description: "Its page is /category/{slug}" }),
  thumnail: fileUrl("Icon (the legacy spelling, kept for existing clients)"),
  file: fileUrl("The same icon under its other legacy name"),
  count: z.number().int().openapi({ description: "Number of published child categories" }),
};

const MainCategorySchema = z.object(mainCategoryFields).openapi("MainCategory", {
  example: { id: 16, name: "Databases & SQL", slug: "databases", thumnail: "", file: "", count: 4 },
});

const CategoryTreeSchema = z
  .object({ ...mainCategoryFields, children: z.array(ChildCategorySchema) })
  .openapi("CategoryWithChildren");

/** A catalogue read without parameters: it always answers 200 with `schema`. */
function catalogRead<P extends string, S extends z.ZodType>(route: {
  path: P;
  summary: string;
  schema: S;
  description: string;
}) {
  return createRoute({
    method: "get",
    path: route.path,
    tags,
    summary: route.summary,
    responses: { 200: jsonContent(route.schema, route.description) },
  });
}

export const parentChildCategory = catalogRead({
  path: "/public/parentChildCategory",
  summary: "Category tree: every main category with its child categories, in menu order",
  schema: z.array(CategoryTreeSchema),
  description: "Main categories with their children",
});

export const allCategorys = catalogRead({
  path: "/public/allCategorys",
  summary: "All main categories, each with its number of child categories (`count`)",
  schema: z.array(MainCategorySchema),
  description: "Main categories in menu order",
});

export const getAllChildCaegorys = catalogRead({
  path: "/public/getAllChildCaegorys",
  summary: "All child categories (the /question-answer pages) and the site settings",
  schema: z
    .object({
      result: z.array(ChildCategorySchema),
      setting: z.object({
        currency: z.string(),
        title: z.string(),
        description: z.string(),
        keywords: z.string(),
      }),
    })
    .openapi("ChildCategoryList"),
  description: "Child categories grouped by main category, in menu order",
});

export const getSubcategorys = createRoute({
  method: "get",
  path: "/public/getSubcategorys",
  tags,
  summary: "The sub-categories of a category (by id), e.g. a main category's child categories",
  request: {
    query: z.object({
      caegoryId: integerParam({
        field: "category id",
        min: 1,
        max: MAX_INT4,
        example: 16,
        param: { name: "caegoryId", in: "query" },
      }),
    }),
  },
  responses: {
    200: jsonContent(
      z
        .object({
          result: z.array(
            z.object({
              id: z.number().int(),
              name: z.string(),
              slug: z.string(),
              image: fileUrl("Icon"),
            }),
          ),
        })
        .openapi("SubcategoryList"),
      "The sub-categories ([] when the category has none)",
    ),
    404: jsonContent(ErrorSchema, "No published category has that id"),
    422: jsonContent(ValidationErrorSchema, "caegoryId is missing or not a positive whole number"),
  },
});

export const categoryWiseSubcategoryCount = catalogRead({
  path: "/public/categoryWiseSubcategoryCount",
  summary:
    "Main categories with `count` = their number of child categories (the /all-category filter sidebar)",
  schema: z
    .object({
      result: z.array(
        z.object({ id: z.number().int(), name: z.string(), slug: z.string(), count: z.number().int() }),
      ),
    })
    .openapi("CategoryCounts"),
  description: "Main categories in menu order",
});
