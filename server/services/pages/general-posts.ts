import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { generalPosts } from "../../db/schema/index.ts";
import { sanitizeHtml } from "../content/sanitize-html.ts";

/** The general posts' fixed category ids, as SPEC.md §7 numbers them. */
export const GeneralPostCategory = {
  about: 1,
  contact: 2,
  terms: 3,
  privacy: 4,
  faq: 5,
} as const;

export type GeneralPostCategoryId = (typeof GeneralPostCategory)[keyof typeof GeneralPostCategory];

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
