import { publicFileUrl } from "../../services/catalog/public-file-url.ts";
import { getSiteSettings } from "../../services/settings/site-settings.ts";
import { ebookLinks } from "../../services/store/ebook-links.ts";
import { listOwnedEbooks } from "../../services/store/list-owned-ebooks.ts";
import { readOwnedEbook } from "../../services/store/read-owned-ebook.ts";
import { createRouter } from "../router.ts";
import * as routes from "./documents.routes.ts";

export const documentsRouter = createRouter()
  .openapi(routes.geteBooks, async (c) => {
    const { db, config, user } = c.var;
    const [ebooks, { currency }] = await Promise.all([listOwnedEbooks(db, user.id), getSiteSettings(db)]);
    const data = await Promise.all(
      ebooks.map(async (ebook) => {
        const links = await ebookLinks(db, config.publicUrl, user.id, ebook.serviceSlug);
        return {
          id: ebook.id,
          service_name: ebook.title,
          service_slug: ebook.serviceSlug,
          thumnail_img: publicFileUrl(config.publicUrl, ebook.image),
          star: ebook.star,
          currency,
          service_price: ebook.price,
          title: ebook.title,
          pdf_file: links.pdfFile,
          download_link: links.downloadLink,
        };
      }),
    );
    return c.json({ data, count: data.length }, 200);
  })
  .openapi(routes.readebooks, async (c) => {
    const { db, config, user } = c.var;
    const ebook = await readOwnedEbook(db, config, user.id, c.req.valid("query").slug);
    return c.json(
      { data: { title: ebook.title, pdf_file: ebook.pdfFile, download_link: ebook.downloadLink } },
      200,
    );
  });
