/**
 * Answers whose body is complete in memory before they are sent (a rendered page: see
 * app/entry.server.tsx), and their bytes. The middlewares that would otherwise read such a body
 * back through a Web stream take the bytes from here: the render queue need not wait for the body
 * to be read, the compressor compresses the bytes in one call, and the answer goes out as a buffer.
 * Reading it through the stream cost a question page more CPU than compressing it
 * (docs/performance.md, "The work no cache answers").
 */
const wholeBodies = new WeakMap<Response, Uint8Array<ArrayBuffer>>();

/** An answer with `body`, known to be complete. */
export function wholeBodyResponse(body: Uint8Array<ArrayBuffer>, init: ResponseInit): Response {
  const response = new Response(body, init);
  wholeBodies.set(response, body);
  return response;
}

/** The bytes of an answer made by `wholeBodyResponse`; undefined for any other answer. */
export function wholeBodyOf(response: Response): Uint8Array<ArrayBuffer> | undefined {
  return wholeBodies.get(response);
}
