import { CategoryMessages } from "../../../shared/admin/content-messages.ts";
import {
  type AdminCategory,
  deleteCategory,
  getAdminCategory,
  listAdminCategories,
  saveCategory,
  setCategoryVisibility,
} from "../../services/catalog/manage-categories.ts";
import { createRouter, paginationJson } from "../router.ts";
import * as routes from "./admin-categories.routes.ts";

const toCategoryJson = (category: AdminCategory) => ({
  id: category.id,
  parent_id: category.parentId,
  parent_name: category.parentName,
  name: category.name,
  slug: category.slug,
  sort_order: category.sortOrder,
  status: category.status,
  meta_title: category.metaTitle,
  meta_description: category.metaDescription,
  question_count: category.questionCount,
  created_at: category.createdAt.toISOString(),
  updated_at: category.updatedAt.toISOString(),
});

export const adminCategoriesRouter = createRouter()
  .openapi(routes.listCategories, async (c) => {
    const found = await listAdminCategories(c.var.db, c.req.valid("query"));
    return c.json({ data: found.rows.map(toCategoryJson), pagination: paginationJson(found) }, 200);
  })
  .openapi(routes.getCategory, async (c) => {
    return c.json({ data: toCategoryJson(await getAdminCategory(c.var.db, c.req.valid("param").id)) }, 200);
  })
  .openapi(routes.saveCategory, async (c) => {
    const input = c.req.valid("form");
    const saved = await saveCategory(c.var.db, c.var.user, input);
    const message = input.id === undefined ? CategoryMessages.created : CategoryMessages.saved;
    return c.json({ message, data: toCategoryJson(await getAdminCategory(c.var.db, saved.id)) }, 200);
  })
  .openapi(routes.setCategoryVisibility, async (c) => {
    const input = { ...c.req.valid("form"), id: c.req.valid("param").id };
    const saved = await setCategoryVisibility(c.var.db, c.var.user, input);
    const message = saved.status === 1 ? CategoryMessages.shown : CategoryMessages.hidden;
    return c.json({ message, data: toCategoryJson(await getAdminCategory(c.var.db, saved.id)) }, 200);
  })
  .openapi(routes.deleteCategory, async (c) => {
    await deleteCategory(c.var.db, c.var.user, { ...c.req.valid("form"), id: c.req.valid("param").id });
    return c.json({ message: CategoryMessages.deleted }, 200);
  });
