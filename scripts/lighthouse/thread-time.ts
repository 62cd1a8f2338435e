/**
 * The blocking time a run's page makes with its own work: Lighthouse's total blocking time as its
 * simulation counts it (each main-thread task multiplied by the CPU slowdown, half that for a task
 * that laid the page out, less 50 ms), but from the time each task spent on the CPU rather than
 * from its wall-clock time. A task waits whenever the host's other processes hold the cores (or
 * Chromium's browser process, which answers the renderer's font lookups on Linux, is not
 * scheduled), and Lighthouse multiplies that wait as if it were the page's work: on a busy 2-core
 * host most of a page's blocking time is such waiting (docs/performance.md, "Where the blocking
 * time comes from"). Printed beside Lighthouse's figure so that a reader can tell the page's
 * work from the host's load; it decides nothing.
 *
 * An upper bound: it counts every task of the page's main thread from the page's navigation on,
 * where Lighthouse counts only those its simulation places between first paint and time to
 * interactive.
 */

/** What is read of a Chrome trace event (Lighthouse's `artifacts.Trace.traceEvents`). */
export type TraceEvent = {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  /** Wall-clock duration, µs (complete events). */
  dur?: number;
  /** Time on the CPU, µs (complete events). */
  tdur?: number;
  args?: { data?: { documentLoaderURL?: string } };
};

/** Lighthouse's threshold: the part of a task beyond 50 ms blocks. */
const BLOCKING_THRESHOLD_MS = 50;
/** Lantern's simulator multiplies a task that ran layout by half the CPU slowdown. */
const LAYOUT_TASK_SHARE = 0.5;

const TASK_NAMES = new Set(["RunTask", "ThreadControllerImpl::RunTask"]);

/**
 * The blocking time, ms, of the audited page's main-thread tasks by their CPU time at
 * `cpuSlowdown`; undefined when the trace recorded no first contentful paint (or no CPU times).
 */
export function threadBlockingTime(traceEvents: TraceEvent[], cpuSlowdown: number): number | undefined {
  // Both marks are recorded on the main thread of the audited page's renderer.
  const firstPaint = traceEvents.find((event) => event.name === "firstContentfulPaint");
  if (!firstPaint) return undefined;
  const onMainThread = (event: TraceEvent) => event.pid === firstPaint.pid && event.tid === firstPaint.tid;
  // The page's own navigation names its address; Chromium marks others (blank frames) without one.
  const navigation = traceEvents
    .filter(
      (event) =>
        event.name === "navigationStart" &&
        onMainThread(event) &&
        event.ts <= firstPaint.ts &&
        /^https?:/.test(event.args?.data?.documentLoaderURL ?? ""),
    )
    .reduce((latest, event) => Math.max(latest, event.ts), -Infinity);
  const mainThread = traceEvents
    .filter((event) => event.ph === "X" && onMainThread(event) && event.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const tasks: TraceEvent[] = [];
  for (const event of mainThread) {
    if (!TASK_NAMES.has(event.name)) continue;
    const last = tasks.at(-1);
    // A task run inside another (a nested loop) is part of the outer one.
    if (last && event.ts < last.ts + last.dur!) continue;
    tasks.push(event);
  }
  if (tasks.length > 0 && tasks.every((task) => task.tdur === undefined)) return undefined;

  let blocking = 0;
  let inside = 0; // index into mainThread, which is in start order
  for (const task of tasks) {
    const end = task.ts + task.dur!;
    let laidOut = false;
    while (inside < mainThread.length && mainThread[inside]!.ts < end) {
      const event = mainThread[inside++]!;
      if (event.name === "Layout" && event.ts >= task.ts) laidOut = true;
    }
    if (task.ts < navigation) continue;
    const multiplier = cpuSlowdown * (laidOut ? LAYOUT_TASK_SHARE : 1);
    blocking += Math.max(0, ((task.tdur ?? 0) / 1000) * multiplier - BLOCKING_THRESHOLD_MS);
  }
  return blocking;
}
