import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { HEAP_GROWING_PERCENT, limitHeapGrowth } from "./heap-growth.js";

const run = promisify(execFile);
const moduleUrl = new URL("./heap-growth.js", import.meta.url).href;

/**
 * A process shaped like a server under load, in its own Node.js: it keeps about 80 MB for good
 * (its modules and caches), has had the full collection a start has, and then allocates objects
 * that each outlive a few scavenges and die (requests waiting for the database). Reports the
 * largest old generation it reached against what it keeps.
 */
const PROGRAM = `
  import v8 from "node:v8";
  import { limitHeapGrowth } from ${JSON.stringify(moduleUrl)};
  limitHeapGrowth();
  const oldSpace = () => v8.getHeapSpaceStatistics().find((space) => space.space_name === "old_space");
  const kept = Array.from({ length: 600_000 }, (_, i) => ({ i, text: "kept " + i, cells: [i] }));
  globalThis.gc();
  const keptBytes = oldSpace().space_used_size;
  const inFlight = new Array(100_000);
  let largest = 0;
  for (let i = 0; i < 3_000_000; i++) {
    inFlight[i % inFlight.length] = { i, text: "row " + i, cells: [i, i + 1] };
    if (i % 20_000 === 0) largest = Math.max(largest, oldSpace().space_size);
  }
  console.log(JSON.stringify({ keptBytes, largest, still: kept.length + inFlight.length }));
`;

describe("the app process's heap growth (server.js applies it first)", () => {
  it("keeps the old generation within two and a half times what the process keeps, under steady churn", async () => {
    const { stdout } = await run(process.execPath, ["--expose-gc", "--input-type=module", "-e", PROGRAM]);
    const { keptBytes, largest } = JSON.parse(stdout) as { keptBytes: number; largest: number };
    // Left to V8 on a machine with this much memory, it grows past four times (360 MB for 80 kept).
    expect(largest).toBeLessThan(keptBytes * 2.5);
  });

  it("leaves a growth given on the command line as it is", () => {
    expect(limitHeapGrowth(["--inspect", "--heap-growing-percent=100"])).toBe(100);
    expect(HEAP_GROWING_PERCENT).toBeLessThan(100);
  });
});
