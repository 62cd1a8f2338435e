/**
 * What the Lighthouse check requires of each page, and how it reads and prints Lighthouse's
 * results: a page's median run as Lighthouse picks it, its scores against the minimums, its
 * metrics, and the audits that cost a failing category its points.
 */
import type { Result } from "lighthouse";
import { computeMedianRun } from "lighthouse/core/lib/median-run.js";

export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
export type Category = (typeof CATEGORIES)[number];

/** The product's bar (docs/performance.md): 95 in performance, every point of the other three. */
export const MINIMUM_SCORES: Record<Category, number> = {
  performance: 95,
  accessibility: 100,
  "best-practices": 100,
  seo: 100,
};

const METRICS = {
  FCP: "first-contentful-paint",
  LCP: "largest-contentful-paint",
  TBT: "total-blocking-time",
  CLS: "cumulative-layout-shift",
} as const;

/**
 * A run as the check made it: Lighthouse's result, the host's BenchmarkIndex measured just before
 * (none when the CPU slowdown was given), the CPU slowdown simulated, and the blocking time the
 * page's main-thread work makes by its CPU time (./thread-time.ts; none when the trace lacks it).
 */
export type Run = {
  lhr: Result;
  benchmarkIndex: number | undefined;
  cpuSlowdown: number;
  threadBlockingTime?: number | undefined;
};

export type PageResult = {
  name: string;
  path: string;
  /**
   * Lighthouse's median run (lighthouse/core/lib/median-run.js: the one nearest the median FCP
   * and time to interactive), which Lighthouse advises judging a page by.
   */
  median: Run;
  /** The performance score of every run, in run order. */
  performanceRuns: number[];
};

/** The score Lighthouse's report shows: 0–100, rounded. */
export function scoreOf(lhr: Result, category: Category): number {
  return Math.round((lhr.categories[category]?.score ?? 0) * 100);
}

export function pageResult(name: string, path: string, runs: Run[]): PageResult {
  const medianLhr = computeMedianRun(runs.map((run) => run.lhr));
  return {
    name,
    path,
    median: runs.find((run) => run.lhr === medianLhr)!,
    performanceRuns: runs.map((run) => scoreOf(run.lhr, "performance")),
  };
}

/** The categories of the median run below their minimum. */
export function failedCategories(result: PageResult): Category[] {
  return CATEGORIES.filter((category) => scoreOf(result.median.lhr, category) < MINIMUM_SCORES[category]);
}

/**
 * The audits of `category` that did not pass in `lhr` (below 0.9 for performance, where Lighthouse
 * draws them red or orange; below 1 elsewhere), the heaviest first, with what Lighthouse says of them.
 */
export function failingAudits(lhr: Result, category: Category): string[] {
  const passing = category === "performance" ? 0.9 : 1;
  return (lhr.categories[category]?.auditRefs ?? [])
    .flatMap((ref) => {
      const audit = lhr.audits[ref.id];
      const scored = audit && !["notApplicable", "informative", "manual"].includes(audit.scoreDisplayMode);
      return scored && audit.score !== null && audit.score < passing ? [{ audit, weight: ref.weight }] : [];
    })
    .sort((a, b) => b.weight - a.weight)
    .map(({ audit }) => `${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ""}`);
}

function metric(lhr: Result, name: keyof typeof METRICS): string {
  const value = lhr.audits[METRICS[name]]?.numericValue;
  if (value === undefined) return "–";
  if (name === "CLS") return value.toFixed(3);
  if (name === "TBT") return `${Math.round(value)} ms`;
  return `${(value / 1000).toFixed(1)} s`;
}

const HEADINGS = [
  "page",
  "perf.",
  "a11y",
  "best pr.",
  "SEO",
  "FCP",
  "LCP",
  "TBT",
  "TBT on CPU",
  "CLS",
  "CPU slowdown",
  "perf. of each run",
];

/**
 * One row per page: the median run's scores and metrics (with, after Lighthouse's total blocking
 * time, the part of it the page's own CPU time makes), the CPU slowdown simulated in it (with the
 * host's BenchmarkIndex it was calibrated to), and the performance score of each run.
 */
export function formatTable(results: PageResult[]): string {
  const rows = results.map(({ path, median, performanceRuns }) => [
    path,
    ...CATEGORIES.map((category) => String(scoreOf(median.lhr, category))),
    metric(median.lhr, "FCP"),
    metric(median.lhr, "LCP"),
    metric(median.lhr, "TBT"),
    median.threadBlockingTime === undefined ? "–" : `${Math.round(median.threadBlockingTime)} ms`,
    metric(median.lhr, "CLS"),
    `${median.benchmarkIndex === undefined ? "" : `${Math.round(median.benchmarkIndex)} → `}${median.cpuSlowdown.toFixed(1)}×`,
    performanceRuns.join(" "),
  ]);
  const widths = HEADINGS.map((heading, i) => Math.max(heading.length, ...rows.map((row) => row[i]!.length)));
  const leftAligned = (i: number) => i === 0 || i === HEADINGS.length - 1;
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (leftAligned(i) ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!)))
      .join("  ")
      .trimEnd();
  return [line(HEADINGS), line(widths.map((width) => "-".repeat(width))), ...rows.map(line)].join("\n");
}
