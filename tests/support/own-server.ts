/**
 * A production server of a test file's own, on a copy of the seeded DATA_DIR (seededDataDir):
 * started before the file's tests, stopped and its data removed after them. For a file whose
 * admin changes (a category added, a post hidden, the settings) must not reach what other files
 * look at on the shared server.
 *
 * The server logs each request (its access-log line: path, status, milliseconds, or 499 for one
 * the browser gave up on), and a test that fails prints what the server wrote while it ran: a
 * browser wait that timed out then shows whether the request reached the server, how it was
 * answered and what went wrong there.
 */
import fs from "node:fs/promises";
import { afterAll, beforeAll, beforeEach } from "vitest";
import { seededDataDir } from "./seeded-data-dir.ts";
import { startServer, type ServerProcess } from "./server-process.ts";

export type OwnServer = { readonly url: string; readonly dataDir: string };

/** The most a failed test prints of the server's output: its last lines, the failure's. */
const PRINTED_LINES = 200;

/** What the server wrote from `from` on, at most its last PRINTED_LINES lines. */
function outputSince(output: string, from: number): string {
  const lines = output.slice(from).trimEnd().split("\n");
  if (lines.length <= PRINTED_LINES) return lines.join("\n");
  return [`(the first ${lines.length - PRINTED_LINES} lines left out)`, ...lines.slice(-PRINTED_LINES)].join(
    "\n",
  );
}

export function setupOwnServer(prefix: string): OwnServer {
  let server: ServerProcess | undefined;
  let dataDir = "";
  beforeAll(async () => {
    dataDir = await seededDataDir(prefix);
    server = await startServer({ DATA_DIR: dataDir, LOG_LEVEL: "info", TRUST_PROXY: "true" });
  });
  beforeEach(({ onTestFailed }) => {
    const from = server?.output().length ?? 0;
    onTestFailed(async () => {
      if (!server) return;
      // The browser's context has closed (setupBrowser): a request the page left waiting for its
      // answer is logged as the server sees the connection go (499 and its milliseconds).
      await new Promise((resolve) => setTimeout(resolve, 500));
      const ended = server.child.exitCode ?? server.child.signalCode;
      console.error(
        `The server at ${server.url}${ended === null ? "" : ` (ended: ${ended})`} wrote during the test:\n` +
          (outputSince(server.output(), from) || "(nothing)"),
      );
    });
  });
  afterAll(async () => {
    await server?.stop();
    if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
  });
  return {
    get url() {
      if (!server) throw new Error("The server starts in the file's beforeAll.");
      return server.url;
    },
    get dataDir() {
      return dataDir;
    },
  };
}
