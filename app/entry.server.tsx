/**
 * Renders a document request: React Router's default Node entry, plus the Content-Security-Policy
 * nonce (server/http/security-headers.ts) on every inline script React and React Router write, and
 * the page's scripts preloaded at low priority (low-priority-scripts.server.ts).
 */
import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from "react-dom/server";
import {
  ServerRouter,
  isRouteErrorResponse,
  type AppLoadContext,
  type EntryContext,
  type HandleErrorFunction,
} from "react-router";
import { serverModulesLoaded } from "./components/hydrate-when-visible";
import { CspNonceContext } from "./components/layout/csp-nonce";
import { lowPriorityModulePreloads } from "./low-priority-scripts.server";

/** How long deferred data may keep a page's stream open before its boundaries are rejected. */
export const streamTimeout = 5_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.cspNonce;
  // Parts hydrated when visible render on the server like any other: their modules are loaded first.
  await serverModulesLoaded();

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers get the whole page at once rather than a streamed shell.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";

    // Abort after streamTimeout, with a second to flush the rejected boundaries.
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <CspNonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </CspNonceContext.Provider>,
      {
        nonce,
        // React moves a finished Suspense boundary (a part hydrated when visible) out of place when
        // the page before it passed this many bytes: its HTML goes to a hidden element at the end
        // of the body, put back by an inline script. Every boundary here is finished when the shell
        // is, so none is moved: readers without script and crawlers get the page in order.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html");
          pipe(lowPriorityModulePreloads()).pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors in the shell reject and are logged by React Router's handleDocumentRequest.
          if (shellRendered) loadContext.logger.error({ err: error }, "streaming render failed");
        },
      },
    );
  });
}

/**
 * An error a loader, an action or the render threw: into the JSON log with the request's id (the
 * logger reads it from the request scope) and without SQL parameters, never to the visitor, who
 * sees the error page. Not errors: a request the client abandoned (the access log marks it 499),
 * a page not found and the like (the access log has its status), and a query that failed because
 * the database is down (server/db/health.ts counts those in its summary, and the page is
 * answered 503).
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted || (isRouteErrorResponse(error) && error.status < 500)) return;
  const cause = isRouteErrorResponse(error) && "error" in error ? error.error : error;
  if (context.databaseHealth.explainsFailure(cause)) return;
  context.logger.error(
    { err: cause, method: request.method, path: new URL(request.url).pathname },
    "page request failed",
  );
};
