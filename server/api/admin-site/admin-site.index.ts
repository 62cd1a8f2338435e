import { SiteMessages } from "../../../shared/admin/site-messages.ts";
import { type AdminPage, getAdminPage, listAdminPages, savePage } from "../../services/pages/manage-pages.ts";
import {
  contactAddress,
  type EditableSettings,
  getEditableSettings,
  saveSiteSettings,
} from "../../services/settings/site-settings.ts";
import { createRouter } from "../router.ts";
import * as routes from "./admin-site.routes.ts";

const toSettingsJson = (
  { values, updatedAt }: { values: EditableSettings; updatedAt: Date },
  fallbackContact: string,
) => ({
  currency: values.currency,
  title: values.title,
  description: values.description,
  keywords: values.keywords,
  contact_email: values.contactEmail,
  contact_address: contactAddress(values.contactEmail, fallbackContact),
  facebook_url: values.facebookUrl,
  instagram_url: values.instagramUrl,
  twitter_url: values.twitterUrl,
  linkedin_url: values.linkedinUrl,
  youtube_url: values.youtubeUrl,
  updated_at: updatedAt.toISOString(),
});

const toPageJson = (page: AdminPage) => ({
  id: page.id,
  name: page.name,
  slug: page.slug,
  path: page.path ?? null,
  description_full: page.descriptionFull,
  meta_description: page.metaDescription,
  updated_at: page.updatedAt.toISOString(),
});

export const adminSiteRouter = createRouter()
  .openapi(routes.getSettings, async (c) => {
    const found = await getEditableSettings(c.var.db);
    return c.json({ data: toSettingsJson(found, c.var.config.contactEmail) }, 200);
  })
  .openapi(routes.saveSettings, async (c) => {
    const saved = await saveSiteSettings(c.var.db, c.var.user, c.req.valid("form"));
    return c.json(
      { message: SiteMessages.settingsSaved, data: toSettingsJson(saved, c.var.config.contactEmail) },
      200,
    );
  })
  .openapi(routes.listPages, async (c) => {
    return c.json({ data: (await listAdminPages(c.var.db)).map(toPageJson) }, 200);
  })
  .openapi(routes.getPage, async (c) => {
    return c.json({ data: toPageJson(await getAdminPage(c.var.db, c.req.valid("param").id)) }, 200);
  })
  .openapi(routes.savePage, async (c) => {
    const saved = await savePage(c.var.db, c.var.user, c.req.valid("form"));
    return c.json({ message: SiteMessages.pageSaved, data: toPageJson(saved) }, 200);
  });
