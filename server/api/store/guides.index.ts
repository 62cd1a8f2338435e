import { publicFileUrl } from "../../services/catalog/public-file-url.ts";
import { listGuides } from "../../services/store/list-guides.ts";
import { createRouter } from "../router.ts";
import * as routes from "./guides.routes.ts";

export const guidesRouter = createRouter().openapi(routes.geteServiceListIntGuide, async (c) => {
  const guides = await listGuides(c.var.db, { kind: "guide" });
  c.header("Cache-Control", "public, max-age=300");
  return c.json(
    guides.map((guide) => ({
      id: guide.id,
      slug: guide.slug,
      title: guide.title,
      image: publicFileUrl(c.var.config.publicUrl, guide.image),
      price: guide.price,
      oldPrice: guide.oldPrice,
      old_price: guide.oldPrice,
      instructor: guide.instructor ?? "",
      star: guide.star,
      description_short: guide.descriptionShort ?? "",
      description_full: guide.descriptionFull,
    })),
    200,
  );
});
