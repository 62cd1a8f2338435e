import { data, redirect, type AppLoadContext, type MetaDescriptor } from "react-router";
import { sendOnce } from "~/components/document-html.server";
import { listHref } from "~/components/navigation/list-location";
import { FAQ_DATA_ID, answerHtmlId } from "~/features/qa/qa-element-ids";
import { structuredDataJson } from "~/seo";
import { publicFileUrl } from "@server/services/catalog/public-file-url";
import { htmlToText } from "@server/services/content/sanitize-html";
import { findCategoryBySlug } from "@server/services/catalog/find-category";
import { categoryFrame } from "@server/services/qa/get-child-data-parent-wise";
import { technologyPage } from "@server/services/qa/get-technology";
import { QA_PAGE_SIZE, QA_SEARCH_MAX_LENGTH } from "@server/services/qa/list-category-qa";
import { getSeoPage } from "@server/services/seo/seo-pages";
import { hasPublicExam } from "@server/services/exams/find-exam";
import { listPageMeta, listPageTitle, readListLocation, redirectPastLastPage } from "./paged-list.server";

/**
 * Everything /question-answer/{slug} renders: the category (found once), its frame
 * (getChildDataParentWise), one page of its Q&A (getTechnology) and the head (meta, canonical, JSON-LD).
 * Throws a 404 for an unknown slug and redirects a main category's slug to its own page. The answers
 * and the FAQ structured data go into a document once, in its HTML (app/components/document-html.tsx).
 */
export async function loadQaPage(context: AppLoadContext, slug: string, url: URL) {
  const requested = readListLocation(url, QA_SEARCH_MAX_LENGTH);
  const { query } = requested;
  // A chosen search suggestion: the page that holds that question, with it open.
  const questionSlug = url.searchParams.get("question") ?? undefined;
  const { db, config, contentChanges } = context;
  const path = `/question-answer/${slug}`;

  const [found, seo] = await Promise.all([
    findCategoryBySlug(db, slug, contentChanges),
    getSeoPage(db, "qa", contentChanges),
  ]);
  if (!found) throw data(null, { status: 404 });
  if (found.parentId === null) throw redirect(`/category/${slug}`, 301);
  const [frame, technology, hasExam] = await Promise.all([
    categoryFrame(db, found, contentChanges),
    technologyPage(db, found, {
      page: requested.page,
      pageSize: QA_PAGE_SIZE,
      searchQuery: query,
      questionSlug,
      // For the FAQ structured data.
      withAnswerText: true,
    }),
    hasPublicExam(db, found.id),
  ]);
  // The page shown: the one asked for, or the one holding the chosen suggestion.
  const location = { page: technology.page, query };
  const { page } = location;
  redirectPastLastPage(path, location, technology.lastPage);

  const { category } = frame;
  const card = ({ id, name, slug, thumbnail }: (typeof frame.subCategories)[number]) => ({
    id,
    name,
    slug,
    image: publicFileUrl(config.publicUrl, thumbnail),
  });
  const items = technology.items.map(({ slug, question, answer }) => ({
    slug,
    question,
    answer: sendOnce(context, answerHtmlId(slug), answer),
  }));

  const baseTitle =
    category.metaTitle || seo?.metaTitle || `${category.name} Interview Questions and Answers`;
  const title = listPageTitle(baseTitle, `Search "${query}" in ${category.name}`, location);
  const description =
    category.metaDescription ||
    seo?.metaDescription ||
    htmlToText(category.description).slice(0, 160) ||
    `${category.name} interview questions and answers.`;
  const meta: MetaDescriptor[] = [
    ...listPageMeta(
      {
        title,
        description,
        keywords: category.metaKeywords || seo?.metaKeywords || undefined,
        path,
        publicUrl: config.publicUrl,
        type: "article",
      },
      location,
    ),
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "BreadcrumbList",
        itemListElement: [
          { "@type": "ListItem", position: 1, name: "Home", item: `${config.publicUrl}/` },
          {
            "@type": "ListItem",
            position: 2,
            name: frame.parent.name,
            item: `${config.publicUrl}/category/${frame.parent.slug}`,
          },
          { "@type": "ListItem", position: 3, name: category.name, item: `${config.publicUrl}${path}` },
        ],
      },
    },
  ];
  // In the page's body rather than the head's meta tags: those are in the hydration data too.
  const faq = structuredDataJson({
    "@context": "https://schema.org",
    "@type": "FAQPage",
    name: title,
    url: `${config.publicUrl}${listHref(path, query, page)}`,
    mainEntity: technology.items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answerText },
    })),
  });

  return {
    slug,
    name: category.name,
    postMessages: category.description,
    parent: frame.parent,
    subCategories: frame.subCategories.map(card),
    otherCategories: frame.otherCategories.map((other) => ({ ...card(other), count: other.childCount })),
    items,
    tags: technology.tags,
    page,
    lastPage: technology.lastPage,
    total: technology.total,
    pageSize: technology.pageSize,
    query,
    openSlug: technology.openSlug ?? null,
    /** Take Exam is offered only for a category with an exam to take. */
    hasExam,
    pageUrl: `${config.publicUrl}${listHref(path, query, page)}`,
    meta,
    /** FAQPage JSON-LD of the questions shown (none when there are none). */
    faq: items.length > 0 ? sendOnce(context, FAQ_DATA_ID, faq) : undefined,
  };
}
