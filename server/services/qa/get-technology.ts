import type { Database } from "../../db/client.ts";
import type { ContentChanges } from "../../db/content-changes.ts";
import { findCategoryBySlug, type CategoryDetail } from "../catalog/find-category.ts";
import {
  findQuestionPage,
  listCategoryQa,
  type QaListItem,
  type QaListOptions,
  type QaPage,
} from "./list-category-qa.ts";
import { isPossibleSlug } from "../catalog/possible-slug.ts";

/** More tags than this is a cloud nobody reads. */
const MAX_TAGS = 20;

export type TechnologyPage = QaPage & {
  category: CategoryDetail;
  /** The question asked for with `questionSlug`, when it is on this page. */
  openSlug?: string;
  /** The category's keywords, then the tags of the questions on this page; no duplicates. */
  tags: string[];
};

function pageTags(metaKeywords: string | null, items: QaListItem[]): string[] {
  const seen = new Set<string>();
  const tags: string[] = [];
  const candidates = [...(metaKeywords ?? "").split(","), ...items.flatMap((item) => item.tags)];
  for (const candidate of candidates) {
    const tag = candidate.trim();
    const key = tag.toLowerCase();
    if (tag === "" || seen.has(key)) continue;
    seen.add(key);
    tags.push(tag);
    if (tags.length === MAX_TAGS) break;
  }
  return tags;
}

/**
 * A category's Q&A page (SPEC.md §7 getTechnology): the category, one page of its Q&A, its tags.
 * With `questionSlug` (a chosen search suggestion) and no search, the page is the one that holds
 * that question, which it names as `openSlug`.
 */
export async function getTechnology(
  db: Database,
  slug: string,
  options: QaListOptions & { questionSlug?: string },
  changes?: ContentChanges,
): Promise<TechnologyPage | undefined> {
  if (!isPossibleSlug(slug)) return undefined;
  const category = await findCategoryBySlug(db, slug, changes);
  return category && technologyPage(db, category, options);
}

/** `getTechnology` for a category already found. */
export async function technologyPage(
  db: Database,
  category: CategoryDetail,
  options: QaListOptions & { questionSlug?: string },
): Promise<TechnologyPage> {
  const { questionSlug, ...listOptions } = options;
  const questionPage =
    questionSlug && !listOptions.searchQuery && isPossibleSlug(questionSlug)
      ? await findQuestionPage(db, category.id, questionSlug, listOptions.pageSize)
      : undefined;
  const list = await listCategoryQa(db, category.id, {
    ...listOptions,
    page: questionPage ?? listOptions.page,
  });
  return {
    ...list,
    category,
    tags: pageTags(category.metaKeywords, list.items),
    openSlug: questionPage === undefined ? undefined : questionSlug,
  };
}
