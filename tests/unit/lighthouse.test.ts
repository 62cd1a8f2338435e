import type { Result } from "lighthouse";
import { describe, expect, it } from "vitest";
import { cpuSlowdownFor } from "../../scripts/lighthouse/run-lighthouse.ts";
import { threadBlockingTime, type TraceEvent } from "../../scripts/lighthouse/thread-time.ts";
import {
  failedCategories,
  failingAudits,
  formatTable,
  pageResult,
  type Run,
} from "../../scripts/lighthouse/scores.ts";

type Audit = Result["audits"][string];

function audit(id: string, title: string, score: number | null, extra: Partial<Audit> = {}): Audit {
  return { id, title, description: "", score, scoreDisplayMode: "numeric", ...extra } as Audit;
}

/** A Lighthouse result with the parts the check reads: four categories, their audits, the metrics. */
function lhr({
  performance = 0.99,
  fcp = 1200,
  interactive = 3000,
  accessibility = 1,
}: { performance?: number; fcp?: number; interactive?: number; accessibility?: number } = {}): Result {
  const audits: Record<string, Audit> = {
    "first-contentful-paint": audit("first-contentful-paint", "First Contentful Paint", 0.98, {
      numericValue: fcp,
      displayValue: `${(fcp / 1000).toFixed(1)} s`,
    }),
    "largest-contentful-paint": audit("largest-contentful-paint", "Largest Contentful Paint", 0.8, {
      numericValue: 2600,
      displayValue: "2.6 s",
    }),
    "total-blocking-time": audit("total-blocking-time", "Total Blocking Time", 0.5, {
      numericValue: 420.4,
      displayValue: "420 ms",
    }),
    "cumulative-layout-shift": audit("cumulative-layout-shift", "Cumulative Layout Shift", 1, {
      numericValue: 0.0123,
    }),
    interactive: audit("interactive", "Time to Interactive", 0.9, { numericValue: interactive }),
    "dom-size": audit("dom-size", "Avoid an excessive DOM size", 0, { scoreDisplayMode: "informative" }),
    "color-contrast": audit(
      "color-contrast",
      "Background and foreground colors do not have a sufficient contrast ratio.",
      0,
      {
        scoreDisplayMode: "binary",
      },
    ),
    "image-alt": audit("image-alt", "Image elements have [alt] attributes", 1, {
      scoreDisplayMode: "binary",
    }),
  };
  const category = (id: string, score: number, refs: [string, number][]) => ({
    id,
    title: id,
    score,
    auditRefs: refs.map(([ref, weight]) => ({ id: ref, weight })),
  });
  return {
    lighthouseVersion: "12.8.2",
    environment: {
      benchmarkIndex: 812.4,
      hostUserAgent: "Chrome/156.0.0.0",
      networkUserAgent: "",
      credits: {},
    },
    audits,
    categories: {
      performance: category("performance", performance, [
        ["first-contentful-paint", 10],
        ["largest-contentful-paint", 25],
        ["total-blocking-time", 30],
        ["cumulative-layout-shift", 25],
        ["dom-size", 0],
      ]),
      accessibility: category("accessibility", accessibility, [
        ["image-alt", 10],
        ["color-contrast", 7],
      ]),
      "best-practices": category("best-practices", 1, []),
      seo: category("seo", 1, []),
    },
  } as unknown as Result;
}

const run = (
  result: Result,
  cpuSlowdown = 2.02,
  benchmarkIndex: number | undefined = 812.4,
  threadBlockingTime: number | undefined = 37.6,
): Run => ({
  lhr: result,
  benchmarkIndex,
  cpuSlowdown,
  threadBlockingTime,
});

describe("cpuSlowdownFor (Lighthouse's calibration of the CPU slowdown to the host)", () => {
  it("gives the preset's 4× on Lighthouse's reference host and on faster ones, never more", () => {
    expect(cpuSlowdownFor(1533)).toBe(4);
    expect(cpuSlowdownFor(2500)).toBe(4);
  });

  it("slows a slower or busier host less, as Lighthouse's calculator says", () => {
    expect(cpuSlowdownFor(1300)).toBe(3);
    expect(cpuSlowdownFor(1050)).toBe(2.5);
    expect(cpuSlowdownFor(800)).toBe(2);
    expect(cpuSlowdownFor(475)).toBe(1.5);
    expect(cpuSlowdownFor(150)).toBe(1);
    expect(cpuSlowdownFor(90)).toBe(1);
  });
});

describe("the check's verdict on a page", () => {
  it("judges Lighthouse's median run, and keeps each run's performance score", () => {
    const runs = [
      run(lhr({ performance: 0.97, fcp: 1100, interactive: 2900 }), 2.6),
      run(lhr({ performance: 0.9, fcp: 2400, interactive: 5200 }), 1.2),
      run(lhr({ performance: 0.96, fcp: 1300, interactive: 3100 }), 2.4),
    ];
    const result = pageResult("home", "/", runs);
    // Lighthouse's median run is the one nearest the median FCP and time to interactive.
    expect(result.median).toBe(runs[2]);
    expect(result.performanceRuns).toEqual([97, 90, 96]);
    expect(failedCategories(result)).toEqual([]);
  });

  it("fails below 95 in performance or below 100 elsewhere, naming what cost the points, heaviest first", () => {
    const result = pageResult("home", "/", [run(lhr({ performance: 0.94, accessibility: 0.96 }))]);
    expect(failedCategories(result)).toEqual(["performance", "accessibility"]);
    expect(failingAudits(result.median.lhr, "performance")).toEqual([
      "Total Blocking Time (420 ms)",
      "Largest Contentful Paint (2.6 s)",
    ]);
    expect(failingAudits(result.median.lhr, "accessibility")).toEqual([
      "Background and foreground colors do not have a sufficient contrast ratio.",
    ]);
  });

  it("passes at exactly 95 in performance", () => {
    expect(failedCategories(pageResult("home", "/", [run(lhr({ performance: 0.95 }))]))).toEqual([]);
  });

  it("prints a row per page with the median run's scores, metrics, blocking time on the CPU and CPU slowdown", () => {
    const table = formatTable([
      pageResult("home", "/", [run(lhr({ performance: 0.94 }))]),
      pageResult("question page", "/question-answer/sql-queries-interview-questions", [
        {
          lhr: lhr({ performance: 0.99 }),
          benchmarkIndex: undefined,
          cpuSlowdown: 4,
          threadBlockingTime: undefined,
        },
      ]),
    ]).split("\n");
    expect(table[0]).toMatch(
      /^page\s+perf\.\s+a11y\s+best pr\.\s+SEO\s+FCP\s+LCP\s+TBT\s+TBT on CPU\s+CLS\s+CPU slowdown\s+perf\. of each run$/,
    );
    expect(table[2]).toMatch(
      /^\/\s+94\s+100\s+100\s+100\s+1\.2 s\s+2\.6 s\s+420 ms\s+38 ms\s+0\.012\s+812 → 2\.0×\s+94$/,
    );
    expect(table[3]).toMatch(
      /^\/question-answer\/sql-queries-interview-questions\s+99 .*420 ms\s+–\s+0\.012\s+4\.0×\s+99$/,
    );
  });
});

describe("threadBlockingTime (the page's own blocking time, from its tasks' CPU time)", () => {
  const PAGE = { pid: 7, tid: 7 };
  const ms = 1000; // trace times are in µs
  /** A top-level task of the page's main thread: start and wall-clock duration, time on the CPU. */
  const task = (start: number, wall: number, cpu: number): TraceEvent => ({
    name: "RunTask",
    ph: "X",
    ...PAGE,
    ts: start * ms,
    dur: wall * ms,
    tdur: cpu * ms,
  });
  const layout = (start: number, wall: number): TraceEvent => ({
    name: "Layout",
    ph: "X",
    ...PAGE,
    ts: start * ms,
    dur: wall * ms,
    tdur: wall * ms,
  });
  const navigation: TraceEvent = {
    name: "navigationStart",
    ph: "R",
    ...PAGE,
    ts: 100 * ms,
    args: { data: { documentLoaderURL: "https://w3programmer.test/" } },
  };
  const firstPaint: TraceEvent = { name: "firstContentfulPaint", ph: "R", ...PAGE, ts: 500 * ms };

  it("counts what a task's CPU time, slowed down, spends beyond 50 ms, not the time it waited", () => {
    // 20 ms on the CPU at 4× is 80 ms: 30 ms blocking, however long the host kept it waiting.
    expect(threadBlockingTime([navigation, firstPaint, task(200, 90, 20)], 4)).toBe(30);
    // 10 ms on the CPU is 40 ms at 4×: under the threshold.
    expect(threadBlockingTime([navigation, firstPaint, task(200, 90, 10)], 4)).toBe(0);
  });

  it("slows a task that laid the page out by half the slowdown, as Lighthouse's simulation does", () => {
    expect(threadBlockingTime([navigation, firstPaint, task(200, 40, 40), layout(210, 20)], 4)).toBe(30);
  });

  it("leaves out tasks before the page's navigation, other threads, and tasks run inside a task", () => {
    const events = [
      navigation,
      // Chromium marks the navigation of a blank frame too, without an address.
      { ...navigation, ts: 250 * ms, args: { data: { documentLoaderURL: "" } } },
      firstPaint,
      task(10, 60, 60),
      { ...task(200, 60, 60), tid: 9 },
      task(300, 30, 30),
      task(310, 10, 10),
    ];
    // The tasks at 200 (another thread) and 310 (inside the task at 300) do not count; the task at
    // 300 does: 30 ms at 4× is 120 ms, 70 beyond the threshold.
    expect(threadBlockingTime(events, 4)).toBe(70);
    expect(threadBlockingTime([...events, task(150, 20, 20)], 4)).toBe(100);
  });

  it("is unknown without a recorded first paint or CPU times", () => {
    expect(threadBlockingTime([task(200, 90, 20)], 4)).toBeUndefined();
    const { tdur: _, ...withoutCpu } = task(200, 90, 20);
    expect(threadBlockingTime([navigation, firstPaint, withoutCpu], 4)).toBeUndefined();
  });
});
