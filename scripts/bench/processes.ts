/**
 * The site's app processes as Linux /proc shows them: the process `npm start` runs and its app
 * workers, never the PostgreSQL it may start; and the CPU time a set of processes has used, which
 * holds better than requests per second while other work shares the cores (docs/performance.md).
 */
import { execFile } from "node:child_process";
import fs from "node:fs/promises";
import { promisify } from "node:util";
import { childrenOf } from "../../tests/support/child-processes.ts";

/** `pid` and its children that run server.js (the workers). */
export async function appProcesses(pid: number): Promise<number[]> {
  const workers = (await childrenOf(pid)).filter((child) => child.command.includes("server.js"));
  return [pid, ...workers.map((child) => child.pid)];
}

let ticksPerSecond: Promise<number> | undefined;

/** The CPU time (user and system) the processes have used so far, in seconds. */
export async function cpuSeconds(pids: number[]): Promise<number> {
  ticksPerSecond ??= promisify(execFile)("getconf", ["CLK_TCK"]).then(({ stdout }) => Number(stdout.trim()));
  const perSecond = await ticksPerSecond;
  let ticks = 0;
  for (const pid of pids) {
    try {
      const stat = await fs.readFile(`/proc/${pid}/stat`, "utf8");
      // utime and stime: the 12th and 13th fields after the command name's closing parenthesis.
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // ended: its time is no longer counted
    }
  }
  return ticks / perSecond;
}

/**
 * The CPU time all threads of `pid` have used so far, in milliseconds, with nanosecond resolution:
 * the sum of each thread's `/proc/<pid>/task/<tid>/schedstat` (its first field is the time spent
 * on a CPU). The threads count (the JavaScript thread, the garbage collector's helpers and the
 * thread pool that compresses and hashes), the PostgreSQL processes do not. `/proc/<pid>/stat`
 * counts in 10 ms ticks, too coarse for one request.
 */
export async function processCpuMs(pid: number): Promise<number> {
  const tasks = await fs.readdir(`/proc/${pid}/task`);
  let nanoseconds = 0;
  await Promise.all(
    tasks.map(async (task) => {
      try {
        const schedstat = await fs.readFile(`/proc/${pid}/task/${task}/schedstat`, "utf8");
        nanoseconds += Number(schedstat.split(" ")[0]);
      } catch {
        // the thread ended while being read
      }
    }),
  );
  return nanoseconds / 1e6;
}
