import { createServer, type Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rawExchange } from "../../tests/support/raw-http.ts";
import { answerClientError } from "./client-error.ts";

let server: Server;
let port: number;

beforeAll(async () => {
  server = createServer((_req, res) => res.end("ok"));
  server.on("clientError", answerClientError);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as { port: number }).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** The server's whole answer to raw bytes: its status, its headers (lower-cased) and its body. */
async function exchange(bytes: string): Promise<{ status: number; headers: string; body: string }> {
  const [head = "", body = ""] = (await rawExchange(port, bytes)).split("\r\n\r\n");
  return { status: Number(head.split(" ")[1]), headers: head.toLowerCase(), body };
}

describe("a request node:http cannot parse", () => {
  it("is answered 400 with a JSON message for a broken request line or header", async () => {
    for (const bytes of [
      "GET / HTTP/1.1\r\nHost: a\r\nBad Header\r\n\r\n",
      "NOT A REQUEST\r\n\r\n",
      "POST / HTTP/1.1\r\nHost: a\r\nContent-Length: twelve\r\n\r\n",
      "POST / HTTP/1.1\r\nHost: a\r\nContent-Length: 1\r\nTransfer-Encoding: chunked\r\n\r\n",
    ]) {
      const answer = await exchange(bytes);
      expect(answer.status, bytes).toBe(400);
      expect(answer.headers).toContain("content-type: application/json");
      expect(answer.headers).toContain("connection: close");
      expect(JSON.parse(answer.body)).toEqual({ message: "The request is not well-formed HTTP." });
    }
  });

  it("is answered 431 with a JSON message when its headers are over the limit", async () => {
    const answer = await exchange(`GET / HTTP/1.1\r\nHost: a\r\nX-Big: ${"a".repeat(20_000)}\r\n\r\n`);
    expect(answer.status).toBe(431);
    expect(JSON.parse(answer.body)).toEqual({ message: "The request's headers are too large." });
  });

  it("leaves a well-formed request to the server", async () => {
    const answer = await exchange("GET / HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\n");
    expect(answer.status).toBe(200);
    expect(answer.body).toBe("ok");
  });
});
