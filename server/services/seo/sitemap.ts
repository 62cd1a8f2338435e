import type { Database } from "../../db/client.ts";
import { listBlogPages } from "../blog/list-blog-pages.ts";
import { listCategoryTree } from "../catalog/list-category-tree.ts";
import { listServicePages } from "../store/list-service-pages.ts";
import { listLibrarySitemapEntries } from "../library/list-library-sitemap.ts";
import { listTutorialSitemapEntries } from "../tutorials/list-tutorial-sitemap.ts";
import { MAIN_PAGES } from "./main-pages.ts";

export type SitemapEntry = { path: string; lastModified?: Date };

/**
 * Every public URL the site publishes: the main pages, each main category (/category/{slug}) and
 * child category (/question-answer/{slug}), each guide or e-book (/guide-details/{slug}), the PDF
 * library's folders and PDFs, the tutorials, and the blog's posts, categories and tags. Other
 * features add their own sources here.
 */
export async function listSitemapEntries(db: Database): Promise<SitemapEntry[]> {
  const [tree, books, library, tutorials, blogPages] = await Promise.all([
    listCategoryTree(db),
    listServicePages(db),
    listLibrarySitemapEntries(db),
    listTutorialSitemapEntries(db),
    listBlogPages(db),
  ]);
  return [
    ...MAIN_PAGES.map((page) => ({ path: page.path })),
    ...tree.flatMap((main) => [
      { path: `/category/${main.slug}`, lastModified: main.updatedAt },
      ...main.children.map((child) => ({
        path: `/question-answer/${child.slug}`,
        lastModified: child.updatedAt,
      })),
    ]),
    ...books.map((book) => ({ path: `/guide-details/${book.slug}`, lastModified: book.updatedAt })),
    ...library,
    ...tutorials,
    ...blogPages,
  ];
}

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (char) => `&${{ "<": "lt", ">": "gt", "&": "amp", "'": "apos", '"': "quot" }[char]};`,
  );

/** The sitemaps.org XML for the entries, with absolute URLs on the site's public address. */
export function renderSitemapXml(publicUrl: string, entries: SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const lastmod = entry.lastModified
      ? `<lastmod>${entry.lastModified.toISOString().slice(0, 10)}</lastmod>`
      : "";
    // Slugs are kebab-case ASCII, but an editor's slug must still not break the document.
    return `<url><loc>${escapeXml(publicUrl + encodeURI(entry.path))}</loc>${lastmod}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}
