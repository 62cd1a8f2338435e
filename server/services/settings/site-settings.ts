import { inArray } from "drizzle-orm";
import type { DatabaseOrTransaction } from "../../db/client.ts";
import { settings } from "../../db/schema/index.ts";

export type SiteSettings = {
  currency: string;
  title: string;
  description: string;
  keywords: string;
};

export const defaultSiteSettings: SiteSettings = {
  currency: "$",
  title: "W3Programmer",
  description: "Interview questions and answers, guides, e-books and certified exams for IT jobs in the USA.",
  keywords: "interview questions, IT jobs USA, programming interview, certification",
};

const keys = Object.keys(defaultSiteSettings) as (keyof SiteSettings)[];

export async function getSiteSettings(db: DatabaseOrTransaction): Promise<SiteSettings> {
  const rows = await db
    .select({ key: settings.key, value: settings.value })
    .from(settings)
    .where(inArray(settings.key, keys));
  const stored = Object.fromEntries(
    rows.filter((row) => typeof row.value === "string").map((row) => [row.key, row.value as string]),
  );
  return { ...defaultSiteSettings, ...stored };
}
