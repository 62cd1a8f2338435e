import type { Database } from "../../db/client.ts";
import { htmlToText } from "../content/sanitize-html.ts";
import { findCategoryBySlug, type CategoryDetail } from "../catalog/find-category.ts";
import type { PageSeo } from "./seo-pages.ts";

const DESCRIPTION_LENGTH = 160;

/** Cut at a word boundary so a meta description never ends mid-word. */
function shorten(text: string, length: number): string {
  if (text.length <= length) return text;
  const cut = text.slice(0, length - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > length / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, "")}…`;
}

/** A category's own SEO texts; where an editor left one empty, its name and intro text stand in. */
export function categorySeo(category: CategoryDetail): PageSeo {
  return {
    title: category.metaTitle || `${category.name} interview questions and answers`,
    description:
      category.metaDescription ||
      shorten(htmlToText(category.description), DESCRIPTION_LENGTH) ||
      `${category.name} interview questions with clear answers.`,
    keywords: category.metaKeywords || `${category.name} interview questions, ${category.name}`,
  };
}

/** mainCategorySeo: the SEO texts of a published category by slug (main or child). */
export async function getCategorySeo(db: Database, slug: string): Promise<PageSeo | undefined> {
  const category = await findCategoryBySlug(db, slug);
  return category && categorySeo(category);
}
