import sanitize from "sanitize-html";

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
    // Links that leave the site must not hand it the opener.
    a: (tagName, attribs) => {
      const external = /^https?:\/\//i.test(attribs.href ?? "");
      return {
        tagName,
        attribs: external ? { ...attribs, target: "_blank", rel: "noopener noreferrer" } : attribs,
      };
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
