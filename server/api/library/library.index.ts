import { getPdfCategoryPage } from "../../services/library/get-pdf-category-page.ts";
import { getPdfRow } from "../../services/library/get-pdf-row.ts";
import { listPdfCategories } from "../../services/library/list-pdf-categories.ts";
import { PUBLIC_READ_CACHE, createRouter, paginationJson } from "../router.ts";
import * as routes from "./library.routes.ts";

export const libraryRouter = createRouter()
  .openapi(routes.getepdfCategoryList, async (c) => {
    const folders = await listPdfCategories(c.var.db);
    c.header("Cache-Control", PUBLIC_READ_CACHE);
    return c.json({ data: folders }, 200);
  })
  .openapi(routes.filterepdfCategory, async (c) => {
    const found = await getPdfCategoryPage(c.var.db, c.req.valid("query"));
    c.header("Cache-Control", PUBLIC_READ_CACHE);
    return c.json(
      {
        data: found.items.map(({ id, slug, name, sizeBytes }) => ({ id, slug, name, size: sizeBytes })),
        categoryName: found.category.name,
        pagination: paginationJson(found),
      },
      200,
    );
  })
  .openapi(routes.filterepdfrow, async (c) => {
    const row = await getPdfRow(c.var.db, c.req.valid("query").slug, c.var.config.publicUrl);
    c.header("Cache-Control", PUBLIC_READ_CACHE);
    return c.json(
      {
        catName: row.catName,
        catSlug: row.catSlug,
        name: row.name,
        showPdf: row.showPdf,
        download_link: row.downloadLink,
        categoryId: row.categoryId,
      },
      200,
    );
  });
