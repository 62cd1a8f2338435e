import { getSiteSettings } from "../../services/settings/site-settings.ts";
import { PUBLIC_READ_CACHE, createRouter } from "../router.ts";
import * as routes from "./settings.routes.ts";

export const settingsRouter = createRouter().openapi(routes.settingRow, async (c) => {
  c.header("Cache-Control", PUBLIC_READ_CACHE);
  return c.json({ data: await getSiteSettings(c.var.db) }, 200);
});
