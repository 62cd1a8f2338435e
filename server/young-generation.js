/**
 * The size of an app process's young generation (V8's new space): small while the process starts
 * and whenever it is idle, as large as V8 makes it under load.
 *
 * V8 doubles the young generation, up to 32 MB on a 64-bit machine with this much memory, each
 * time more of it survives a scavenge than it holds, and makes it smaller again only at a
 * collection that finds the process allocating little. A start is all survivors (modules,
 * prepared statements, the caches' first entries), so it grew to 32 MB before the server
 * listened, and an idle process has no collection to shrink it at: 32 MB committed, 1–10 MB of it
 * used, a fifth of the idle process's resident memory (docs/performance.md, "Memory").
 *
 * - While the process starts, V8's growth factor is 1: the young generation keeps its first size
 *   (1 MB a half). What the start keeps is promoted, which is where it was headed.
 * - Once it serves, the factor is V8's own again, so load grows the young generation as before
 *   (a smaller one promotes more of each request and raised the peak under load:
 *   docs/decisions/0021).
 * - When the process has used next to no CPU for a while and the young generation is bigger than
 *   it started, one scavenge lets V8 see the low allocation rate and make it small again. It costs a
 *   millisecond or two of an idle process's time, never a request's.
 *
 * A growth factor given on node's command line (`node --semi-space-growth-factor=4 server.js`) is
 * left as it is. Plain JavaScript: server.js applies the start's setting before it loads the
 * server bundle.
 */
import { getHeapSpaceStatistics, setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { givenV8Option } from "./given-v8-option.js";

/** V8's own growth factor for the young generation (its `--semi-space-growth-factor` default). */
export const V8_GROWTH_FACTOR = 2;

/**
 * How often the idle check reads the process's CPU time, and over how long it judges it idle. Longer
 * than the 5 s over which V8 averages the allocation rate, so that a scavenge an interval after
 * the previous one sees only that idle interval's allocation.
 */
export const IDLE_CHECK_MS = 6_000;

/**
 * Idle: the process spent less than this share of the last check's interval on the CPU, all its
 * threads counted (120 ms of 6 s). An idle process spends 0.5–1.4 % on the job queue's polling and
 * its health checks; an uncached page costs about 13 ms. CPU time, not the event loop's
 * utilization: on a busy host the loop's few short tasks each wait for a core, and that wait
 * counted as work kept an idle process's utilization around 1 %, often above it, so that its
 * young generation could stay large for minutes (docs/decisions/0023).
 */
export const IDLE_CPU_SHARE = 0.02;

/**
 * Bigger than it starts (1 MB a half, 2 MB committed): the young generation has grown under load
 * and is worth a scavenge to shrink.
 */
export const GROWN_BYTES = 4 * 1024 * 1024;

/**
 * Scavenges per idle stretch. V8 shrinks the young generation at a scavenge only when it measured
 * less than 1 MB a second of allocation over the last 5 s (or since the collection before, when
 * longer), so the first one after load often leaves it as it is, when the load's last collection
 * is recent, and the next one, an idle interval later, shrinks it. Past this, the process
 * allocates while idle and more scavenges would not help.
 */
export const SCAVENGES_PER_IDLE_STRETCH = 3;

/** @param {string[]} execArgv */
const factorGiven = (execArgv) => givenV8Option(execArgv, "semi-space-growth-factor") !== undefined;

/**
 * Keeps the young generation at its first size while the process starts (server.js, before the
 * server bundle). Returns whether it did: not when node's command line gives the growth factor.
 *
 * @param {string[]} [execArgv] the process's Node.js options
 * @returns {boolean}
 */
export function holdYoungGeneration(execArgv = process.execArgv) {
  if (factorGiven(execArgv)) return false;
  setFlagsFromString("--semi-space-growth-factor=1");
  return true;
}

/**
 * Once the process serves: V8 may grow the young generation under load again, and it is made small
 * again whenever the process is idle. Returns a function that stops the idle check.
 *
 * @param {string[]} [execArgv] the process's Node.js options
 * @returns {() => void}
 */
export function releaseYoungGeneration(execArgv = process.execArgv) {
  if (!factorGiven(execArgv)) setFlagsFromString(`--semi-space-growth-factor=${V8_GROWTH_FACTOR}`);
  return trimWhenIdle();
}

/** The young generation's committed bytes (both halves). */
export function youngGenerationBytes() {
  return getHeapSpaceStatistics().find((space) => space.space_name === "new_space")?.space_size ?? 0;
}

/**
 * A scavenge on request. Node.js offers V8's `gc()` only to contexts made after `--expose-gc` is
 * set, so the flag is set for the moment it takes to make one and take its `gc`, and no other
 * context (and not the process's own global scope) gets it.
 *
 * @returns {() => void}
 */
function scavenger() {
  setFlagsFromString("--expose-gc");
  /** @type {(options: { type: "minor" }) => void} */
  const gc = runInNewContext("gc");
  setFlagsFromString("--no-expose-gc");
  return () => gc({ type: "minor" });
}

/** The process's CPU time so far, all threads, in ms. */
function cpuMs() {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

/** @returns {() => void} */
function trimWhenIdle() {
  const scavenge = scavenger();
  let since = cpuMs();
  let scavenges = 0;
  const timer = setInterval(() => {
    const now = cpuMs();
    const share = (now - since) / IDLE_CHECK_MS;
    since = now;
    if (share >= IDLE_CPU_SHARE) {
      scavenges = 0;
      return;
    }
    if (scavenges >= SCAVENGES_PER_IDLE_STRETCH || youngGenerationBytes() <= GROWN_BYTES) return;
    scavenges++;
    scavenge();
  }, IDLE_CHECK_MS);
  // The check never keeps the process alive.
  timer.unref();
  return () => clearInterval(timer);
}
