import { and, eq, getTableName } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client.ts";
import {
  blogCategories,
  blogPosts,
  blogTags,
  categories,
  pdfCategories,
  pdfDocuments,
  services,
  slugRedirects,
  torrentTutorials,
} from "../../db/schema/index.ts";

type PageTable = PgTable & { id: PgColumn; slug: PgColumn };

/** A public address that ends in a row's slug: its pattern (the slug its one group), table and form. */
type SlugAddress = { pattern: RegExp; table: PageTable; address: (slug: string) => string };

const page = (section: string, table: PageTable): SlugAddress => ({
  pattern: new RegExp(`^/${section}/([^/]+)$`),
  table,
  address: (slug) => `/${section}/${encodeURIComponent(slug)}`,
});

/** The addresses of the tables the `slug_renamed` trigger (migration 0021) records renamed slugs of. */
const SLUG_ADDRESSES: SlugAddress[] = [
  page("category", categories),
  page("question-answer", categories),
  page("guide-details", services),
  page("read-ebooks", services),
  page("blog-details", blogPosts),
  page("blog-categorys", blogCategories),
  page("latest-tags", blogTags),
  page("pdf-zone", pdfCategories),
  page("pdf-details", pdfDocuments),
  page("torrent-course", torrentTutorials),
  // A library PDF's own file, as its page and the links people share name it.
  {
    pattern: /^\/files\/pdf\/([^/]+)\.pdf$/,
    table: pdfDocuments,
    address: (slug) => `/files/pdf/${encodeURIComponent(slug)}.pdf`,
  },
];

/**
 * Where the page at `pathname` is now, when its slug was one a row had before an edit renamed it
 * ("/guide-details/old-name" → "/guide-details/new-name"); undefined for any other address, and
 * for a row since deleted. One look at slug_redirects' primary key and the row's.
 */
export async function renamedPageAddress(db: Database, pathname: string): Promise<string | undefined> {
  const kind = SLUG_ADDRESSES.find((candidate) => candidate.pattern.test(pathname));
  const oldSlug = kind && decoded(kind.pattern.exec(pathname)![1]!);
  if (!kind || oldSlug === undefined) return undefined;
  const { table } = kind;
  const [row] = await db
    .select({ slug: table.slug })
    .from(slugRedirects)
    .innerJoin(table, eq(table.id, slugRedirects.rowId))
    .where(and(eq(slugRedirects.tableName, getTableName(table)), eq(slugRedirects.oldSlug, oldSlug)))
    .limit(1);
  const slug = row?.slug;
  if (typeof slug !== "string" || slug === oldSlug) return undefined;
  return kind.address(slug);
}

/** A path segment's text; undefined for a malformed escape ("%E0%A4%A"), which no slug is. */
function decoded(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}
