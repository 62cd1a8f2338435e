import type { MiddlewareHandler } from "hono";
import { wholeBodyOf } from "./whole-body.ts";

/**
 * `body`, calling `done` once when it has been read to its end or cancelled (the client went away,
 * or the compressor in front of it gave up).
 */
function whenFinished(body: ReadableStream<Uint8Array>, done: () => void): ReadableStream<Uint8Array> {
  const reader = body.getReader();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { done: ended, value } = await reader.read();
        if (ended) {
          done();
          controller.close();
        } else {
          controller.enqueue(value);
        }
      } catch (error) {
        done();
        controller.error(error);
      }
    },
    cancel(reason) {
      done();
      return reader.cancel(reason);
    },
  });
}

/**
 * At most `limit` pages are rendered at once; the others wait their turn in the order they came.
 * A render is CPU work on the process's one thread: fifty at once take as long in all as fifty in
 * turn, but each of them then finishes only at the end, and each holds its loader data, React's
 * tree and a compressor meanwhile. In turn, the first visitors get their pages at once and the
 * process holds a few renders' memory (docs/performance.md, "Memory"). A page rendered whole
 * (./whole-body.ts) ends its turn when it is ready; a streamed one when it has been sent (its body
 * read to the end, through the compressor), since the compressor and the streamed parts are part
 * of what a render holds. A visitor who left while waiting is not rendered for.
 */
export function renderQueue(limit: number): MiddlewareHandler {
  let running = 0;
  /** Those waiting, first come first; each is handed its turn by the render that ends. */
  const waiting: (() => void)[] = [];
  const leave = () => {
    const next = waiting.shift();
    if (next) next();
    else running--;
  };

  return async (c, next) => {
    if (running < limit) running++;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    let left = false;
    const done = () => {
      if (left) return;
      left = true;
      leave();
    };
    if (c.req.raw.signal.aborted) {
      done();
      // Nobody reads it: the access log says 499 (request-listener.ts).
      return new Response(null, { status: 499 });
    }
    try {
      await next();
    } catch (error) {
      done();
      throw error;
    }
    // A page complete in memory has been rendered: what is left is to compress and send it.
    if (wholeBodyOf(c.res)) {
      done();
      return;
    }
    const body = c.res.body;
    if (!body) {
      done();
      return;
    }
    const response = c.res;
    c.res = undefined; // replace, rather than merge the headers into a copy
    c.res = new Response(whenFinished(body, done), response);
  };
}
