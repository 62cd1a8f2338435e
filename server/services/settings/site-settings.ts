/**
 * The site's settings, one row per key (server/db/schema/pages.ts): what SPEC.md's settings call
 * serves (currency, title, description, keywords) and what the footer shows (the contact address
 * and the social links). An admin edits them all at once (/admin/settings), at the version read,
 * audited; the content trigger (migration 0008) then drops the cached pages and menus.
 */
import { inArray, max, sql } from "drizzle-orm";
import type { Database, DatabaseOrTransaction } from "../../db/client.ts";
import { settings } from "../../db/schema/index.ts";
import { SITE_SOCIAL_LINKS, type SiteSocialLink } from "../../../shared/admin/site-messages.ts";
import type { SaveSettingsInput } from "../../../shared/admin/site-schemas.ts";
import { recordAudit, type AdminActor } from "../admin/audit-log.ts";
import { checkEditVersion } from "../admin/stale-edit.ts";

/** The settings SPEC.md's settings call and the pages' heads use. */
export type SiteSettings = {
  currency: string;
  title: string;
  description: string;
  keywords: string;
};

/** What the footer shows: an empty contact email means the server's CONTACT_EMAIL; an empty link, none. */
export type ContactSettings = { contactEmail: string } & Record<SiteSocialLink, string>;

export type EditableSettings = SiteSettings & ContactSettings;

export const defaultSiteSettings: SiteSettings = {
  currency: "$",
  title: "W3Programmer",
  description: "Interview questions and answers, guides, e-books and certified exams for IT jobs in the USA.",
  keywords: "interview questions, IT jobs USA, programming interview, certification",
};

const defaultContactSettings: ContactSettings = {
  contactEmail: "",
  facebookUrl: "",
  instagramUrl: "",
  twitterUrl: "",
  linkedinUrl: "",
  youtubeUrl: "",
};

const defaultEditableSettings: EditableSettings = { ...defaultSiteSettings, ...defaultContactSettings };

/** The stored values of `defaults`' keys, each falling back to its default. */
async function readSettings<Values extends Record<string, string>>(
  db: DatabaseOrTransaction,
  defaults: Values,
): Promise<Values> {
  const rows = await db
    .select({ key: settings.key, value: settings.value })
    .from(settings)
    .where(inArray(settings.key, Object.keys(defaults)));
  const stored = Object.fromEntries(
    rows.filter((row) => typeof row.value === "string").map((row) => [row.key, row.value as string]),
  );
  return { ...defaults, ...stored };
}

export function getSiteSettings(db: DatabaseOrTransaction): Promise<SiteSettings> {
  return readSettings(db, defaultSiteSettings);
}

export function getContactSettings(db: DatabaseOrTransaction): Promise<ContactSettings> {
  return readSettings(db, defaultContactSettings);
}

/** Where the site's mail is answered: the admin's contact address, else the server's CONTACT_EMAIL. */
export function contactAddress(configured: string, fallback: string): string {
  return configured || fallback;
}

/** The social links the footer shows, in SITE_SOCIAL_LINKS' order. */
export function socialLinksOf(contact: ContactSettings): { label: string; url: string }[] {
  return (Object.keys(SITE_SOCIAL_LINKS) as SiteSocialLink[])
    .filter((key) => contact[key] !== "")
    .map((key) => ({ label: SITE_SOCIAL_LINKS[key], url: contact[key] }));
}

/** The settings' version: when any of them last changed (the epoch when none is stored). */
async function settingsVersion(db: DatabaseOrTransaction): Promise<Date> {
  const [row] = await db
    .select({ at: max(settings.updatedAt) })
    .from(settings)
    .where(inArray(settings.key, Object.keys(defaultEditableSettings)));
  return row?.at ?? new Date(0);
}

/** Every editable setting and the version an edit must carry. */
export async function getEditableSettings(db: Database) {
  const [values, updatedAt] = await Promise.all([
    readSettings(db, defaultEditableSettings),
    settingsVersion(db),
  ]);
  return { values, updatedAt };
}

/**
 * Saves every setting at the version the admin saw: all rows are locked first, so of two admins
 * saving at once the second is refused (409) rather than overwriting the first.
 */
export async function saveSiteSettings(db: Database, actor: AdminActor, input: SaveSettingsInput) {
  const values: EditableSettings = {
    currency: input.currency,
    title: input.title,
    description: input.description,
    keywords: input.keywords ?? "",
    contactEmail: input.contact_email ?? "",
    facebookUrl: input.facebook_url ?? "",
    instagramUrl: input.instagram_url ?? "",
    twitterUrl: input.twitter_url ?? "",
    linkedinUrl: input.linkedin_url ?? "",
    youtubeUrl: input.youtube_url ?? "",
  };
  return db.transaction(async (tx) => {
    await tx
      .select({ key: settings.key })
      .from(settings)
      .where(inArray(settings.key, Object.keys(values)))
      .for("update");
    checkEditVersion({ updatedAt: await settingsVersion(tx) }, input.updated_at, "configuration");
    const before = await readSettings(tx, defaultEditableSettings);
    // One time for every row, to the millisecond a form carries: the next version is exactly it.
    const updatedAt = new Date();
    await tx
      .insert(settings)
      .values(Object.entries(values).map(([key, value]) => ({ key, value, updatedAt })))
      .onConflictDoUpdate({
        target: settings.key,
        set: { value: sql`excluded.value`, updatedAt },
      });
    await recordAudit(tx, actor, {
      action: "settings.update",
      entityType: "settings",
      entityId: "site",
      before,
      after: values,
    });
    return { values, updatedAt };
  });
}
