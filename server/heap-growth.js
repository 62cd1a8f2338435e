/**
 * How far an app process's JavaScript heap may grow between full garbage collections.
 *
 * V8 lets the old generation grow to a multiple of what survived the last full collection, up to
 * 4 when the heap's maximum is large, and Node.js sizes that maximum from the machine's memory
 * (4 GB on a 24 GB machine). Under load much of what a request allocates outlives two scavenges
 * while it waits for PostgreSQL or its turn to render, and lands in the old generation to die
 * there soon after; at 4, a process holding 50 MB of live objects grows its heap to 200 MB before
 * a full collection, and keeps every buffer those dead objects point to (rendered pages,
 * compressed answers) until then (docs/performance.md, "Memory under load").
 *
 * Plain JavaScript: server.js applies it before it loads the server bundle, so that the limit V8
 * sets after the first full collection, during the start, already follows it.
 */
import { setFlagsFromString } from "node:v8";
import { givenV8Option } from "./given-v8-option.js";

/** After a full collection, the old generation may grow by half of what survived it. */
export const HEAP_GROWING_PERCENT = 50;

/**
 * Sets this process's heap growth, unless its command line already does
 * (`node --heap-growing-percent=100 server.js`: the operator's choice wins, and node:cluster
 * hands it to the workers). V8 reads the setting at every full collection, so it holds from the
 * next one on. Returns the percentage in force.
 *
 * @param {string[]} [execArgv] the process's Node.js options
 * @returns {number}
 */
export function limitHeapGrowth(execArgv = process.execArgv) {
  const given = givenV8Option(execArgv, "heap-growing-percent");
  if (given !== undefined) return Number(given);
  setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
  return HEAP_GROWING_PERCENT;
}
