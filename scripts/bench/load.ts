/**
 * Throughput under load: wrk (one thread, N connections) against a URL, and the bare Node.js
 * `http` server every figure is compared with, so that the ratios carry over to other machines.
 */
import { spawn, execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

export type LoadResult = {
  requests: number;
  requestsPerSecond: number;
  p50Ms: number;
  /** Only when the run requested a list of paths (wrk prints 50, 75, 90 and 99 itself). */
  p95Ms?: number;
  p99Ms: number;
  /** Answers other than 2xx and 3xx, and requests wrk gave up on (no answer within its timeout). */
  failed: number;
};

/** wrk's latency figures ("1.23ms", "850.00us", "1.02s") in milliseconds. */
function milliseconds(value: string): number {
  const match = /^([\d.]+)(us|ms|s|m)$/.exec(value);
  if (!match) throw new Error(`Cannot read wrk's latency "${value}".`);
  const unit = { us: 0.001, ms: 1, s: 1000, m: 60_000 }[match[2] as "us" | "ms" | "s" | "m"];
  return Number(match[1]) * unit;
}

/** Reads wrk's `--latency` report. */
export function parseWrk(output: string): LoadResult {
  const total = /(\d+) requests in /.exec(output);
  const rate = /Requests\/sec:\s+([\d.]+)/.exec(output);
  const p50 = /^\s+50%\s+(\S+)/m.exec(output);
  const p99 = /^\s+99%\s+(\S+)/m.exec(output);
  if (!total || !rate || !p50 || !p99) throw new Error(`Cannot read wrk's report:\n${output}`);
  const non2xx = /Non-2xx or 3xx responses:\s+(\d+)/.exec(output);
  const timeouts = /Socket errors:.*timeout (\d+)/.exec(output);
  const p95 = /^p95 (\d+)us$/m.exec(output);
  return {
    requests: Number(total[1]),
    requestsPerSecond: Number(rate[1]),
    p50Ms: milliseconds(p50[1]!),
    ...(p95 && { p95Ms: Number(p95[1]) / 1000 }),
    p99Ms: milliseconds(p99[1]!),
    failed: Number(non2xx?.[1] ?? 0) + Number(timeouts?.[1] ?? 0),
  };
}

/**
 * A wrk script that requests the paths listed in `pathsFile` (one a line) in turn, each once
 * while the list lasts, and prints the 95th percentile of the latency (in µs) when done.
 */
export function pathsScript(pathsFile: string): string {
  return [
    "local paths = {}",
    `for line in io.lines(${JSON.stringify(pathsFile)}) do paths[#paths + 1] = line end`,
    "local next = 0",
    "request = function()",
    "  next = next % #paths + 1",
    "  return wrk.format(nil, paths[next])",
    "end",
    "done = function(summary, latency, requests)",
    '  io.write(string.format("p95 %dus\\n", latency:percentile(95)))',
    "end",
    "",
  ].join("\n");
}

/**
 * `seconds` of requests to `url` over `connections` kept-alive connections, with the headers a
 * browser sends that change the answer (compression). A request unanswered after `timeoutSeconds`
 * (wrk's default, 2) counts as failed. With `paths`, each request asks for the next of them on
 * `url`'s host instead of `url` itself.
 */
export async function loadTest(
  url: string,
  {
    seconds,
    connections,
    headers = {},
    timeoutSeconds = 2,
    paths,
  }: {
    seconds: number;
    connections: number;
    headers?: Record<string, string>;
    timeoutSeconds?: number;
    paths?: string[];
  },
): Promise<LoadResult> {
  const headerArgs = Object.entries(headers).flatMap(([name, value]) => ["-H", `${name}: ${value}`]);
  const scriptDir = paths ? await mkdtemp(path.join(tmpdir(), "bench-wrk-")) : undefined;
  try {
    const scriptArgs: string[] = [];
    if (scriptDir && paths) {
      const pathsFile = path.join(scriptDir, "paths.txt");
      const script = path.join(scriptDir, "paths.lua");
      await writeFile(pathsFile, `${paths.join("\n")}\n`);
      await writeFile(script, pathsScript(pathsFile));
      scriptArgs.push("-s", script);
    }
    const { stdout } = await run(
      "wrk",
      [
        "-t1",
        `-c${connections}`,
        `-d${seconds}s`,
        `--timeout`,
        `${timeoutSeconds}s`,
        "--latency",
        ...scriptArgs,
        ...headerArgs,
        url,
      ],
      { maxBuffer: 1024 * 1024 },
    );
    return parseWrk(stdout);
  } finally {
    if (scriptDir) await rm(scriptDir, { recursive: true, force: true });
  }
}

/** The reference: a bare Node.js `http` server answering a fixed JSON body, in its own process. */
export async function startBareServer(): Promise<{ url: string; pid: number; stop: () => Promise<void> }> {
  const program = `
    const body = JSON.stringify({ status: "ok" });
    const server = require("node:http").createServer((request, response) => {
      response.writeHead(200, { "Content-Type": "application/json", "Content-Length": Buffer.byteLength(body) });
      response.end(body);
    });
    server.keepAliveTimeout = 65000;
    server.listen(0, "127.0.0.1", () => console.log(server.address().port));`;
  const child = spawn(process.execPath, ["-e", program], { stdio: ["ignore", "pipe", "inherit"] });
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout.once("data", (chunk: Buffer) => resolve(Number(chunk.toString().trim())));
    child.once("exit", (code) => reject(new Error(`The bare server exited (${code}).`)));
  });
  return {
    url: `http://127.0.0.1:${port}/`,
    pid: child.pid!,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once("exit", () => resolve());
        child.kill();
      }),
  };
}
