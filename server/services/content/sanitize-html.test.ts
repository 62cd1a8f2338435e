import { expect, it } from "vitest";
import { sanitizeHtml } from "./sanitize-html.ts";

it("keeps structure and highlighted code", () => {
  const html =
    '<h2 id="user-content-x">T</h2><pre><code class="language-java">int a = 1;</code></pre><ul><li>a</li></ul>';
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

it("prefixes the text's ids, once, so none can name the page's own elements or globals", () => {
  const html =
    '<p id="__reactRouterContext">a</p><h2 id="setup">Setup</h2><a href="#setup">to Setup</a><b id="">b</b>';
  const clean = sanitizeHtml(html);
  expect(clean).toBe(
    '<p id="user-content-__reactRouterContext">a</p><h2 id="user-content-setup">Setup</h2>' +
      '<a href="#user-content-setup">to Setup</a><b>b</b>',
  );
  // Served text is sanitised again: nothing changes the second time.
  expect(sanitizeHtml(clean)).toBe(clean);
  expect(sanitizeHtml('<a href="#">top</a>')).toBe('<a href="#">top</a>');
  expect(sanitizeHtml('<a href="#top">Back to top</a>')).toBe('<a href="#top">Back to top</a>');
});

it("treats empty content as empty", () => {
  expect(sanitizeHtml(null)).toBe("");
});
