/** What every public page's server HTML carries in its head for search engines and link previews. */
import { expect } from "vitest";

/** Title, a real description, the canonical address of `path` and the Open Graph title. */
export function expectPageHead(html: string, path: string, title: string) {
  expect(html).toContain(`<title>${title}</title>`);
  expect(html).toMatch(/<meta name="description" content="[^"]{40,}"/);
  expect(html).toMatch(new RegExp(`<link rel="canonical" href="http[^"]+${path}"`));
  expect(html).toContain(`<meta property="og:title" content="${title}"`);
}
