import type { Database } from "../../db/client.ts";
import type { ContentChanges } from "../../db/content-changes.ts";
import { findCategoryBySlug, loadPublicCatalogue, type CategoryDetail } from "../catalog/find-category.ts";
import { isPossibleSlug } from "../catalog/possible-slug.ts";

export type SubCategoryCard = { id: number; name: string; slug: string; thumbnail: string | null };
export type OtherCategory = SubCategoryCard & { childCount: number };

export type ChildDataParentWise = {
  category: CategoryDetail;
  /** The main category the page belongs to (the category itself when it is a main one). */
  parent: { id: number; name: string; slug: string };
  /** The cards under the title: the parent's children, this category among them. */
  subCategories: SubCategoryCard[];
  /** The filter sidebar: every other main category, with its number of child categories. */
  otherCategories: OtherCategory[];
};

/**
 * What a /question-answer/{slug} page shows around its Q&A list (SPEC.md §7
 * getChildDataParentWise). For a main category's slug the cards are its own children.
 */
export async function getChildDataParentWise(
  db: Database,
  slug: string,
  changes?: ContentChanges,
): Promise<ChildDataParentWise | undefined> {
  if (!isPossibleSlug(slug)) return undefined;
  const category = await findCategoryBySlug(db, slug, changes);
  return category && categoryFrame(db, category, changes);
}

/**
 * `getChildDataParentWise` for a category already found (the Q&A page finds it once for both
 * halves), from the public catalogue (kept until the content changes).
 */
export async function categoryFrame(
  db: Database,
  category: CategoryDetail,
  changes?: ContentChanges,
): Promise<ChildDataParentWise> {
  const catalogue = await loadPublicCatalogue(db, changes);
  const parentId = category.parentId ?? category.id;
  const card = ({ id, name, slug, thumbnail }: CategoryDetail): SubCategoryCard => ({
    id,
    name,
    slug,
    thumbnail,
  });
  // A child category is public only while its main category is: the parent is in the catalogue.
  const parent = catalogue.byId.get(parentId) ?? category;
  return {
    category,
    parent: { id: parent.id, name: parent.name, slug: parent.slug },
    subCategories: catalogue.childrenOf(parentId).map(card),
    otherCategories: catalogue.mains
      .filter((main) => main.id !== parentId)
      .map((main) => ({ ...card(main), childCount: catalogue.childrenOf(main.id).length })),
  };
}
