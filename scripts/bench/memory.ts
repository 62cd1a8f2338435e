/**
 * The resident memory of the site's app processes (Linux /proc): the process `npm start` runs
 * and its app workers, never the PostgreSQL it may start. Figures are per process, in MB, as the
 * goals are (150 MB idle, 250 MB under load).
 */
import fs from "node:fs/promises";
import { appProcesses } from "./processes.ts";

export const IDLE_MEMORY_GOAL_MB = 150;
export const LOAD_MEMORY_GOAL_MB = 250;

async function residentMb(pid: number): Promise<number | undefined> {
  try {
    const status = await fs.readFile(`/proc/${pid}/status`, "utf8");
    const kb = /^VmRSS:\s+(\d+) kB/m.exec(status)?.[1];
    return kb === undefined ? undefined : Number(kb) / 1024;
  } catch {
    return undefined;
  }
}

/** The largest resident size among the app processes now. */
export async function largestAppProcessMb(pid: number): Promise<number> {
  const sizes = await Promise.all((await appProcesses(pid)).map(residentMb));
  return Math.max(0, ...sizes.filter((size): size is number => size !== undefined));
}

/** Samples the app processes every `everyMs` until stopped; the peak is the largest sample. */
export function watchPeakMemory(pid: number, everyMs = 250) {
  let peak = 0;
  let stopped = false;
  const sampling = (async () => {
    while (!stopped) {
      peak = Math.max(peak, await largestAppProcessMb(pid));
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  })();
  return {
    async stop(): Promise<number> {
      stopped = true;
      await sampling;
      return peak;
    },
  };
}
