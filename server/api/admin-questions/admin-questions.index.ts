import { QuestionMessages } from "../../../shared/admin/content-messages.ts";
import type { Database } from "../../db/client.ts";
import {
  deleteQuestion,
  getAdminQuestion,
  listAdminQuestions,
  saveQuestion,
  setQuestionVisibility,
} from "../../services/qa/manage-questions.ts";
import { createRouter, paginationJson } from "../router.ts";
import * as routes from "./admin-questions.routes.ts";

async function questionJson(db: Database, id: number) {
  const { item, categoryName, categorySlug } = await getAdminQuestion(db, id);
  return {
    id: item.id,
    category_id: item.categoryId,
    category_name: categoryName,
    category_slug: categorySlug,
    slug: item.slug,
    question: item.question,
    answer: item.answer,
    sort_order: item.sortOrder,
    status: item.status,
    created_at: item.createdAt.toISOString(),
    updated_at: item.updatedAt.toISOString(),
  };
}

export const adminQuestionsRouter = createRouter()
  .openapi(routes.listQuestions, async (c) => {
    const found = await listAdminQuestions(c.var.db, c.req.valid("query"));
    const data = found.rows.map((row) => ({
      id: row.id,
      category_id: row.categoryId,
      category_name: row.categoryName,
      category_slug: row.categorySlug,
      slug: row.slug,
      question: row.question,
      sort_order: row.sortOrder,
      status: row.status,
      updated_at: row.updatedAt.toISOString(),
    }));
    return c.json({ data, pagination: paginationJson(found), more: found.more }, 200);
  })
  .openapi(routes.getQuestion, async (c) => {
    return c.json({ data: await questionJson(c.var.db, c.req.valid("param").id) }, 200);
  })
  .openapi(routes.saveQuestion, async (c) => {
    const input = c.req.valid("form");
    const saved = await saveQuestion(c.var.db, c.var.user, input);
    const message = input.id === undefined ? QuestionMessages.created : QuestionMessages.saved;
    return c.json({ message, data: await questionJson(c.var.db, saved.id) }, 200);
  })
  .openapi(routes.setQuestionVisibility, async (c) => {
    const input = { ...c.req.valid("form"), id: c.req.valid("param").id };
    const saved = await setQuestionVisibility(c.var.db, c.var.user, input);
    const message = saved.status === 1 ? QuestionMessages.shown : QuestionMessages.hidden;
    return c.json({ message, data: await questionJson(c.var.db, saved.id) }, 200);
  })
  .openapi(routes.deleteQuestion, async (c) => {
    await deleteQuestion(c.var.db, c.var.user, { ...c.req.valid("form"), id: c.req.valid("param").id });
    return c.json({ message: QuestionMessages.deleted }, 200);
  });
