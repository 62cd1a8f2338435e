/**
 * What each main page ships to the browser, against its budget (scripts/bundle-budget/budgets.ts),
 * measured on the production build the suite runs: a change that makes a page heavier fails here
 * and has to raise the figure on purpose. `npm run budget` prints the same table on its own.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { expect, inject, it } from "vitest";
import {
  clientDir,
  formatTable,
  measurePage,
  overBudget,
  PAGES,
  sessionCookie,
  type Measured,
} from "../../scripts/bundle-budget/budgets.ts";
import { readBuildManifest } from "../../scripts/bundle-budget/page-assets.ts";
import { randomClientIp } from "../support/browser.ts";

const baseUrl = inject("baseUrl");

it("keeps every main page's JavaScript and CSS within its budget", async () => {
  const manifest = await readBuildManifest(clientDir);
  const cookie = await sessionCookie(baseUrl, { "X-Forwarded-For": randomClientIp() });
  const rows: Measured[] = [];
  for (const page of PAGES) rows.push(await measurePage(baseUrl, page, manifest, cookie));
  const over = rows.flatMap((row) => overBudget(row).map((message) => `${row.path}: ${message}`));
  expect(over, `over budget:\n${formatTable(rows)}`).toEqual([]);
  // The Q&A page is held to 150 kB of JavaScript (docs/performance.md), whatever the others weigh.
  expect(PAGES.find((page) => page.name === "Q&A page")?.budget.jsKb).toBeLessThanOrEqual(150);
});

it("ships React Router's production build, without its development warnings", async () => {
  const manifest = await readBuildManifest(clientDir);
  const home = PAGES.find((page) => page.path === "/")!;
  const { js } = await measurePage(baseUrl, home, manifest, "");
  const scripts = await Promise.all(js.files.map((file) => readFile(path.join(clientDir, file), "utf8")));
  const text = scripts.join("\n");
  // The router itself is there…
  expect(text).toContain("useNavigate() may be used only in the context of a <Router> component.");
  // …but not the warnings its development build prints (remix-run/react-router#14102).
  expect(text).not.toContain("No routes matched location");
  expect(text).not.toContain("Matched leaf route at location");
});
