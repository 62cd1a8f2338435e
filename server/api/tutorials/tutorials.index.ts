import { getTutorial } from "../../services/tutorials/get-tutorial.ts";
import { listTutorials } from "../../services/tutorials/list-tutorials.ts";
import { PUBLIC_READ_CACHE, createRouter, paginationJson } from "../router.ts";
import * as routes from "./tutorials.routes.ts";

export const tutorialsRouter = createRouter()
  .openapi(routes.getTorrentTutorial, async (c) => {
    const found = await listTutorials(c.var.db, c.req.valid("query"));
    c.header("Cache-Control", PUBLIC_READ_CACHE);
    return c.json(
      {
        data: found.items.map(({ id, name, slug, siteName }) => ({
          id,
          name,
          slug,
          site_name: siteName ?? "",
        })),
        pagination: paginationJson(found),
      },
      200,
    );
  })
  .openapi(routes.gettorrentrow, async (c) => {
    const tutorial = await getTutorial(c.var.db, c.req.valid("query").slug, c.var.config.publicUrl);
    c.header("Cache-Control", PUBLIC_READ_CACHE);
    return c.json(
      {
        id: tutorial.id,
        slug: tutorial.slug,
        name: tutorial.name,
        site_name: tutorial.siteName ?? "",
        description: tutorial.description,
        download_link: tutorial.downloadLink,
      },
      200,
    );
  });
