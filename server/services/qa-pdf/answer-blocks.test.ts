import { describe, expect, it } from "vitest";
import { answerBlocks } from "./answer-blocks.ts";

describe("answerBlocks", () => {
  it("keeps bold and inline code as styled runs and collapses white space", () => {
    expect(answerBlocks("<p>A <strong>bold</strong>\n   claim about <code>int</code>.</p>")).toEqual([
      {
        kind: "paragraph",
        runs: [
          { text: "A " },
          { text: "bold", bold: true },
          { text: " claim about " },
          { text: "int", code: true },
          { text: "." },
        ],
      },
    ]);
  });

  it("keeps a code block's indentation and decodes its escaped characters", () => {
    const blocks = answerBlocks(
      '<pre><code class="language-js">if (a &lt; b &amp;&amp; c) {\n    go();\n}\n</code></pre>',
    );
    expect(blocks).toEqual([{ kind: "code", text: "if (a < b && c) {\n    go();\n}" }]);
  });

  it("turns ordered, unordered and nested lists into list blocks", () => {
    const blocks = answerBlocks(
      "<ol><li>First <em>step</em></li><li>Second<ul><li>detail</li></ul></li></ol>",
    );
    expect(blocks).toEqual([
      {
        kind: "list",
        ordered: true,
        items: [
          [{ kind: "paragraph", runs: [{ text: "First " }, { text: "step", italic: true }] }],
          [
            { kind: "paragraph", runs: [{ text: "Second" }] },
            { kind: "list", ordered: false, items: [[{ kind: "paragraph", runs: [{ text: "detail" }] }]] },
          ],
        ],
      },
    ]);
  });

  it("keeps the text of tags it does not draw and drops what the sanitiser removes", () => {
    const blocks = answerBlocks(
      "<table><tr><th>Type</th><th>Size</th></tr><tr><td>int</td><td>4 bytes</td></tr></table>" +
        '<p>Safe<script>alert(1)</script> <span class="x">text</span><br>next line</p>',
    );
    const text = blocks.map((block) =>
      block.kind === "paragraph" ? block.runs.map((run) => run.text).join("") : "",
    );
    expect(text).toEqual(["Type | Size", "int | 4 bytes", "Safe text\nnext line"]);
  });

  it("marks links with their address and headings as headings", () => {
    const [heading, paragraph] = answerBlocks(
      '<h3>Read more</h3><p>See <a href="https://docs.python.org/3/">the docs</a>.</p>',
    );
    expect(heading).toEqual({ kind: "paragraph", heading: true, runs: [{ text: "Read more", bold: true }] });
    expect(paragraph).toMatchObject({
      runs: [{ text: "See " }, { text: "the docs", link: "https://docs.python.org/3/" }, { text: "." }],
    });
  });
});
