import sanitize from "sanitize-html";

/**
 * What every id in rich text starts with. An author's `id="top"` becomes `user-content-top` (and
 * a link to `#top` follows it), so no stored text can name an element the site's own code looks
 * up, or shadow a global the client reads (`window.__reactRouter…`: a named element is one).
 */
const CONTENT_ID_PREFIX = "user-content-";

/** Ids are prefixed once: stored text is sanitised again when served. */
function contentId(id: string): string {
  return id.startsWith(CONTENT_ID_PREFIX) ? id : CONTENT_ID_PREFIX + id;
}

/**
 * The one allow-list for rich text the site shows (posts, answers, category
 * texts): structure, links, images, tables and code blocks; no scripts, no
 * event handlers, no inline styles. Applied when content is stored and again
 * when it is served, so a row edited behind the app's back is still safe.
 */
const options: sanitize.IOptions = {
  allowedTags: [
    ...sanitize.defaults.allowedTags.filter((tag) => tag !== "img"),
    "img",
    "span",
    "figure",
    "figcaption",
  ],
  allowedAttributes: {
    a: ["href", "title", "target", "rel"],
    img: ["src", "alt", "title", "width", "height", "loading"],
    code: ["class"],
    pre: ["class"],
    span: ["class"],
    th: ["colspan", "rowspan", "scope"],
    td: ["colspan", "rowspan"],
    "*": ["id"],
  },
  allowedClasses: {
    code: [/^language-[\w-]+$/, /^hljs(-[\w-]+)?$/],
    pre: [/^language-[\w-]+$/, "hljs"],
    span: [/^hljs(-[\w-]+)?$/],
  },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesByTag: { img: ["http", "https"] },
  allowProtocolRelative: false,
  transformTags: {
    // Links that leave the site must not hand it the opener; a link within the text follows its
    // target's prefixed id.
    a: (tagName, attribs) => {
      const href = attribs.href ?? "";
      if (/^https?:\/\//i.test(href)) {
        return { tagName, attribs: { ...attribs, target: "_blank", rel: "noopener noreferrer" } };
      }
      // "#top" names no element: browsers scroll to the top of the page for it.
      if (href.length > 1 && href.startsWith("#") && href.toLowerCase() !== "#top") {
        return { tagName, attribs: { ...attribs, href: `#${contentId(href.slice(1))}` } };
      }
      return { tagName, attribs };
    },
    "*": (tagName, attribs) => {
      if (attribs.id === undefined) return { tagName, attribs };
      const { id, ...rest } = attribs;
      return { tagName, attribs: id ? { ...rest, id: contentId(id) } : rest };
    },
  },
};

export function sanitizeHtml(html: string | null | undefined): string {
  return html ? sanitize(html, options) : "";
}

/** Plain text of rich content, for full-text search and meta descriptions. */
export function htmlToText(html: string | null | undefined): string {
  if (!html) return "";
  return sanitize(html.replace(/<\/(p|li|h\d|pre|div|tr)>/gi, "$& "), {
    allowedTags: [],
    allowedAttributes: {},
  })
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();
}
