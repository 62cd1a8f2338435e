/**
 * Renders a document request: React Router's default Node entry, plus the Content-Security-Policy
 * nonce (server/http/security-headers.ts) on every inline script React and React Router write,
 * the page's scripts preloaded at low priority (low-priority-scripts.server.ts) and the HTML that
 * loaders send once (app/components/document-html.tsx).
 *
 * The page is rendered whole and answered as one body rather than streamed: no page has deferred
 * data or a server-side Suspense boundary, so its shell is the whole page and streaming only cut
 * it into dozens of 2 kB writes, each a turn of the compressor and of the Web stream adapters
 * (docs/performance.md). One body is compressed in one go and carries its length.
 */
import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import {
  ServerRouter,
  isRouteErrorResponse,
  type AppLoadContext,
  type EntryContext,
  type HandleErrorFunction,
} from "react-router";
import { DocumentHtmlContext } from "./components/document-html";
import { serverModulesLoaded } from "./components/hydrate-when-visible";
import { CspNonceContext } from "./components/layout/csp-nonce";
import { lowPriorityModulePreloads } from "./low-priority-scripts.server";
import { loggedPath } from "@server/http/logged-path";
import { wholeBodyResponse } from "@server/http/whole-body";

/** How long deferred data may keep a page's render open before its boundaries are rejected. */
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
    // Errors React recovered from (in a Suspense boundary, rendered again in the browser), logged
    // once the page is known to have rendered: an error in the page itself rejects, and React
    // Router's handleDocumentRequest logs that.
    const recovered: unknown[] = [];
    // Abort after streamTimeout, with a second to flush the rejected boundaries.
    const timeoutId = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <CspNonceContext.Provider value={nonce}>
        <DocumentHtmlContext.Provider value={loadContext.documentHtml}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </DocumentHtmlContext.Provider>
      </CspNonceContext.Provider>,
      {
        nonce,
        // React moves a finished Suspense boundary (a part hydrated when visible) out of place when
        // the page before it passed this many bytes: its HTML goes to a hidden element at the end
        // of the body, put back by an inline script. Every boundary here is finished when the shell
        // is, so none is moved: readers without script and crawlers get the page in order.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          for (const error of recovered)
            loadContext.logger.error({ err: error }, "rendering part of the page failed");
          const chunks: Buffer[] = [];
          pipe(lowPriorityModulePreloads()).pipe(
            new Writable({
              write(chunk: Buffer, _encoding, callback) {
                chunks.push(chunk);
                callback();
              },
              final(callback) {
                clearTimeout(timeoutId);
                const body = Buffer.concat(chunks);
                responseHeaders.set("Content-Type", "text/html");
                responseHeaders.set("Content-Length", String(body.byteLength));
                resolve(wholeBodyResponse(body, { headers: responseHeaders, status: responseStatusCode }));
                callback();
              },
            }),
          );
        },
        onShellError(error: unknown) {
          clearTimeout(timeoutId);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          recovered.push(error);
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
    { err: cause, method: request.method, path: loggedPath(new URL(request.url).pathname) },
    "page request failed",
  );
};
