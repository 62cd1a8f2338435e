import { getCategorySeo } from "../../services/seo/category-seo.ts";
import { getPageSeo, type SeoPageKey } from "../../services/seo/seo-pages.ts";
import type { Database } from "../../db/client.ts";
import { PUBLIC_READ_CACHE, createRouter } from "../router.ts";
import * as routes from "./seo.routes.ts";

async function pageSeo(db: Database, key: SeoPageKey) {
  const seo = await getPageSeo(db, key);
  return { description: seo.description, keywords: seo.keywords, meta_title: seo.title };
}

export const seoRouter = createRouter()
  .openapi(routes.getSeoDataForHome, async (c) => {
    const { description, keywords, meta_title } = await pageSeo(c.var.db, "home");
    c.header("Cache-Control", PUBLIC_READ_CACHE);
    return c.json(
      { home_pages_meta_description: description, home_pages_meta_keywords: keywords, meta_title },
      200,
    );
  })
  .openapi(routes.getSeoDataForIndex, async (c) => {
    const { description, keywords, meta_title } = await pageSeo(c.var.db, "index");
    c.header("Cache-Control", PUBLIC_READ_CACHE);
    return c.json(
      { index_pages_meta_description: description, index_pages_meta_keywords: keywords, meta_title },
      200,
    );
  })
  .openapi(routes.getSeoDataForQuesAnsw, async (c) => {
    const { description, keywords, meta_title } = await pageSeo(c.var.db, "qa");
    c.header("Cache-Control", PUBLIC_READ_CACHE);
    return c.json({ q_a_meta_des: description, q_a_meta_key: keywords, meta_title }, 200);
  })
  .openapi(routes.getSeoDataForTorrent, async (c) => {
    const { description, keywords, meta_title } = await pageSeo(c.var.db, "torrent");
    c.header("Cache-Control", PUBLIC_READ_CACHE);
    return c.json(
      { torrent_pages_meta_description: description, torrent_pages_meta_keywords: keywords, meta_title },
      200,
    );
  })
  .openapi(routes.mainCategorySeo, async (c) => {
    const seo = await getCategorySeo(c.var.db, c.req.valid("param").slug);
    if (!seo) return c.json({ message: "Category not found." }, 404);
    c.header("Cache-Control", PUBLIC_READ_CACHE);
    return c.json(
      { meta_title: seo.title, meta_description: seo.description, meta_keyword: seo.keywords },
      200,
    );
  });
