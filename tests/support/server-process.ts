import { spawn, type ChildProcess } from "node:child_process";
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
  /** Resolves with the exit code once the process has ended. */
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
    env: { ...process.env, NODE_ENV: "production", LOG_LEVEL: "info", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return {
    child,
    output: () => output,
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

export async function startServer(
  env: Record<string, string>,
  timeoutMs = 60_000,
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
