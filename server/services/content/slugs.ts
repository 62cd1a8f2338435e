import { slugify } from "../../../shared/text/slugify.ts";
import { isUniqueViolation } from "../accounts/unique-violation.ts";
import { invalidField } from "../service-error.ts";

/**
 * The slug a row is saved with: the one the admin gave, else one made from its name or title
 * (`source`, at most `maxLength` characters). A name without a letter or digit makes none: 422 on
 * `slug`, which the admin must then fill in.
 */
export function slugToSave(
  given: string | undefined,
  source: { name: string } | { title: string },
  maxLength = 80,
): string {
  const [field, text] = "title" in source ? ["title", source.title] : ["name", source.name];
  const slug = given ?? slugify(text, maxLength);
  if (slug === "") {
    throw invalidField("slug", `The slug field is required when the ${field} has no letters or digits.`);
  }
  return slug;
}

/**
 * `save`, with a slug another row already has (PostgreSQL's unique `constraint`, whichever save
 * got there first) answered as 422 on `slug` with `message`. Checked by the database, not before
 * the write, so that two admins saving at once cannot both take it.
 */
export async function withUniqueSlug<T>(
  constraint: string,
  message: string,
  save: () => Promise<T>,
): Promise<T> {
  try {
    return await save();
  } catch (error) {
    if (isUniqueViolation(error, constraint)) throw invalidField("slug", message);
    throw error;
  }
}
