/** What the settings and static-page editors and their /api/admin calls say. Plain data for the browser. */
export const SiteMessages = {
  settingsSaved: "Settings saved",
  pageSaved: "Page saved",
  pageNotFound: "Page not found",
} as const;

/** The social networks the footer can link to, by setting key. */
export const SITE_SOCIAL_LINKS = {
  facebookUrl: "Facebook",
  instagramUrl: "Instagram",
  twitterUrl: "X (Twitter)",
  linkedinUrl: "LinkedIn",
  youtubeUrl: "YouTube",
} as const;
export type SiteSocialLink = keyof typeof SITE_SOCIAL_LINKS;

export const CURRENCY_MAX_LENGTH = 8;
export const SITE_TITLE_MAX_LENGTH = 80;
export const SITE_DESCRIPTION_MAX_LENGTH = 300;
export const PAGE_TITLE_MAX_LENGTH = 150;
/** A static page's HTML as the editor sends it: the terms and the FAQ are the long ones. */
export const PAGE_HTML_MAX_LENGTH = 200_000;
