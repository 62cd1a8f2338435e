import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { GROWN_BYTES, holdYoungGeneration, IDLE_CHECK_MS } from "./young-generation.js";

const run = promisify(execFile);
const moduleUrl = new URL("./young-generation.js", import.meta.url).href;

/**
 * A process shaped like the server, in its own Node.js: a start that keeps 400,000 objects for good
 * (modules, caches), then load whose objects outlive a scavenge or two (requests in flight), then
 * nothing. Reports the young generation's committed bytes after each, and how long the idle
 * process took to make it small; without the hold, only what the start left.
 */
const program = (hold: boolean) => `
  import vm from "node:vm";
  import { holdYoungGeneration, releaseYoungGeneration, youngGenerationBytes, GROWN_BYTES } from ${JSON.stringify(moduleUrl)};
  ${hold ? "holdYoungGeneration();" : ""}
  const kept = Array.from({ length: 400_000 }, (_, i) => ({ i, text: "kept " + i }));
  const started = youngGenerationBytes();
  ${hold ? "" : "console.log(JSON.stringify({ started })); process.exit(0);"}
  const stop = releaseYoungGeneration();
  let inFlight = new Array(50_000);
  for (let i = 0; i < 2_000_000; i++) inFlight[i % inFlight.length] = { i, text: "row " + i };
  inFlight = undefined;
  const underLoad = youngGenerationBytes();
  const idleSince = Date.now();
  await new Promise((resolve) => {
    const watch = setInterval(() => {
      if (youngGenerationBytes() * 4 > underLoad && Date.now() - idleSince < 30_000) return;
      clearInterval(watch);
      resolve();
    }, 250);
  });
  const idleMs = Date.now() - idleSince;
  const idle = youngGenerationBytes();
  stop();
  console.log(JSON.stringify({
    started, underLoad, idle, idleMs, kept: kept.length,
    gcInScope: typeof globalThis.gc, gcInNewContext: vm.runInNewContext("typeof gc"),
  }));
`;

type Report = {
  started: number;
  underLoad: number;
  idle: number;
  idleMs: number;
  gcInScope: string;
  gcInNewContext: string;
};

async function runProgram(hold: boolean): Promise<Report> {
  const { stdout } = await run(process.execPath, ["--input-type=module", "-e", program(hold)]);
  return JSON.parse(stdout) as Report;
}

describe("the app process's young generation (server.js holds it, serve releases it)", () => {
  it("stays at its first size through the start, grows under load and is made small again once idle", async () => {
    const report = await runProgram(true);
    expect(report.started).toBeLessThanOrEqual(GROWN_BYTES);
    expect(report.underLoad).toBeGreaterThan(GROWN_BYTES);
    // V8 shrinks it at a scavenge that follows five seconds of little allocation, to twice what
    // is alive in it: at the second check (every 6 s), the first one's interval being busy with
    // the load, or at the third.
    expect(report.idle).toBeLessThanOrEqual(report.underLoad / 4);
    expect(report.idleMs).toBeLessThan(IDLE_CHECK_MS * 3);
    // The scavenge on request is not offered to the app's code or to contexts made later.
    expect(report.gcInScope).toBe("undefined");
    expect(report.gcInNewContext).toBe("undefined");
  }, 45_000);

  it("grows during a start that V8 is left alone with", async () => {
    const report = await runProgram(false);
    expect(report.started).toBeGreaterThan(GROWN_BYTES);
  }, 40_000);

  it("leaves a growth factor given on the command line as it is", () => {
    expect(holdYoungGeneration(["--inspect", "--semi-space-growth-factor=4"])).toBe(false);
  });
});
