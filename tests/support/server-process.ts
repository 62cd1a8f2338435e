import { spawn, type ChildProcess } from "node:child_process";
import { EventEmitter } from "node:events";
import { createServer } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export type ServerProcess = {
  url: string;
  child: ChildProcess;
  output: () => string;
  /**
   * Resolves once the output so far satisfies `condition` (checked on every chunk the process
   * writes, so nothing polls); rejects after `timeoutMs` or when the process has ended (and all it
   * wrote has been read) first.
   */
  waitForOutput(condition: (output: string) => boolean, what: string, timeoutMs?: number): Promise<void>;
  /** Resolves with the exit code once the process has ended and all it wrote has been read. */
  exited: Promise<number | null>;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
};

export type SpawnOptions = {
  /** The working directory (default: the project), where `.env` and the default `./data` are. */
  cwd?: string;
  /** The checkout whose server.js runs (default: this one). */
  checkout?: string;
};

/** Runs the production server (`node server.js`) as a user would, with the given environment. */
export function spawnServer(
  env: Record<string, string>,
  { cwd = root, checkout = root }: SpawnOptions = {},
): Omit<ServerProcess, "url"> {
  let output = "";
  const child = spawn(process.execPath, [path.join(checkout, "server.js")], {
    cwd,
    // One process unless a test asks for more (WEB_CONCURRENCY: "" is the default, one per core):
    // a primary and its workers take longer to start and hold more memory on a shared machine.
    env: { ...process.env, NODE_ENV: "production", LOG_LEVEL: "info", WEB_CONCURRENCY: "1", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const written = new EventEmitter();
  const append = (chunk: Buffer) => {
    output += chunk.toString();
    written.emit("output");
  };
  child.stdout?.on("data", append);
  child.stderr?.on("data", append);
  // "close", not "exit": a process's last lines (what it said as it stopped) can still be in the
  // pipe when "exit" comes; "close" waits until its output has been read to the end.
  let ended = false;
  const exited = new Promise<number | null>((resolve) =>
    child.once("close", (code) => {
      ended = true;
      resolve(code);
    }),
  );
  return {
    child,
    output: () => output,
    waitForOutput(condition, what, timeoutMs = 10_000) {
      return new Promise<void>((resolve, reject) => {
        const check = () => {
          let met: boolean;
          try {
            met = condition(output);
          } catch (error) {
            finish();
            reject(error);
            return;
          }
          if (!met) return;
          finish();
          resolve();
        };
        const deadline = setTimeout(() => {
          finish();
          reject(new Error(`The server's output did not show ${what} within ${timeoutMs} ms:\n${output}`));
        }, timeoutMs);
        const onExit = () => {
          finish();
          reject(new Error(`The server ended before its output showed ${what}:\n${output}`));
        };
        const finish = () => {
          clearTimeout(deadline);
          written.off("output", check);
          child.off("close", onExit);
        };
        written.on("output", check);
        child.once("close", onExit);
        check();
        if (ended) onExit();
      });
    },
    exited,
    async stop(signal = "SIGTERM") {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

export async function waitForHttp(url: string, timeoutMs: number, exited?: Promise<unknown>) {
  let done = false;
  void exited?.then(() => (done = true));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !done) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/**
 * How long a server's first start on a new DATA_DIR may take (initdb, migrations, the demo seed
 * drawing its PDFs) on a busy two-core machine, where other servers and Chromium start too. Within
 * the e2e hooks' 120 s; a later start takes seconds.
 */
export const FIRST_START_TIMEOUT_MS = 110_000;

export async function startServer(
  env: Record<string, string>,
  timeoutMs = FIRST_START_TIMEOUT_MS,
  options: SpawnOptions = {},
): Promise<ServerProcess> {
  const port = env.PORT ?? String(await freePort());
  const host = env.HOST ?? "127.0.0.1";
  const server = spawnServer({ HOST: host, PORT: port, ...env }, options);
  const url = `http://${host === "0.0.0.0" ? "127.0.0.1" : host}:${port}`;
  try {
    await waitForHttp(`${url}/readyz`, timeoutMs, server.exited);
  } catch (error) {
    await server.stop("SIGKILL");
    throw new Error(`${(error as Error).message}\n--- server output ---\n${server.output()}`, {
      cause: error,
    });
  }
  return { ...server, url };
}
