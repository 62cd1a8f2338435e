/**
 * `npm run lighthouse` (after `npm run build`; `npm test` runs it last, alone): Lighthouse's mobile
 * audit of the home page, the biggest question page, a guide and a blog post, on the production
 * build with the demo content as it is deployed: nginx terminating TLS with HTTP/2 in front
 * (docs/deploy.md), PUBLIC_URL the https address. Each page is audited a few times and judged on
 * Lighthouse's median run; it exits 1 when a page scores below 95 in performance or below 100 in
 * accessibility, best practices or SEO (scripts/lighthouse/scores.ts), naming the failing audits.
 * docs/decisions/0018 says why it runs this way.
 */
import fs from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import { generateReport } from "lighthouse";
import { isBuildCurrent } from "./build-sources.js";
import { newDataDir } from "../tests/support/data-dirs.ts";
import { httpsGet, startSiteBehindNginx, type Nginx } from "../tests/support/nginx.ts";
import type { ServerProcess } from "../tests/support/server-process.ts";
import { pickAuditedPages, type AuditedPage } from "./lighthouse/pick-pages.ts";
import { PRESET_CPU_SLOWDOWN, runLighthouse } from "./lighthouse/run-lighthouse.ts";
import {
  failedCategories,
  failingAudits,
  formatTable,
  MINIMUM_SCORES,
  pageResult,
  scoreOf,
  type PageResult,
  type Run,
} from "./lighthouse/scores.ts";

const USAGE = `Usage: npm run lighthouse [-- options]

Audits the production build (run npm run build first) with Lighthouse's mobile preset.
  --runs <n>           runs per page, judged on Lighthouse's median run (default 3)
  --page <path>        audit this path instead of the four pages (repeatable)
  --cpu-slowdown <x>   simulate this CPU slowdown (the preset's is ${PRESET_CPU_SLOWDOWN}) instead of calibrating
                       it to the host's BenchmarkIndex before each run
  --reports <dir>      write each page's median run there as Lighthouse's HTML report and JSON
  --performance-warns  a performance score under the bar is printed as a warning and does not
                       fail the run (the other three categories still do)
  --help               show this text`;

function parseOptions() {
  try {
    const { values } = parseArgs({
      options: {
        runs: { type: "string", default: "3" },
        page: { type: "string", multiple: true },
        "cpu-slowdown": { type: "string" },
        reports: { type: "string" },
        "performance-warns": { type: "boolean", default: false },
        help: { type: "boolean", short: "h", default: false },
      },
      strict: true,
    });
    if (values.help) {
      console.log(USAGE);
      process.exit(0);
    }
    const runs = Number(values.runs);
    if (!Number.isInteger(runs) || runs < 1) throw new Error("--runs takes a whole number of at least 1.");
    const cpuSlowdown = values["cpu-slowdown"] === undefined ? undefined : Number(values["cpu-slowdown"]);
    if (cpuSlowdown !== undefined && !(cpuSlowdown >= 1))
      throw new Error("--cpu-slowdown takes a number of at least 1.");
    if (values.page?.some((page) => !page.startsWith("/")))
      throw new Error("--page takes a path such as /faq.");
    return {
      runs,
      pages: values.page,
      cpuSlowdown,
      reports: values.reports,
      performanceWarns: values["performance-warns"],
    };
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${USAGE}`);
    process.exit(2);
  }
}

/**
 * `count` runs of `url` that Lighthouse could measure. A run whose trace Lighthouse could not
 * record (its runtimeError, such as NO_NAVSTART) measured nothing: as Lighthouse's own
 * filterToValidRuns does, it is left out, and another run takes its place, `count` of them at most.
 */
async function measuredRuns(url: string, certificate: string, count: number, cpuSlowdown?: number) {
  const runs: Run[] = [];
  const unmeasured: string[] = [];
  while (runs.length < count) {
    const run = await runLighthouse(url, certificate, { cpuSlowdown });
    if (!run.lhr.runtimeError) {
      runs.push(run);
      continue;
    }
    unmeasured.push(`${run.lhr.runtimeError.code}: ${run.lhr.runtimeError.message}`);
    console.log(
      `    Lighthouse could not measure a run (${run.lhr.runtimeError.code}); another takes its place.`,
    );
    if (unmeasured.length >= count)
      throw new Error(`Lighthouse could not measure ${url}:\n  ${unmeasured.join("\n  ")}`);
  }
  return runs;
}

const options = parseOptions();
// server.js would build a missing or stale build itself, which is not what is to be audited.
if (!isBuildCurrent(path.resolve(import.meta.dirname, ".."))) {
  console.error("There is no production build of the sources as they are: run npm run build first.");
  process.exit(2);
}

const started = Date.now();
const elapsed = () => `${Math.round((Date.now() - started) / 1000)} s`;
console.log(
  "Starting the production server on a new DATA_DIR (demo content) behind nginx with TLS and HTTP/2…",
);
const dataDir = await newDataDir("w3p-lighthouse-");
let app: ServerProcess | undefined;
let proxy: Nginx | undefined;
let exitCode = 0;
try {
  ({ app, proxy } = await startSiteBehindNginx(dataDir));
  const pages: AuditedPage[] = options.pages
    ? options.pages.map((page) => ({ name: page, path: page }))
    : await pickAuditedPages(dataDir);
  console.log(`Ready after ${elapsed()}; ${options.runs} run(s) of each page:`);

  const results: PageResult[] = [];
  for (const page of pages) {
    const url = `${proxy.url}${page.path}`;
    // Visitors meet the page as the page cache keeps it, rendered once already (docs/decisions/0012).
    const warm = await httpsGet(url, proxy.certificate, { "Accept-Encoding": "br, gzip" });
    if (warm.status !== 200) throw new Error(`${page.path} answered ${warm.status}`);
    const result = pageResult(
      page.name,
      page.path,
      await measuredRuns(url, proxy.certificate, options.runs, options.cpuSlowdown),
    );
    results.push(result);
    console.log(`  ${page.path}: performance ${result.performanceRuns.join(", ")} (${elapsed()})`);
    if (options.reports) {
      await fs.mkdir(options.reports, { recursive: true });
      const file = path.join(
        options.reports,
        page.name.replaceAll(/\W+/g, "-").replace(/^-|-$/g, "") || "home",
      );
      await fs.writeFile(`${file}.html`, generateReport(result.median.lhr, "html"));
      await fs.writeFile(`${file}.json`, JSON.stringify(result.median.lhr));
    }
  }

  console.log(`\n${formatTable(results)}\n`);
  console.log(
    `Lighthouse ${results[0]?.median.lhr.lighthouseVersion}, mobile preset (simulated slow 4G; CPU slowdown ` +
      `${options.cpuSlowdown === undefined ? "calibrated to the host's BenchmarkIndex before each run, at most 4×" : "as given"}), ` +
      `${results[0]?.median.lhr.environment.hostUserAgent.match(/Chrome\/[\d.]+/)?.[0] ?? "Chromium"} through nginx ` +
      `with HTTP/2; the median of ${options.runs} run(s) per page; ${elapsed()} in all. TBT on CPU: the ` +
      `same run's blocking time counted from its main thread's CPU time, without the waits a busy host ` +
      `adds (scripts/lighthouse/thread-time.ts); Lighthouse's TBT far above it means the host was busy.`,
  );
  const warnedOnly = (category: string) => options.performanceWarns && category === "performance";
  let failed = false;
  let warned = false;
  for (const result of results) {
    const below = failedCategories(result);
    if (below.length === 0) continue;
    console.error(`\n${result.path} is below the minimum:`);
    for (const category of below) {
      const warning = warnedOnly(category) ? " (a warning: --performance-warns)" : "";
      console.error(
        `  ${category} ${scoreOf(result.median.lhr, category)} < ${MINIMUM_SCORES[category]}${warning}:`,
      );
      for (const audit of failingAudits(result.median.lhr, category)) console.error(`    ${audit}`);
      if (warnedOnly(category)) warned = true;
      else failed = true;
    }
  }
  if (failed) {
    exitCode = 1;
  } else {
    const minimums = Object.entries(MINIMUM_SCORES)
      .filter(([category]) => !(warned && warnedOnly(category)))
      .map(([category, minimum]) => `${category} ${minimum}`);
    console.log(
      `Every page reaches ${minimums.join(", ")}${warned ? "; performance is under its bar (a warning)" : ""}.`,
    );
  }
} catch (error) {
  console.error((error as Error).message);
  if (app) console.error(app.output().slice(-4000));
  exitCode = 1;
} finally {
  await proxy?.stop();
  await app?.stop();
  await fs.rm(dataDir, { recursive: true, force: true });
}
process.exit(exitCode);
