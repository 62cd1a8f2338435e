import type { Database } from "../../db/client.ts";
import { htmlToText } from "../content/sanitize-html.ts";
import type { BlogPostSummary } from "./blog-post-row.ts";
import { listBlogPosts } from "./list-blog-posts.ts";

/** A feed reader shows the latest posts; older ones are on the site. */
export const FEED_POSTS = 20;
export const FEED_PATH = "/blog/rss.xml";
export const FEED_TITLE = "W3Programmer Blog";

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (char) => `&${{ "<": "lt", ">": "gt", "&": "amp", "'": "apos", '"': "quot" }[char]};`,
  );

/** The newest public posts, for the feed. */
export async function listFeedPosts(db: Database): Promise<BlogPostSummary[]> {
  return (await listBlogPosts(db, { page: 1, perPage: FEED_POSTS })).posts;
}

/**
 * The blog as an RSS 2.0 feed: each post with its summary, full content (content:encoded, the
 * same sanitised HTML the page shows), category and date.
 */
export function renderBlogRss(publicUrl: string, posts: BlogPostSummary[]): string {
  const items = posts.map((post) => {
    const link = `${publicUrl}/blog-details/${encodeURIComponent(post.slug)}`;
    const summary = post.metaDescription || htmlToText(post.descriptionFull).slice(0, 300);
    return [
      "<item>",
      `<title>${escapeXml(post.name)}</title>`,
      `<link>${escapeXml(link)}</link>`,
      `<guid isPermaLink="true">${escapeXml(link)}</guid>`,
      `<pubDate>${post.publishedAt.toUTCString()}</pubDate>`,
      post.category ? `<category>${escapeXml(post.category.name)}</category>` : "",
      `<description>${escapeXml(summary)}</description>`,
      `<content:encoded>${escapeXml(post.descriptionFull)}</content:encoded>`,
      "</item>",
    ]
      .filter(Boolean)
      .join("");
  });
  const newest = posts[0]?.publishedAt ?? new Date(0);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/">',
    "<channel>",
    `<title>${FEED_TITLE}</title>`,
    `<link>${escapeXml(`${publicUrl}/blog`)}</link>`,
    `<atom:link href="${escapeXml(publicUrl + FEED_PATH)}" rel="self" type="application/rss+xml"/>`,
    "<description>Résumés, interviews, visas, salaries and remote work: advice for people seeking IT jobs in the USA.</description>",
    "<language>en-us</language>",
    `<lastBuildDate>${newest.toUTCString()}</lastBuildDate>`,
    ...items,
    "</channel>",
    "</rss>",
    "",
  ].join("\n");
}
