import { postedFileErrors, uploadedBytes } from "../../services/store/store-uploads.ts";
import { fileStorage } from "../../services/files/file-storage.ts";
import { validationHookWith } from "../../http/validation.ts";
import { BlogMessages } from "../../../shared/admin/blog-messages.ts";
import type { BlogCategory, BlogTag } from "../../db/schema/index.ts";
import {
  type AdminBlogPost,
  deleteBlogCategory,
  deleteBlogPost,
  deleteBlogTag,
  getAdminBlogCategory,
  getAdminBlogPost,
  getAdminBlogTag,
  listAdminBlogCategories,
  listAdminBlogPosts,
  listAdminBlogTags,
  saveBlogCategory,
  saveBlogPost,
  saveBlogTag,
  setBlogPostVisibility,
} from "../../services/blog/manage-blog.ts";
import { createRouter, paginationJson } from "../router.ts";
import * as routes from "./admin-blog.routes.ts";

const toPostJson = (post: AdminBlogPost) => ({
  id: post.id,
  name: post.name,
  slug: post.slug,
  category_id: post.categoryId,
  category_name: post.categoryName,
  tags: post.tags,
  description_full: post.descriptionFull,
  thumbnail_img: post.thumbnailImg,
  meta_description: post.metaDescription,
  meta_keyword: post.metaKeyword,
  status: post.status,
  published_at: post.publishedAt.toISOString(),
  created_at: post.createdAt.toISOString(),
  updated_at: post.updatedAt.toISOString(),
});

const toCategoryJson = ({ category, postCount }: { category: BlogCategory; postCount: number }) => ({
  id: category.id,
  name: category.categoryName,
  slug: category.slug,
  sort_order: category.sortOrder,
  post_count: postCount,
  updated_at: category.updatedAt.toISOString(),
});

const toTagJson = ({ tag, postCount }: { tag: BlogTag; postCount: number }) => ({
  id: tag.id,
  name: tag.name,
  slug: tag.slug,
  post_count: postCount,
  updated_at: tag.updatedAt.toISOString(),
});

export const adminBlogRouter = createRouter()
  .openapi(routes.listPosts, async (c) => {
    const found = await listAdminBlogPosts(c.var.db, c.req.valid("query"));
    return c.json({ data: found.rows.map(toPostJson), pagination: paginationJson(found) }, 200);
  })
  .openapi(routes.getPost, async (c) => {
    return c.json({ data: toPostJson(await getAdminBlogPost(c.var.db, c.req.valid("param").id)) }, 200);
  })
  .openapi(
    routes.savePost,
    async (c) => {
      const { thumbnail, ...input } = c.req.valid("form");
      const uploads = { thumbnail: await uploadedBytes("thumbnail", thumbnail) };
      const post = await saveBlogPost(c.var.db, c.var, c.var.user, input, uploads);
      const message = input.id === undefined ? BlogMessages.postCreated : BlogMessages.postSaved;
      return c.json({ message, data: toPostJson(await getAdminBlogPost(c.var.db, post.id)) }, 200);
    },
    validationHookWith((fields, c) =>
      postedFileErrors(fileStorage(c.var.config), { thumbnail: fields.thumbnail }),
    ),
  )
  .openapi(routes.setPostVisibility, async (c) => {
    const input = { ...c.req.valid("form"), id: c.req.valid("param").id };
    const post = await setBlogPostVisibility(c.var.db, c.var.user, input);
    const message = post.status === 1 ? BlogMessages.postShown : BlogMessages.postHidden;
    return c.json({ message, data: toPostJson(await getAdminBlogPost(c.var.db, post.id)) }, 200);
  })
  .openapi(routes.deletePost, async (c) => {
    await deleteBlogPost(c.var.db, c.var, c.var.user, {
      ...c.req.valid("form"),
      id: c.req.valid("param").id,
    });
    return c.json({ message: BlogMessages.postDeleted }, 200);
  })
  .openapi(routes.listCategories, async (c) => {
    return c.json({ data: (await listAdminBlogCategories(c.var.db)).map(toCategoryJson) }, 200);
  })
  .openapi(routes.saveCategory, async (c) => {
    const input = c.req.valid("form");
    const category = await saveBlogCategory(c.var.db, c.var.user, input);
    const message = input.id === undefined ? BlogMessages.categoryCreated : BlogMessages.categorySaved;
    return c.json({ message, data: toCategoryJson(await getAdminBlogCategory(c.var.db, category.id)) }, 200);
  })
  .openapi(routes.deleteCategory, async (c) => {
    await deleteBlogCategory(c.var.db, c.var.user, { ...c.req.valid("form"), id: c.req.valid("param").id });
    return c.json({ message: BlogMessages.categoryDeleted }, 200);
  })
  .openapi(routes.listTags, async (c) => {
    return c.json({ data: (await listAdminBlogTags(c.var.db)).map(toTagJson) }, 200);
  })
  .openapi(routes.saveTag, async (c) => {
    const input = c.req.valid("form");
    const tag = await saveBlogTag(c.var.db, c.var.user, input);
    const message = input.id === undefined ? BlogMessages.tagCreated : BlogMessages.tagSaved;
    return c.json({ message, data: toTagJson(await getAdminBlogTag(c.var.db, tag.id)) }, 200);
  })
  .openapi(routes.deleteTag, async (c) => {
    await deleteBlogTag(c.var.db, c.var.user, { ...c.req.valid("form"), id: c.req.valid("param").id });
    return c.json({ message: BlogMessages.tagDeleted }, 200);
  });
