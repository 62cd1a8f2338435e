import type { BlogPostSummary } from "../../services/blog/blog-post-row.ts";
import { formatPostDate } from "../../services/blog/blog-post-row.ts";
import { getBlogFilter } from "../../services/blog/get-blog-filter.ts";
import { getBlogPost } from "../../services/blog/get-blog-post.ts";
import {
  listBlogPosts,
  listCategoryPosts,
  listTagPosts,
  type BlogPage,
} from "../../services/blog/list-blog-posts.ts";
import { searchBlogPosts } from "../../services/blog/search-blog-posts.ts";
import { publicFileUrl } from "../../services/catalog/public-file-url.ts";
import { BlogMessages } from "../../../shared/blog/blog-messages.ts";
import { PUBLIC_READ_CACHE, createRouter } from "../router.ts";
import * as routes from "./blog.routes.ts";

/** A post in the legacy field names (SPEC.md §3 "Blog post"), both spellings of each. */
function postJson(publicUrl: string, post: BlogPostSummary) {
  const categoryName = post.category?.name ?? null;
  return {
    id: post.id,
    slug: post.slug,
    name: post.name,
    description_full: post.descriptionFull,
    thumnail_img: publicFileUrl(publicUrl, post.thumbnail),
    created_at: post.publishedAt.toISOString(),
    createdat: formatPostDate(post.publishedAt),
    categoryName,
    category_name: categoryName,
    category_slug: post.category?.slug ?? null,
    meta_description: post.metaDescription,
    meta_keyword: post.metaKeyword,
  };
}

function listJson(publicUrl: string, list: BlogPage) {
  return {
    result: list.posts.map((post) => postJson(publicUrl, post)),
    pagination: {
      current_page: list.page,
      last_page: list.lastPage,
      per_page: list.perPage,
      total: list.total,
    },
  };
}

export const blogRouter = createRouter()
  .openapi(routes.getActiveBlogList, async (c) => {
    const { page, per_page } = c.req.valid("query");
    const list = await listBlogPosts(c.var.db, { page, perPage: per_page });
    c.header("Cache-Control", PUBLIC_READ_CACHE);
    return c.json(listJson(c.var.config.publicUrl, list), 200);
  })
  .openapi(routes.findBlogCategory, async (c) => {
    const { slug } = c.req.valid("param");
    const { page, per_page } = c.req.valid("query");
    const list = await listCategoryPosts(c.var.db, slug, { page, perPage: per_page });
    if (!list) return c.json({ message: BlogMessages.categoryNotFound }, 404);
    c.header("Cache-Control", PUBLIC_READ_CACHE);
    const { id, slug: categorySlug, name } = list.category;
    return c.json(
      {
        ...listJson(c.var.config.publicUrl, list),
        category: { id, slug: categorySlug, category_name: name },
      },
      200,
    );
  })
  .openapi(routes.findBlogTag, async (c) => {
    const { slug } = c.req.valid("param");
    const { page, per_page } = c.req.valid("query");
    const list = await listTagPosts(c.var.db, slug, { page, perPage: per_page });
    if (!list) return c.json({ message: BlogMessages.tagNotFound }, 404);
    c.header("Cache-Control", PUBLIC_READ_CACHE);
    return c.json({ ...listJson(c.var.config.publicUrl, list), tag: list.tag }, 200);
  })
  .openapi(routes.getBlogDetails, async (c) => {
    const { slug } = c.req.valid("param");
    const post = await getBlogPost(c.var.db, slug);
    if (!post) return c.json({ message: BlogMessages.postNotFound }, 404);
    c.header("Cache-Control", PUBLIC_READ_CACHE);
    return c.json({ data: { ...postJson(c.var.config.publicUrl, post), tags: post.tags } }, 200);
  })
  .openapi(routes.getBlogFilter, async (c) => {
    const filter = await getBlogFilter(c.var.db);
    const { publicUrl } = c.var.config;
    c.header("Cache-Control", PUBLIC_READ_CACHE);
    return c.json(
      {
        recentPost: filter.recentPosts.map((post) => ({
          name: post.name,
          slug: post.slug,
          image: publicFileUrl(publicUrl, post.thumbnail),
          created_at: post.publishedAt.toISOString(),
        })),
        categories: filter.categories.map((category) => ({
          id: category.id,
          slug: category.slug,
          category_name: category.name,
          total_blogs: category.totalBlogs,
        })),
        tags: filter.tags.map((tag) => ({
          id: tag.id,
          slug: tag.slug,
          name: tag.name,
          total_blogs: tag.totalBlogs,
        })),
      },
      200,
    );
  })
  .openapi(routes.blogSearch, async (c) => {
    const { title } = c.req.valid("query");
    const found = await searchBlogPosts(c.var.db, title);
    const { publicUrl } = c.var.config;
    c.header("Cache-Control", PUBLIC_READ_CACHE);
    return c.json(
      {
        result: found.map((post) => ({
          id: post.id,
          slug: post.slug,
          name: post.name,
          thumnail_img: publicFileUrl(publicUrl, post.thumbnail),
          created_at: post.publishedAt.toISOString(),
        })),
      },
      200,
    );
  });
