/**
 * Global setup of the end-to-end run: the production build served by
 * `node server.js` on a fresh DATA_DIR, exactly as `npm start` would.
 */
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { startServer } from "./server-process.ts";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    /** The server's DATA_DIR: its embedded PostgreSQL listens on a socket in `${dataDir}/postgres`. */
    dataDir: string;
  }
}

export default async function setup(project: TestProject) {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "w3p-e2e-"));
  await fs.chmod(dataDir, 0o755);
  const server = await startServer({ DATA_DIR: dataDir, LOG_LEVEL: "warn", TRUST_PROXY: "true" });
  project.provide("baseUrl", server.url);
  project.provide("dataDir", dataDir);
  return async () => {
    await server.stop();
    await fs.rm(dataDir, { recursive: true, force: true });
  };
}
