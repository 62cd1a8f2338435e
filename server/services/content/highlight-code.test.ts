import { describe, expect, it } from "vitest";
import { highlightCodeBlocks } from "./highlight-code.ts";
import { htmlToText, sanitizeHtml } from "./sanitize-html.ts";

describe("highlightCodeBlocks", () => {
  it("highlights a labelled code block and keeps the text around it", () => {
    const html =
      '<p>Use <code>let</code>:</p>\n<pre><code class="language-javascript">const total = items.length; // count\nif (a &lt; b &amp;&amp; c) return "x";</code></pre>\n<p>Done.</p>';
    const result = highlightCodeBlocks(html);
    expect(result).toContain('<pre><code class="hljs language-javascript">');
    expect(result).toContain('<span class="hljs-keyword">const</span>');
    expect(result).toContain('<span class="hljs-comment">// count</span>');
    expect(result).toContain('<span class="hljs-string">&quot;x&quot;</span>');
    // Entities were decoded for the highlighter and escaped again in its output.
    expect(result).toContain("a &lt; b &amp;&amp; c");
    expect(result.startsWith("<p>Use <code>let</code>:</p>")).toBe(true);
    expect(result.endsWith("<p>Done.</p>")).toBe(true);
  });

  it("highlights every block, each in its own language", () => {
    const html =
      '<pre><code class="language-python">def f():\n    return None</code></pre><pre><code class="language-sql">SELECT id FROM users;</code></pre>';
    const result = highlightCodeBlocks(html);
    expect(result).toContain('<span class="hljs-keyword">def</span>');
    expect(result).toContain('<span class="hljs-keyword">SELECT</span>');
    expect(result.match(/<pre><code class="hljs /g)).toHaveLength(2);
  });

  it("leaves unlabelled blocks, unknown languages and inline code alone", () => {
    const html =
      '<pre><code>plain output</code></pre><pre><code class="language-dax">Total = SUM(Sales[Amount])</code></pre><p><code class="language-js">x</code></p>';
    expect(highlightCodeBlocks(html)).toBe(html);
  });

  it("gives the same result when run twice", () => {
    const once = highlightCodeBlocks('<pre><code class="language-java">int a = 1;</code></pre>');
    expect(highlightCodeBlocks(once)).toBe(once);
  });

  it("survives the sanitiser, which keeps the hljs classes and nothing unsafe", () => {
    const html =
      '<pre><code class="language-javascript">element.innerHTML = "&lt;img src=x onerror=alert(1)&gt;";</code></pre>';
    const stored = sanitizeHtml(highlightCodeBlocks(html));
    expect(stored).toMatch(/<span class="hljs-[\w-]+">/);
    expect(stored).not.toMatch(/<img/);
    expect(htmlToText(stored)).toBe('element.innerHTML = "<img src=x onerror=alert(1)>";');
  });
});
