import { expect, it } from "vitest";
import { sanitizeHtml } from "./sanitize-html.ts";

it("keeps structure and highlighted code", () => {
  const html = '<h2 id="x">T</h2><pre><code class="language-java">int a = 1;</code></pre><ul><li>a</li></ul>';
  expect(sanitizeHtml(html)).toBe(html);
});

it("removes scripts, handlers, styles and dangerous URLs", () => {
  const html =
    '<img src="x" onerror="a()"><script>b()</script><p style="color:red">t</p><a href="javascript:c()">l</a><iframe src="//e"></iframe>';
  const clean = sanitizeHtml(html);
  expect(clean).not.toMatch(/onerror|script|style|javascript|iframe/);
  expect(clean).toContain("<p>t</p>");
});

it("opens external links without handing over the opener", () => {
  expect(sanitizeHtml('<a href="https://example.com">e</a>')).toBe(
    '<a href="https://example.com" target="_blank" rel="noopener noreferrer">e</a>',
  );
  expect(sanitizeHtml('<a href="/faq">f</a>')).toBe('<a href="/faq">f</a>');
});

it("treats empty content as empty", () => {
  expect(sanitizeHtml(null)).toBe("");
});
