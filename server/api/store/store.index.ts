import { publicFileUrl } from "../../services/catalog/public-file-url.ts";
import { notFound } from "../../services/service-error.ts";
import { getServiceRow } from "../../services/store/get-service-row.ts";
import { listEbooksPage } from "../../services/store/list-ebooks-page.ts";
import { listGuides, type GuideSummary } from "../../services/store/list-guides.ts";
import { PUBLIC_READ_CACHE, createRouter } from "../router.ts";
import * as routes from "./store.routes.ts";

function toApiGuide(publicUrl: string, guide: GuideSummary) {
  return {
    id: guide.id,
    slug: guide.slug,
    title: guide.title,
    image: publicFileUrl(publicUrl, guide.image),
    price: guide.price,
    oldPrice: guide.oldPrice,
    old_price: guide.oldPrice,
    instructor: guide.instructor ?? "",
    star: guide.star,
    description_short: guide.descriptionShort ?? "",
    description_full: guide.descriptionFull,
  };
}

export const storeRouter = createRouter()
  .openapi(routes.geteServiceListIntGuide, async (c) => {
    const guides = await listGuides(c.var.db, { kind: "guide" });
    c.header("Cache-Control", PUBLIC_READ_CACHE);
    return c.json(
      guides.map((guide) => toApiGuide(c.var.config.publicUrl, guide)),
      200,
    );
  })
  .openapi(routes.geteServiceList, async (c) => {
    const ebooks = await listGuides(c.var.db, { kind: "ebook" });
    c.header("Cache-Control", PUBLIC_READ_CACHE);
    return c.json(
      ebooks.map((ebook) => toApiGuide(c.var.config.publicUrl, ebook)),
      200,
    );
  })
  .openapi(routes.geteServiceListeBooks, async (c) => {
    const { page, search } = c.req.valid("query");
    const result = await listEbooksPage(c.var.db, { page, search });
    c.header("Cache-Control", PUBLIC_READ_CACHE);
    return c.json(
      {
        data: result.data.map((ebook) => toApiGuide(c.var.config.publicUrl, ebook)),
        lastPage: result.lastPage,
        total: result.total,
      },
      200,
    );
  })
  .openapi(routes.geteServicerow, async (c) => {
    const row = await getServiceRow(c.var.db, c.req.valid("query").slug);
    if (!row) throw notFound();
    const { publicUrl } = c.var.config;
    const thumbnail = publicFileUrl(publicUrl, row.image);
    c.header("Cache-Control", PUBLIC_READ_CACHE);
    return c.json(
      {
        thumbnail,
        serviceName: row.title,
        description_full: row.descriptionFull,
        description_short: row.descriptionShort ?? "",
        price: row.price,
        old_price: row.oldPrice,
        service: { id: row.id, name: row.title, slug: row.slug, image: thumbnail, price: row.price },
        book_types: row.bookTypes,
        extra_image: publicFileUrl(publicUrl, row.extraImage),
      },
      200,
    );
  });
