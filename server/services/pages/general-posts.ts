import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { GENERAL_POST_CATEGORY, generalPosts } from "../../db/schema/index.ts";
import { sanitizeHtml } from "../content/sanitize-html.ts";

/** The general posts' fixed category ids, as SPEC.md §7 numbers them. */
export const GeneralPostCategory = GENERAL_POST_CATEGORY;

export type GeneralPostCategoryId = (typeof GeneralPostCategory)[keyof typeof GeneralPostCategory];

/** The static pages kept as general posts, by their public path. */
export const GENERAL_PAGE_PATHS = {
  "/about-us": GeneralPostCategory.about,
  "/contact-us": GeneralPostCategory.contact,
  "/terms-and-conditions": GeneralPostCategory.terms,
  "/privacy-policy": GeneralPostCategory.privacy,
  "/faq": GeneralPostCategory.faq,
} as const;
export type GeneralPagePath = keyof typeof GENERAL_PAGE_PATHS;

/** The public path of a general post's page. */
export function generalPagePath(categoryId: number): GeneralPagePath | undefined {
  return (Object.keys(GENERAL_PAGE_PATHS) as GeneralPagePath[]).find(
    (path) => GENERAL_PAGE_PATHS[path] === categoryId,
  );
}

export type GeneralPost = {
  name: string;
  slug: string;
  descriptionFull: string;
  metaDescription: string | null;
  updatedAt: Date;
};

export async function getGeneralPost(
  db: Database,
  categoryId: GeneralPostCategoryId,
): Promise<GeneralPost | undefined> {
  const [post] = await db
    .select({
      name: generalPosts.name,
      slug: generalPosts.slug,
      descriptionFull: generalPosts.descriptionFull,
      metaDescription: generalPosts.metaDescription,
      updatedAt: generalPosts.updatedAt,
    })
    .from(generalPosts)
    .where(eq(generalPosts.categoryId, categoryId))
    .limit(1);
  return post && { ...post, descriptionFull: sanitizeHtml(post.descriptionFull) };
}
