import { connect } from "node:net";

/**
 * Sends raw bytes to a local server and reads everything it answers until it closes the
 * connection: for requests no HTTP client would send (a broken header, oversized headers).
 */
export function rawExchange(port: number, bytes: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1", () => socket.write(bytes));
    let answer = "";
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => (answer += chunk));
    socket.on("error", reject);
    socket.on("close", () => resolve(answer));
  });
}
