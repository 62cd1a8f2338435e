/**
 * A production server of a test file's own, on a copy of the seeded DATA_DIR (seededDataDir):
 * started before the file's tests, stopped and its data removed after them. For a file whose
 * admin changes (a category added, a post hidden, the settings) must not reach what other files
 * look at on the shared server.
 */
import fs from "node:fs/promises";
import { afterAll, beforeAll } from "vitest";
import { seededDataDir } from "./seeded-data-dir.ts";
import { startServer, type ServerProcess } from "./server-process.ts";

export type OwnServer = { readonly url: string; readonly dataDir: string };

export function setupOwnServer(prefix: string): OwnServer {
  let server: ServerProcess | undefined;
  let dataDir = "";
  beforeAll(async () => {
    dataDir = await seededDataDir(prefix);
    server = await startServer({ DATA_DIR: dataDir, LOG_LEVEL: "warn", TRUST_PROXY: "true" });
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
