/**
 * A URL slug from a title: lower-case ASCII letters, digits and single hyphens, at most
 * `maxLength` characters ("What is a Closure?" → "what-is-a-closure"). Empty when the title has
 * no such character at all.
 */
export function slugify(text: string, maxLength = 80): string {
  return text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^\w\s-]/g, "")
    .trim()
    .replace(/[\s_-]+/g, "-")
    .slice(0, maxLength)
    .replace(/-+$/, "");
}
