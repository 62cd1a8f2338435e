/**
 * Serving the site: the HTTP listener with its first layer, the Hono app, the React Router build,
 * the job-queue runner, and the shutdown that finishes open requests. Loaded by `boot`
 * (server/entry.ts) only in a process that serves requests: the primary of several workers runs
 * the database and the workers and never holds any of this (docs/performance.md, "Memory").
 */
import { existsSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { getRequestListener } from "@hono/node-server";
import { createServer } from "node:http";
import { createRequestHandler, type ServerBuild } from "react-router";
import { createApp, pageCacheFor } from "./app.ts";
import type { Config } from "./config.ts";
import type { DatabaseHandle } from "./db/client.ts";
import { listenForContentChanges } from "./db/content-changes.ts";
import { projectRoot } from "./db/paths.ts";
import { answerClientError } from "./http/client-error.ts";
import type { WebHandler } from "./http/load-context.ts";
import { createRequestListener, type NodeListener } from "./http/request-listener.ts";
import { createJobHandlers } from "./job-handlers.ts";
import { startJobWorker, type JobWorker } from "./jobs/job-queue.ts";
import type { Logger } from "./logger.ts";
import { storageLocation } from "./services/files/file-storage.ts";
import { releaseYoungGeneration } from "./young-generation.js";

export { createApp };

const SHUTDOWN_GRACE_MS = 10_000;

type ServingModule = { createApp: typeof createApp; createWebHandler: typeof createWebHandler };

/** In development, server.js hands over Vite and a loader for fresh copies of this module. */
export type DevTools = {
  middlewares: (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;
  loadServing: () => Promise<ServingModule>;
  onClose: () => Promise<void>;
};

export async function createWebHandler(mode: string): Promise<WebHandler> {
  // Resolved by the React Router Vite plugin: the app's routes, bundled. Its errors are logged by
  // app/entry.server.tsx's handleError.
  const build: ServerBuild = await import("virtual:react-router/server-build");
  const handle = createRequestHandler(build, mode);
  return (request, context) => handle(request, context);
}

/** Serves HTTP on the prepared database until SIGTERM or SIGINT: the whole site, or one worker of it. */
export async function serve({
  config,
  logger,
  database,
  dev,
}: {
  config: Config;
  logger: Logger;
  database: DatabaseHandle;
  dev?: DevTools;
}) {
  const contentListener = listenForContentChanges(database.pool.options, logger);
  // Caches start once the listener is in place; a start does not wait on it for long.
  await Promise.race([contentListener.ready, new Promise((resolve) => setTimeout(resolve, 5_000).unref())]);
  const deps = {
    db: database.db,
    config,
    logger,
    health: database.health,
    contentChanges: contentListener.changes,
    pageCache: pageCacheFor(config, contentListener.changes),
  };
  const jobs = await startJobWorker({
    pool: database.pool,
    logger,
    health: database.health,
    handlers: createJobHandlers(deps),
  });
  let handOver: NodeListener;
  if (dev) {
    // Each request uses the newest version of the server code; the database stays.
    const appFor = new WeakMap<object, ReturnType<typeof getRequestListener>>();
    handOver = (req, res) =>
      dev.middlewares(req, res, async () => {
        try {
          const serving = await dev.loadServing();
          let handle = appFor.get(serving);
          if (!handle) {
            const web = await serving.createWebHandler("development");
            handle = getRequestListener(serving.createApp({ ...deps, web }).fetch);
            appFor.set(serving, handle);
          }
          await handle(req, res);
        } catch (error) {
          logger.error({ err: error }, "development request failed");
          if (!res.headersSent) res.writeHead(500, { "content-type": "text/plain" });
          res.end(String(error instanceof Error ? error.stack : error));
        }
      });
  } else {
    const clientDir = path.join(projectRoot(), "build", "client");
    const web = await createWebHandler("production");
    const app = createApp({ ...deps, web, clientDir: existsSync(clientDir) ? clientDir : undefined });
    handOver = getRequestListener(app.fetch);
  }

  const server = createServer(
    createRequestListener({
      app: handOver,
      logger,
      health: database.health,
      development: config.env === "development",
      publicUrl: config.publicUrl,
      pageCache: deps.pageCache,
    }),
  );
  server.keepAliveTimeout = 65_000; // longer than common load balancers' idle timeout
  server.on("clientError", answerClientError);
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(config.port, config.host, resolve);
  });
  // Started: load may grow the young generation again, and idle shrinks it (server/young-generation.js).
  releaseYoungGeneration();
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  logger.info(
    {
      port,
      host: config.host,
      database: database.kind,
      dataDir: config.dataDir,
      files: storageLocation(config),
    },
    `listening on ${config.publicUrl}`,
  );

  installShutdown({ server, database, jobs, logger, dev, stopListening: contentListener.stop });
}

function installShutdown({
  server,
  database,
  jobs,
  logger,
  dev,
  stopListening,
}: {
  stopListening: () => Promise<void>;
  server: ReturnType<typeof createServer>;
  database: DatabaseHandle;
  jobs: JobWorker;
  logger: Logger;
  dev?: DevTools;
}) {
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down: finishing open requests");
    const force = setTimeout(() => {
      logger.warn("open requests did not finish in time; closing their connections");
      server.closeAllConnections();
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeIdleConnections();
    });
    clearTimeout(force);
    await dev?.onClose();
    await jobs.stop();
    await stopListening();
    await database.close();
    logger.info("stopped");
    process.exit(0);
  };
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.on(signal, () => {
      shutdown(signal).catch((error) => {
        logger.error({ err: error }, "shutdown failed");
        process.exit(1);
      });
    });
  }
}
