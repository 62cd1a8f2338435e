/**
 * The Slug field's hint on an admin form: the page's address (when the row has one of its own),
 * what an empty field makes, and, once the row exists, that renaming keeps the old address
 * working (the slug_renamed trigger and server/http/renamed-slugs.ts send it on to the new one).
 */
export function slugHint(options: { address?: string; madeFrom: string; saved: boolean }): string {
  const { address, madeFrom, saved } = options;
  return [
    address && `Its address: ${address}.`,
    `Empty: made from the ${madeFrom}.`,
    address && saved && "Changed, the old address leads to the new one.",
  ]
    .filter(Boolean)
    .join(" ");
}
