import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { DatabaseHealth } from "../db/health.ts";
import { requestScope, type Logger } from "../logger.ts";
import { loggedPath } from "./logged-path.ts";
import type { PageCache } from "./page-cache.ts";
import {
  assetHeaders,
  defaultContentSecurityPolicy,
  SECURITY_HEADERS,
  transportSecurityHeaders,
} from "./security-headers.ts";

/** An incoming id (a load balancer's trace id) is kept when it is this plain; otherwise a new one. */
const REQUEST_ID = /^[\w.:-]{1,128}$/;
/**
 * A request target whose path the URL parser leaves as it is: no dot segments (written or
 * percent-encoded), no backslash, nothing it would percent-encode, and no fragment, which the
 * parser would cut from the query. Only such a target is looked up in the page cache here, so that
 * its key is the one Hono computes from the parsed URL; any other goes to Hono.
 */
const PLAIN_TARGET = /^\/[\w\-.~%!$&'()*+,;=:@/]*(?:\?[^#]*)?$/;
const DOT_SEGMENT = /\/(?:\.|%2e){1,2}(?:\/|\?|$)/i;

const LIVENESS_BODY = Buffer.from(JSON.stringify({ status: "ok" }));

/** node:http's request listener: what `createServer` calls for every request. */
export type NodeListener = (req: IncomingMessage, res: ServerResponse) => unknown;

export type RequestListenerOptions = {
  /** Everything not answered here: the Hono app through @hono/node-server's listener. */
  app: NodeListener;
  logger: Logger;
  health: DatabaseHealth;
  development: boolean;
  /** The site's public address (PUBLIC_URL): an https one is sent with Strict-Transport-Security. */
  publicUrl: string;
  /** Kept pages are answered from it here, before Hono; absent where pages are not kept. */
  pageCache?: PageCache;
};

/** The path of a request target, without its query ("/login?next=/" → "/login"). */
function pathOf(target: string): string {
  const query = target.indexOf("?");
  return query === -1 ? target : target.slice(0, query);
}

/**
 * The first layer every request goes through, on node:http's own request and response: it does
 * what every answer needs (the request id, the access-log line, the security headers) in a few
 * microseconds, answers the liveness probe and kept pages (already compressed, with their ETag,
 * 304s) itself, and hands everything else to the Hono app (docs/decisions/0017). What Hono
 * would cost per request (a Request and a Response object, undici's Headers, the middleware
 * chain, the access-log scope's promise hooks) is paid only by the answers that need the app.
 */
export function createRequestListener({
  app,
  logger,
  health,
  development,
  publicUrl,
  pageCache,
}: RequestListenerOptions): NodeListener {
  const defaultPolicy = defaultContentSecurityPolicy(development);
  const transportSecurity = transportSecurityHeaders(publicUrl);
  /** What every answer but a build file's carries, whatever its policy. */
  const documentHeaders = [...SECURITY_HEADERS, ...transportSecurity];
  /** Every answer's headers, for the answers given here: the policy of an answer that runs no script. */
  const withDefaultPolicy = [...documentHeaders, "Content-Security-Policy", defaultPolicy];
  const buildFileHeaders = [...assetHeaders(defaultPolicy), ...transportSecurity];
  const livenessHeaders = [
    ...withDefaultPolicy,
    "Content-Type",
    "application/json",
    "Cache-Control",
    "no-store",
    "Content-Length",
    String(LIVENESS_BODY.byteLength),
  ];

  /** One JSON line per request, once it is answered (or the client hung up first: 499, as nginx says). */
  const logAnswer = (
    method: string | undefined,
    target: string,
    status: number,
    started: number,
    reqId: string,
  ) => {
    // Without the query, and without the secret of a reset link's path (logged-path.ts).
    const path = loggedPath(target);
    // During an outage the 503s are counted in the database-health summary, not logged one by one.
    if (status === 503 && health.isDown) {
      health.countUnavailableAnswer();
      return;
    }
    const level = path.startsWith("/assets/") ? "debug" : "info";
    if (!logger.isLevelEnabled(level)) return;
    const ms = Math.round((performance.now() - started) * 10) / 10;
    logger[level](
      { method, path, status, ms, reqId },
      status === 499 ? "request aborted by the client" : "request",
    );
  };

  return (req, res) => {
    const started = performance.now();
    const incomingId = req.headers["x-request-id"];
    const requestId =
      typeof incomingId === "string" && REQUEST_ID.test(incomingId) ? incomingId : randomUUID();
    const method = req.method;
    const target = req.url ?? "/";

    if (method === "GET" || method === "HEAD") {
      if (pathOf(target) === "/healthz") {
        res.writeHead(200, [...livenessHeaders, "X-Request-Id", requestId]);
        res.end(method === "GET" ? LIVENESS_BODY : undefined);
        logAnswer(method, target, 200, started, requestId);
        return;
      }
      // While the database is known to be down every page answers 503 (database-availability.ts),
      // kept or not, as the content-change listener that keeps them current is down with it.
      if (pageCache && !health.isDown && PLAIN_TARGET.test(target) && !DOT_SEGMENT.test(target)) {
        const query = target.indexOf("?");
        const headers = req.headers;
        const kept = pageCache.answer({
          method,
          pathname: query === -1 ? target : target.slice(0, query),
          search: query === -1 ? "" : target.slice(query),
          authorization: headers.authorization,
          cookie: headers.cookie,
          ifNoneMatch: headers["if-none-match"],
          acceptEncoding: headers["accept-encoding"],
        });
        if (kept) {
          // The kept page's own policy (its scripts' hashes) instead of the default one.
          res.writeHead(kept.status, [...documentHeaders, ...kept.headers, "X-Request-Id", requestId]);
          res.end(kept.body ?? undefined);
          logAnswer(method, target, kept.status, started, requestId);
          return;
        }
      }
    }

    // The app's answer is written over these: its own policy (a nonce, a file's sandbox) wins.
    // A hashed build file gets only what a subresource needs, and no request id (its log line,
    // at debug level, still has it).
    if (target.startsWith("/assets/")) {
      for (let i = 0; i < buildFileHeaders.length; i += 2)
        res.setHeader(buildFileHeaders[i]!, buildFileHeaders[i + 1]!);
    } else {
      for (let i = 0; i < withDefaultPolicy.length; i += 2)
        res.setHeader(withDefaultPolicy[i]!, withDefaultPolicy[i + 1]!);
      res.setHeader("X-Request-Id", requestId);
    }
    res.once("close", () => {
      // Closed before the whole answer was sent: the client hung up, unless sending it failed.
      const status = res.writableFinished ? res.statusCode : res.errored ? 500 : 499;
      logAnswer(method, target, status, started, requestId);
    });
    // Every log line written while the app serves the request names it (server/logger.ts).
    void requestScope.run({ requestId }, app, req, res);
  };
}
