import { getSiteSettings } from "../../services/settings/site-settings.ts";
import { createRouter } from "../router.ts";
import * as routes from "./settings.routes.ts";

export const settingsRouter = createRouter().openapi(routes.settingRow, async (c) => {
  c.header("Cache-Control", "public, max-age=300");
  return c.json({ data: await getSiteSettings(c.var.db) }, 200);
});
