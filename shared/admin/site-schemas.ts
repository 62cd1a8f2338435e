/** Input of the site settings and static-page editors: their admin pages and /api/admin calls. */
import { z } from "zod";
import { optionalText, recordId, requiredText, singleLineText, webLink } from "../forms/schema-fields.ts";
import { SEO_DESCRIPTION_MAX_LENGTH } from "./content-messages.ts";
import { editVersion } from "./edit-version.ts";
import {
  CURRENCY_MAX_LENGTH,
  PAGE_HTML_MAX_LENGTH,
  PAGE_TITLE_MAX_LENGTH,
  SITE_DESCRIPTION_MAX_LENGTH,
  SITE_SOCIAL_LINKS,
  SITE_TITLE_MAX_LENGTH,
} from "./site-messages.ts";

const link = (key: keyof typeof SITE_SOCIAL_LINKS) =>
  webLink(
    SITE_SOCIAL_LINKS[key],
    `${SITE_SOCIAL_LINKS[key]} must be a valid URL starting with http:// or https://`,
  );

/**
 * Every setting at once, at the version read (the settings' latest `updated_at`). An empty
 * contact email means the server's CONTACT_EMAIL; an empty social link shows no link.
 */
export const saveSettingsSchema = z.object({
  updated_at: editVersion(),
  currency: singleLineText("currency symbol", { max: CURRENCY_MAX_LENGTH }),
  title: singleLineText("site title", { max: SITE_TITLE_MAX_LENGTH }),
  description: singleLineText("description", { max: SITE_DESCRIPTION_MAX_LENGTH }),
  keywords: optionalText("keywords", SITE_DESCRIPTION_MAX_LENGTH),
  contact_email: z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
    z
      .string({ error: "The contact email must be a string." })
      .trim()
      .max(255, { error: "The contact email must not be greater than 255 characters." })
      .pipe(z.email({ error: "The contact email must be a valid email address." }))
      .transform((value) => value.toLowerCase())
      .optional(),
  ),
  facebook_url: link("facebookUrl"),
  instagram_url: link("instagramUrl"),
  twitter_url: link("twitterUrl"),
  linkedin_url: link("linkedinUrl"),
  youtube_url: link("youtubeUrl"),
});
export type SaveSettingsInput = z.infer<typeof saveSettingsSchema>;

/** A static page's title, text (the editor's HTML) and search description, at the version read. */
export const savePageSchema = z.object({
  id: recordId("id"),
  updated_at: editVersion(),
  name: singleLineText("title", { max: PAGE_TITLE_MAX_LENGTH }),
  body: requiredText("text", { max: PAGE_HTML_MAX_LENGTH }),
  meta_description: optionalText("description for search engines", SEO_DESCRIPTION_MAX_LENGTH),
});
export type SavePageInput = z.infer<typeof savePageSchema>;
