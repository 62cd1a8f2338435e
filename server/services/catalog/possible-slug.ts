import { MAX_SLUG_LENGTH } from "../../../shared/forms/schema-fields.ts";

/**
 * Whether a slug from a URL can name a stored category at all. PostgreSQL refuses text with a NUL
 * character outright (an error, not "no row"), and no slug is that long, so such input is simply
 * "not found" without a query.
 */
export function isPossibleSlug(slug: string): boolean {
  return slug.length > 0 && slug.length <= MAX_SLUG_LENGTH && !slug.includes("\u0000");
}
