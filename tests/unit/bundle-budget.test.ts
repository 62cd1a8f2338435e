import { describe, expect, it } from "vitest";
import { pageAssets, type BuildManifest } from "../../scripts/bundle-budget/page-assets.ts";

const manifest: BuildManifest = {
  entry: { module: "/assets/entry.client-a.js", imports: ["/assets/react-b.js"] },
  routes: {
    root: {
      id: "root",
      module: "/assets/root-c.js",
      imports: ["/assets/Box-d.js"],
      css: ["/assets/root-e.css"],
    },
    "routes/question-answer": {
      id: "routes/question-answer",
      module: "/assets/question-answer-f.js",
      imports: ["/assets/Accordion-g.js"],
      css: ["/assets/Accordion-h.css#"],
    },
    "routes/home": { id: "routes/home", module: "/assets/home-i.js", imports: ["/assets/Carousel-j.js"] },
  },
};

/** The shape of a React Router page's head and scripts, with a code sample in its structured data. */
const html = `<!DOCTYPE html><html><head>
<link rel="icon" href="/favicon.svg"/>
<link rel="modulepreload" href="/assets/entry.client-a.js"/>
<link rel="modulepreload" href="/assets/Box-d.js"/>
<link rel="stylesheet" href="/assets/root-e.css"/>
<link rel="stylesheet" href="https://fonts.example.com/inter.css"/>
</head><body>
<script type="application/ld+json">{"text":"import x from '/assets/not-a-file.js'"}</script>
<script type="module" async="">import "/assets/manifest-k.js";
import * as route0 from "/assets/root-c.js";
import * as route1 from "/assets/question-answer-f.js";
window.__reactRouterManifest = {};
import("/assets/entry.client-a.js");</script>
</body></html>`;

describe("pageAssets (npm run budget)", () => {
  it("counts what the HTML references and what the manifest lists for the page's routes, each file once", () => {
    expect(pageAssets(html, manifest)).toEqual({
      js: [
        "/assets/Accordion-g.js",
        "/assets/Box-d.js",
        "/assets/entry.client-a.js",
        "/assets/manifest-k.js",
        "/assets/question-answer-f.js",
        "/assets/react-b.js",
        "/assets/root-c.js",
      ],
      css: ["/assets/Accordion-h.css", "/assets/root-e.css"],
    });
  });
});
