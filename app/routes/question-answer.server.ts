import { data, redirect, type AppLoadContext, type MetaDescriptor } from "react-router";
import { listHref, readListPage, readListQuery } from "~/components/navigation/list-location";
import { pageMeta } from "~/seo";
import { publicFileUrl } from "@server/services/catalog/public-file-url";
import { htmlToText } from "@server/services/content/sanitize-html";
import { getChildDataParentWise } from "@server/services/qa/get-child-data-parent-wise";
import { getTechnology } from "@server/services/qa/get-technology";
import { QA_PAGE_SIZE, QA_SEARCH_MAX_LENGTH } from "@server/services/qa/list-category-qa";
import { getSeoPage } from "@server/services/seo/seo-pages";

/**
 * Everything /question-answer/{slug} renders: the category's frame (getChildDataParentWise),
 * one page of its Q&A (getTechnology) and the head (meta, canonical, JSON-LD).
 * Throws a 404 for an unknown slug and redirects a main category's slug to its own page.
 */
export async function loadQaPage(context: AppLoadContext, slug: string, url: URL) {
  const requestedPage = readListPage(url.searchParams.get("page"));
  const query = readListQuery(url.searchParams.get("q"), QA_SEARCH_MAX_LENGTH);
  // A chosen search suggestion: the page that holds that question, with it open.
  const questionSlug = url.searchParams.get("question") ?? undefined;
  const { db, config } = context;
  const path = `/question-answer/${slug}`;

  const [frame, technology, seo] = await Promise.all([
    getChildDataParentWise(db, slug),
    getTechnology(db, slug, {
      page: requestedPage,
      pageSize: QA_PAGE_SIZE,
      searchQuery: query,
      questionSlug,
    }),
    getSeoPage(db, "qa"),
  ]);
  if (!frame || !technology) throw data(null, { status: 404 });
  if (frame.category.parentId === null) throw redirect(`/category/${slug}`, 301);
  const { page } = technology;
  if (technology.total > 0 && page > technology.lastPage) {
    throw redirect(listHref(path, query, technology.lastPage));
  }

  const { category } = frame;
  const card = ({ id, name, slug, thumbnail }: (typeof frame.subCategories)[number]) => ({
    id,
    name,
    slug,
    image: publicFileUrl(config.publicUrl, thumbnail),
  });
  const items = technology.items.map(({ slug, question, answer }) => ({ slug, question, answer }));
  const answerTexts = new Map(technology.items.map((item) => [item.slug, item.answerText]));

  const baseTitle =
    category.metaTitle || seo?.metaTitle || `${category.name} Interview Questions and Answers`;
  const title = query
    ? `Search "${query}" in ${category.name}`
    : page > 1
      ? `${baseTitle} (page ${page})`
      : baseTitle;
  const description =
    category.metaDescription ||
    seo?.metaDescription ||
    htmlToText(category.description).slice(0, 160) ||
    `${category.name} interview questions and answers.`;
  const meta: MetaDescriptor[] = [
    ...pageMeta({
      title,
      description,
      keywords: category.metaKeywords || seo?.metaKeywords || undefined,
      // A search is a view of page 1, not a page of its own: its canonical is the category page.
      path: listHref(path, "", query ? 1 : page),
      publicUrl: config.publicUrl,
      type: "article",
    }),
    ...(query ? [{ name: "robots", content: "noindex, follow" }] : []),
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
    ...(items.length > 0
      ? [
          {
            "script:ld+json": {
              "@context": "https://schema.org",
              "@type": "FAQPage",
              name: title,
              url: `${config.publicUrl}${listHref(path, query, page)}`,
              mainEntity: items.map((item) => ({
                "@type": "Question",
                name: item.question,
                acceptedAnswer: { "@type": "Answer", text: answerTexts.get(item.slug) ?? "" },
              })),
            },
          },
        ]
      : []),
  ];

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
    pageUrl: `${config.publicUrl}${listHref(path, query, page)}`,
    meta,
  };
}
