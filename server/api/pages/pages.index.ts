import { getGeneralPost, type GeneralPostCategoryId } from "../../services/pages/general-posts.ts";
import { PUBLIC_READ_CACHE, createRouter } from "../router.ts";
import * as routes from "./pages.routes.ts";

export const pagesRouter = createRouter().openapi(routes.getGeneralPostData, async (c) => {
  const { categoryId } = c.req.valid("query");
  const post = await getGeneralPost(c.var.db, categoryId as GeneralPostCategoryId);
  if (!post) return c.json({ message: "Page not found." }, 404);
  c.header("Cache-Control", PUBLIC_READ_CACHE);
  return c.json({ data: { name: post.name, description_full: post.descriptionFull } }, 200);
});
