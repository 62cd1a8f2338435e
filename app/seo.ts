import type { AppLoadContext, MetaDescriptor } from "react-router";

export type PageMeta = {
  title: string;
  description: string;
  keywords?: string;
  /** The page's path, e.g. "/about-us"; made absolute with the site's public URL. */
  path: string;
  publicUrl: string;
  image?: string;
  type?: "website" | "article";
};

export const SITE_NAME = "W3Programmer";

/** The head of a page that does not exist (404), however it was reached: not to be indexed. */
export const NOT_FOUND_META: MetaDescriptor[] = [
  { title: `Page not found | ${SITE_NAME}` },
  { name: "robots", content: "noindex" },
];

/** The head of the page shown when the server failed (500, 503). */
export const SERVER_ERROR_META: MetaDescriptor[] = [
  { title: `Something went wrong | ${SITE_NAME}` },
  { name: "robots", content: "noindex" },
];

/** Title, description, canonical URL and Open Graph tags: every public page's head. */
export function pageMeta({
  title,
  description,
  keywords,
  path,
  publicUrl,
  image,
  type = "website",
}: PageMeta): MetaDescriptor[] {
  const url = `${publicUrl}${path}`;
  const fullTitle = title.includes(SITE_NAME) ? title : `${title} | ${SITE_NAME}`;
  return [
    { title: fullTitle },
    { name: "description", content: description },
    ...(keywords ? [{ name: "keywords", content: keywords }] : []),
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:type", content: type },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    ...(image
      ? [{ property: "og:image", content: image.startsWith("http") ? image : `${publicUrl}${image}` }]
      : []),
    { name: "twitter:card", content: image ? "summary_large_image" : "summary" },
  ];
}

/** A page's head as its module writes it: all but the site's public URL, which the server knows. */
export type PageHead = Omit<PageMeta, "publicUrl">;

/**
 * The loader of a page whose head is written in its module (/study, /whyw3programmer,
 * /immigration-support): the head with the canonical and Open Graph addresses made absolute.
 */
export function fixedHeadLoader(head: PageHead) {
  return ({ context }: { context: Pick<AppLoadContext, "config"> }) => ({
    meta: pageMeta({ ...head, publicUrl: context.config.publicUrl }),
  });
}

/**
 * `value` as the text of a `<script type="application/ld+json">` written by the page itself, as
 * React Router's meta tags write theirs: characters that could end the script or the document's
 * text are escaped inside the JSON's strings.
 */
export function structuredDataJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[&<>\u2028\u2029]/g,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}
