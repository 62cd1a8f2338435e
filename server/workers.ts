/**
 * One process per core (WEB_CONCURRENCY above 1). The primary process starts the embedded
 * PostgreSQL (or uses DATABASE_URL), runs the migrations and the first-start seed once, then forks
 * the workers (node:cluster), which share the HTTP port: the primary accepts the connections and
 * hands them out in turn. Each worker is a whole app process (server/serve.ts) on its own
 * pool; what they share lives in PostgreSQL (sessions, rate limits, the job queue, the page
 * caches' invalidation), as between app processes on several machines (docs/deploy.md).
 *
 * Every worker also runs a job-queue runner: graphile-worker takes each job with
 * `FOR UPDATE SKIP LOCKED`, so runners in several processes share the work and no job runs twice.
 */
import cluster, { type Worker } from "node:cluster";
import type pg from "pg";
import type { Config } from "./config.ts";
import type { DatabaseHandle } from "./db/client.ts";
import type { Logger } from "./logger.ts";
import { storageLocation } from "./services/files/file-storage.ts";

/** More restarts than this within the window: something is wrong with every worker, not one. */
const RESTART_LIMIT = 5;
const RESTART_WINDOW_MS = 60_000;
/**
 * Longer than a worker's own grace for open requests (10 s, server/serve.ts) plus closing its pool;
 * shorter than systemd's TimeoutStopSec=30 (docs/deploy.md), which leaves the database time to stop.
 */
const WORKER_STOP_TIMEOUT_MS = 20_000;

/**
 * glibc gives each thread that allocates its own malloc arena, up to eight per core, and an arena
 * keeps what was freed in it: a worker's compressors and crypto run on libuv's four threads and V8
 * has helper threads of its own. Two arenas hold about 20 MB less at the peak of 50 connections of
 * rendered pages (docs/performance.md, "Memory"). An operator's own MALLOC_ARENA_MAX wins.
 */
const workerEnvironment = () => ({ MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? "2" });

const DATABASE_REQUEST = "w3p:database?";
const DATABASE_REPLY = "w3p:database";

type DatabaseReply = { type: typeof DATABASE_REPLY; connection?: pg.PoolConfig };

function isDatabaseReply(message: unknown): message is DatabaseReply {
  return (
    typeof message === "object" && message !== null && "type" in message && message.type === DATABASE_REPLY
  );
}

/**
 * In a worker: where the primary's embedded PostgreSQL listens (undefined with DATABASE_URL).
 * Asked for rather than sent unasked: a message that arrives before the worker listens is lost.
 */
export function databaseOfPrimary(): Promise<pg.PoolConfig | undefined> {
  return new Promise((resolve) => {
    const onMessage = (message: unknown) => {
      if (!isDatabaseReply(message)) return;
      process.off("message", onMessage);
      resolve(message.connection);
    };
    process.on("message", onMessage);
    process.send?.({ type: DATABASE_REQUEST });
  });
}

/**
 * In the primary: runs `config.webConcurrency` workers on the prepared `database` until SIGTERM or
 * SIGINT, then stops them (each finishes its open requests) and after them the database. A worker
 * that dies is replaced; one that dies before the first start is complete, or more than
 * RESTART_LIMIT restarts within a minute, stop everything with exit code 1 for the supervisor.
 */
export async function runWorkers({
  config,
  logger,
  database,
}: {
  config: Config;
  logger: Logger;
  database: DatabaseHandle;
}) {
  const log = logger.child({ component: "workers" });
  const count = config.webConcurrency;
  let stopping = false;
  let started = false;
  const listening = new Set<number>();
  let restarts: number[] = [];

  cluster.on("message", (worker: Worker, message: unknown) => {
    if (
      typeof message === "object" &&
      message !== null &&
      "type" in message &&
      message.type === DATABASE_REQUEST
    ) {
      const reply: DatabaseReply = { type: DATABASE_REPLY, connection: database.embeddedConnection };
      worker.send(reply);
    }
  });

  cluster.on("listening", (worker, address) => {
    if (started) {
      log.info({ workerPid: worker.process.pid }, "a new worker is listening");
      return;
    }
    listening.add(worker.id);
    if (listening.size < count) return;
    started = true;
    log.info(
      {
        port: address.port,
        host: config.host,
        workers: count,
        database: database.kind,
        dataDir: config.dataDir,
        files: storageLocation(config),
      },
      `listening on ${config.publicUrl} with ${count} workers`,
    );
  });

  cluster.on("exit", (worker, code, signal) => {
    if (stopping) return;
    const fields = { workerPid: worker.process.pid, code, signal };
    if (!started) {
      log.fatal(fields, "a worker ended before the site was listening; stopping");
      void stop("start failed", 1);
      return;
    }
    const now = Date.now();
    restarts = [...restarts.filter((time) => now - time < RESTART_WINDOW_MS), now];
    if (restarts.length > RESTART_LIMIT) {
      log.fatal(
        { ...fields, restarts: restarts.length, windowMs: RESTART_WINDOW_MS },
        "workers keep ending; stopping so that the supervisor can start the site again",
      );
      void stop("too many restarts", 1);
      return;
    }
    log.error(fields, "a worker ended unexpectedly; starting another");
    cluster.fork(workerEnvironment());
  });

  const stop = async (reason: string, exitCode: number) => {
    if (stopping) return;
    stopping = true;
    log.info({ reason }, "shutting down: stopping the workers");
    const workers = Object.values(cluster.workers ?? {}).filter((worker) => worker !== undefined);
    const exited = Promise.all(
      workers.map((worker) =>
        worker.isDead() ? undefined : new Promise<void>((resolve) => worker.once("exit", () => resolve())),
      ),
    );
    // Each worker stops as a single process does on SIGTERM: it finishes its open requests first.
    for (const worker of workers) worker.process.kill("SIGTERM");
    const force = setTimeout(() => {
      log.warn("workers did not stop in time; killing them");
      for (const worker of workers) worker.process.kill("SIGKILL");
    }, WORKER_STOP_TIMEOUT_MS);
    force.unref();
    await exited;
    clearTimeout(force);
    await database.close();
    logger.info("stopped");
    process.exit(exitCode);
  };
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.on(signal, () => {
      stop(signal, 0).catch((error: unknown) => {
        logger.error({ err: error }, "shutdown failed");
        process.exit(1);
      });
    });
  }

  for (let i = 0; i < count; i++) cluster.fork(workerEnvironment());
}
