import { listChildCategories } from "../../services/catalog/list-child-categories.ts";
import { listCategoryTree } from "../../services/catalog/list-category-tree.ts";
import { listMainCategories } from "../../services/catalog/list-main-categories.ts";
import { listSubcategories } from "../../services/catalog/list-subcategories.ts";
import { publicFileUrl } from "../../services/catalog/public-file-url.ts";
import { getSiteSettings } from "../../services/settings/site-settings.ts";
import { PUBLIC_READ_CACHE, createRouter } from "../router.ts";
import * as routes from "./catalog.routes.ts";

type Icon = { thumbnail: string | null };
type Child = Icon & { id: number; name: string; slug: string };
type Main = Child & { childCount: number };

export const catalogRouter = createRouter()
  .openapi(routes.parentChildCategory, async (c) => {
    const { publicUrl } = c.var.config;
    const tree = await listCategoryTree(c.var.db);
    c.header("Cache-Control", PUBLIC_READ_CACHE);
    return c.json(
      tree.map((main) => ({
        ...mainCategoryJson(main, publicUrl),
        children: main.children.map((child) => childCategoryJson(child, publicUrl)),
      })),
      200,
    );
  })
  .openapi(routes.allCategorys, async (c) => {
    const mains = await listMainCategories(c.var.db);
    c.header("Cache-Control", PUBLIC_READ_CACHE);
    return c.json(
      mains.map((main) => mainCategoryJson(main, c.var.config.publicUrl)),
      200,
    );
  })
  .openapi(routes.getAllChildCaegorys, async (c) => {
    const { publicUrl } = c.var.config;
    const [children, setting] = await Promise.all([listChildCategories(c.var.db), getSiteSettings(c.var.db)]);
    c.header("Cache-Control", PUBLIC_READ_CACHE);
    return c.json(
      {
        result: children.map((child) => childCategoryJson(child, publicUrl)),
        setting,
      },
      200,
    );
  })
  .openapi(routes.getSubcategorys, async (c) => {
    const { caegoryId } = c.req.valid("query");
    const children = await listSubcategories(c.var.db, caegoryId);
    if (!children) return c.json({ message: "Category not found." }, 404);
    c.header("Cache-Control", PUBLIC_READ_CACHE);
    return c.json(
      {
        result: children.map((child) => ({
          id: child.id,
          name: child.name,
          slug: child.slug,
          image: publicFileUrl(c.var.config.publicUrl, child.thumbnail),
        })),
      },
      200,
    );
  })
  .openapi(routes.categoryWiseSubcategoryCount, async (c) => {
    const mains = await listMainCategories(c.var.db);
    c.header("Cache-Control", PUBLIC_READ_CACHE);
    return c.json(
      {
        result: mains.map((main) => ({
          id: main.id,
          name: main.name,
          slug: main.slug,
          count: main.childCount,
        })),
      },
      200,
    );
  });

function mainCategoryJson(main: Main, publicUrl: string) {
  const icon = publicFileUrl(publicUrl, main.thumbnail);
  return {
    id: main.id,
    name: main.name,
    slug: main.slug,
    thumnail: icon,
    file: icon,
    count: main.childCount,
  };
}

/** A child category as the menus and lists have it: its icon under the legacy name `file`. */
function childCategoryJson(child: Child, publicUrl: string) {
  return {
    id: child.id,
    name: child.name,
    slug: child.slug,
    file: publicFileUrl(publicUrl, child.thumbnail),
  };
}
