/**
 * Whether every Mantine component on a page has its stylesheet loaded (each module imports the
 * styles of the components it renders; app/root.tsx only the global ones and the frame's). A
 * component whose stylesheet is missing shows as an unstyled widget.
 */
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";
import { expect } from "vitest";

/** Mantine's component classes are CSS-module hashes such as `m_77c9d27d`. */
const MANTINE_CLASS = /\bm_[0-9a-f]{8}\b/g;

let styledClasses: Promise<string[]> | undefined;

/** Every Mantine class that some rule in Mantine's complete stylesheets styles (read once). */
function mantineStyledClasses(): Promise<string[]> {
  styledClasses ??= (async () => {
    const require = createRequire(import.meta.url);
    const sheets = [
      "@mantine/core/styles.css",
      "@mantine/notifications/styles.css",
      "@mantine/carousel/styles.css",
    ];
    const classes = new Set<string>();
    for (const sheet of sheets) {
      for (const [name] of (await readFile(require.resolve(sheet), "utf8")).matchAll(MANTINE_CLASS)) {
        classes.add(name);
      }
    }
    return [...classes];
  })();
  return styledClasses;
}

/** The Mantine classes on the page that have rules in Mantine's stylesheets but none loaded here. */
async function unstyledClasses(page: Page): Promise<string[]> {
  return page.evaluate(
    (styled) => {
      const pattern = /\bm_[0-9a-f]{8}\b/g;
      const onPage = new Set<string>();
      for (const element of document.querySelectorAll("[class]")) {
        for (const name of element.classList) if (/^m_[0-9a-f]{8}$/.test(name)) onPage.add(name);
      }
      const loaded = new Set<string>();
      const collect = (rules: CSSRuleList) => {
        for (const rule of rules) {
          if (rule instanceof CSSStyleRule) {
            for (const [name] of rule.selectorText.matchAll(pattern)) loaded.add(name);
          }
          if ("cssRules" in rule) collect((rule as CSSGroupingRule).cssRules);
        }
      };
      for (const sheet of document.styleSheets) collect(sheet.cssRules);
      const expected = new Set(styled);
      return [...onPage].filter((name) => expected.has(name) && !loaded.has(name)).sort();
    },
    await mantineStyledClasses(),
  );
}

/** Fails naming `state` when a Mantine component on the page has no stylesheet loaded. */
export async function expectStyled(page: Page, state: string): Promise<void> {
  expect(await unstyledClasses(page), state).toEqual([]);
}
