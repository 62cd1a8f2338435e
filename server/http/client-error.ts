import type { Socket } from "node:net";

/** node:http's parser errors and the statuses it answers them with, as it does by default. */
const STATUS_OF_CODE: Record<string, { status: number; reason: string; message: string }> = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    reason: "Request Header Fields Too Large",
    message: "The request's headers are too large.",
  },
  HPE_CHUNK_EXTENSIONS_OVERFLOW: {
    status: 413,
    reason: "Content Too Large",
    message: "The request's chunk extensions are too large.",
  },
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    reason: "Request Timeout",
    message: "The request was not received in time.",
  },
};
const MALFORMED = { status: 400, reason: "Bad Request", message: "The request is not well-formed HTTP." };

/**
 * The server's `clientError` listener: a request node:http could not parse (a broken request
 * line or header, headers over the limit, a bad Content-Length) is answered with the status
 * node:http would send, but with a JSON `{ message }` like every other refusal, instead of an
 * empty body. The connection is closed after it; a socket that is already gone is let go.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === "ECONNRESET" || !socket.writable) {
    socket.destroy();
    return;
  }
  const { status, reason, message } = STATUS_OF_CODE[error.code ?? ""] ?? MALFORMED;
  const body = JSON.stringify({ message });
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\n` +
      "Content-Type: application/json; charset=utf-8\r\n" +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      "X-Content-Type-Options: nosniff\r\n" +
      "Cache-Control: no-store\r\n" +
      "Connection: close\r\n\r\n" +
      body,
  );
}
