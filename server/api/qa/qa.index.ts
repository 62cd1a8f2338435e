import { publicFileUrl } from "../../services/catalog/public-file-url.ts";
import { getChildDataParentWise } from "../../services/qa/get-child-data-parent-wise.ts";
import { getTechnology } from "../../services/qa/get-technology.ts";
import { suggestQuestions } from "../../services/qa/suggest-questions.ts";
import { PUBLIC_READ_CACHE, createRouter, paginationJson } from "../router.ts";
import * as routes from "./qa.routes.ts";

const CATEGORY_NOT_FOUND = { message: "Category not found." };

export const qaRouter = createRouter()
  .openapi(routes.getChildDataParentWise, async (c) => {
    const { slug } = c.req.valid("param");
    const found = await getChildDataParentWise(c.var.db, slug, c.var.contentChanges);
    if (!found) return c.json(CATEGORY_NOT_FOUND, 404);
    const { publicUrl } = c.var.config;
    const card = ({ id, name, slug, thumbnail }: (typeof found.subCategories)[number]) => ({
      id,
      name,
      slug,
      image: publicFileUrl(publicUrl, thumbnail),
    });
    c.header("Cache-Control", PUBLIC_READ_CACHE);
    return c.json(
      {
        result: found.subCategories.map(card),
        name: found.category.name,
        postMessages: found.category.description,
        othersCategory: found.otherCategories.map((other) => ({ ...card(other), count: other.childCount })),
      },
      200,
    );
  })
  .openapi(routes.getTechnology, async (c) => {
    const { slug, page, pageSize, searchQuery } = c.req.valid("query");
    const technology = await getTechnology(
      c.var.db,
      slug,
      { page, pageSize, searchQuery },
      c.var.contentChanges,
    );
    if (!technology) return c.json(CATEGORY_NOT_FOUND, 404);
    c.header("Cache-Control", PUBLIC_READ_CACHE);
    return c.json(
      {
        data: technology.items.map(({ slug, question, answer }) => ({ slug, question, answer })),
        cateName: technology.category.name,
        tutorialContent: technology.category.description,
        tags: technology.tags,
        pagination: paginationJson(technology),
      },
      200,
    );
  })
  .openapi(routes.qaSuggestions, async (c) => {
    const { slug, q } = c.req.valid("query");
    const suggestions = await suggestQuestions(c.var.db, slug, q, c.var.contentChanges);
    if (!suggestions) return c.json(CATEGORY_NOT_FOUND, 404);
    c.header("Cache-Control", PUBLIC_READ_CACHE);
    return c.json({ result: suggestions }, 200);
  });
