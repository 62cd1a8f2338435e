import type { MetaDescriptor } from "react-router";
import { SITE_NAME } from "~/seo";

/**
 * The head of a logged-in page: a title, and no indexing (the page differs per user and
 * answers a redirect to search engines anyway).
 */
export function privatePageMeta(title: string): MetaDescriptor[] {
  return [{ title: `${title} | ${SITE_NAME}` }, { name: "robots", content: "noindex, nofollow" }];
}
