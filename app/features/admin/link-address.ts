/**
 * What the editor's Link dialog accepts: a web address (http or https, with a host), a path on
 * this site (`/…`, never `//`, which would leave the site), or `mailto:` with an address. The
 * sanitiser (server/services/content/sanitize-html.ts) keeps these and marks web addresses as
 * leaving the site; anything else (`javascript:`, `data:`, a bare word) is refused on the field.
 */
export const LINK_ADDRESS_INVALID =
  "Enter an address starting with https://, http://, / (a page of this site) or mailto:.";

/** The address to link, trimmed; undefined when the dialog must refuse it. */
export function acceptedLinkAddress(input: string): string | undefined {
  const address = input.trim();
  if (/[\s<>"]/.test(address)) return undefined;
  if (/^\/(?!\/)/.test(address)) return address;
  if (/^mailto:[^@]+@[^@]+$/i.test(address)) return address;
  if (!/^https?:\/\//i.test(address)) return undefined;
  try {
    return new URL(address).hostname ? address : undefined;
  } catch {
    return undefined;
  }
}
