import { data, type AppLoadContext, type MetaDescriptor } from "react-router";
import { pageMeta, SITE_NAME } from "~/seo";
import { BLOG_PAGE_SIZE, BLOG_SEARCH_MAX_LENGTH } from "@shared/blog/blog-messages";
import { FEED_PATH, FEED_TITLE } from "@server/services/blog/blog-feed";
import { formatPostDate, type BlogPostSummary } from "@server/services/blog/blog-post-row";
import { socialImage } from "@server/services/blog/blog-thumbnails";
import { getBlogFilter } from "@server/services/blog/get-blog-filter";
import { getBlogPost } from "@server/services/blog/get-blog-post";
import { listBlogPosts, listCategoryPosts, listTagPosts } from "@server/services/blog/list-blog-posts";
import { publicFileUrl } from "@server/services/catalog/public-file-url";
import { htmlToText } from "@server/services/content/sanitize-html";
import { listPageMeta, listPageTitle, readListLocation, redirectPastLastPage } from "./paged-list.server";

const BLOG_DESCRIPTION =
  "Advice for people seeking IT jobs in the USA: résumés, interviews, visas, salaries, remote work and certifications.";

/** Every blog page offers the feed to readers and browsers. */
export function feedLink(publicUrl: string): MetaDescriptor {
  return {
    tagName: "link",
    rel: "alternate",
    type: "application/rss+xml",
    title: FEED_TITLE,
    href: `${publicUrl}${FEED_PATH}`,
  };
}

/** A post as a list card: what the browser needs, no full text. */
function card(post: BlogPostSummary) {
  return {
    id: post.id,
    slug: post.slug,
    name: post.name,
    shortName: post.shortName,
    excerpt: post.excerpt,
    thumbnail: post.thumbnail,
    date: formatPostDate(post.publishedAt),
    isoDate: post.publishedAt.toISOString(),
    category: post.category && { slug: post.category.slug, name: post.category.name },
  };
}
export type BlogCard = ReturnType<typeof card>;

async function sidebar(context: AppLoadContext) {
  const filter = await getBlogFilter(context.db);
  return {
    categories: filter.categories.map(({ slug, name, totalBlogs }) => ({ slug, name, count: totalBlogs })),
    recentPosts: filter.recentPosts.map((post) => ({
      slug: post.slug,
      name: post.name,
      thumbnail: post.thumbnail,
      date: formatPostDate(post.publishedAt),
    })),
    tags: filter.tags.map(({ slug, name, totalBlogs }) => ({ slug, name, count: totalBlogs })),
  };
}
export type BlogSidebarData = Awaited<ReturnType<typeof sidebar>>;

export type BlogListKind = "all" | "category" | "tag";

/**
 * /blog, /blog-categorys/{slug} and /latest-tags/{slug}: 6 posts a page, newest first, and the
 * sidebar. A page past the last redirects to the last, so paging never leaves 1..last.
 */
export async function loadBlogList(
  context: AppLoadContext,
  kind: BlogListKind,
  slug: string | undefined,
  url: URL,
) {
  const { db, config } = context;
  const requested = readListLocation(url, BLOG_SEARCH_MAX_LENGTH);
  // Searching is the whole blog's; a category or tag page lists all of its posts.
  const location = kind === "all" ? requested : { ...requested, query: "" };
  const { page, query } = location;
  const options = { page, perPage: BLOG_PAGE_SIZE, query };
  const [list, side] = await Promise.all([
    kind === "all"
      ? listBlogPosts(db, options)
      : kind === "category"
        ? listCategoryPosts(db, slug ?? "", options)
        : listTagPosts(db, slug ?? "", options),
    sidebar(context),
  ]);
  if (!list) throw data(null, { status: 404 });

  const path =
    kind === "all" ? "/blog" : kind === "category" ? `/blog-categorys/${slug}` : `/latest-tags/${slug}`;
  redirectPastLastPage(path, location, list.lastPage);

  const heading =
    "category" in list ? list.category.name : "tag" in list ? `Posts tagged “${list.tag.name}”` : "Blog";
  const baseTitle =
    "category" in list
      ? `${list.category.name} – Blog`
      : "tag" in list
        ? `${list.tag.name} – Blog posts`
        : "Blog: career advice for IT jobs in the USA";
  const description =
    "category" in list
      ? `${list.category.name}: articles for people seeking IT jobs in the USA, from the ${SITE_NAME} blog.`
      : "tag" in list
        ? `Articles about ${list.tag.name} for people seeking IT jobs in the USA, from the ${SITE_NAME} blog.`
        : BLOG_DESCRIPTION;

  return {
    kind,
    heading,
    posts: list.posts.map(card),
    page,
    lastPage: list.lastPage,
    total: list.total,
    query,
    sidebar: side,
    meta: [
      ...listPageMeta(
        {
          title: listPageTitle(baseTitle, `Search “${query}” – Blog`, location),
          description,
          path,
          publicUrl: config.publicUrl,
        },
        location,
      ),
      feedLink(config.publicUrl),
    ] satisfies MetaDescriptor[],
  };
}

/** /blog-details/{slug}: the post, its tags, related posts and the sidebar; Article JSON-LD. */
export async function loadBlogPost(context: AppLoadContext, slug: string) {
  const { db, config } = context;
  const [post, side] = await Promise.all([getBlogPost(db, slug), sidebar(context)]);
  if (!post) throw data(null, { status: 404 });

  const path = `/blog-details/${post.slug}`;
  const url = `${config.publicUrl}${path}`;
  const description = post.metaDescription || htmlToText(post.descriptionFull).slice(0, 160);
  const image = socialImage(post.thumbnail);
  const imageUrl = image ? publicFileUrl(config.publicUrl, image) : undefined;
  const organization = { "@type": "Organization", name: SITE_NAME, url: `${config.publicUrl}/` };

  const meta: MetaDescriptor[] = [
    ...pageMeta({
      title: post.name,
      description,
      keywords: post.metaKeyword ?? undefined,
      path,
      publicUrl: config.publicUrl,
      image,
      type: "article",
    }),
    { property: "article:published_time", content: post.publishedAt.toISOString() },
    { property: "article:modified_time", content: post.updatedAt.toISOString() },
    ...(post.category ? [{ property: "article:section", content: post.category.name }] : []),
    ...post.tags.map((tag) => ({ property: "article:tag", content: tag.name })),
    feedLink(config.publicUrl),
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "Article",
        headline: post.name,
        description,
        ...(imageUrl ? { image: [imageUrl] } : {}),
        datePublished: post.publishedAt.toISOString(),
        dateModified: post.updatedAt.toISOString(),
        author: organization,
        publisher: organization,
        mainEntityOfPage: { "@type": "WebPage", "@id": url },
        url,
        ...(post.category ? { articleSection: post.category.name } : {}),
        ...(post.tags.length > 0 ? { keywords: post.tags.map((tag) => tag.name).join(", ") } : {}),
      },
    },
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "BreadcrumbList",
        itemListElement: [
          { "@type": "ListItem", position: 1, name: "Home", item: `${config.publicUrl}/` },
          { "@type": "ListItem", position: 2, name: "Blog", item: `${config.publicUrl}/blog` },
          { "@type": "ListItem", position: 3, name: post.name, item: url },
        ],
      },
    },
  ];

  return {
    post: {
      slug: post.slug,
      name: post.name,
      html: post.descriptionFull,
      thumbnail: post.thumbnail,
      date: formatPostDate(post.publishedAt),
      isoDate: post.publishedAt.toISOString(),
      category: post.category && { slug: post.category.slug, name: post.category.name },
      tags: post.tags,
    },
    related: post.related.map(card),
    pageUrl: url,
    sidebar: side,
    meta,
  };
}
