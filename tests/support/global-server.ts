/**
 * Global setup of the end-to-end run: the production build served by
 * `node server.js` on a fresh DATA_DIR, exactly as `npm start` would.
 */
import fs from "node:fs/promises";
import type { TestProject } from "vitest/node";
import { copyDataDir, newDataDir } from "./data-dirs.ts";
import { startServer } from "./server-process.ts";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    /** The server's DATA_DIR: its embedded PostgreSQL listens on a socket in `${dataDir}/postgres`. */
    dataDir: string;
    /** A stopped server's DATA_DIR after its first start, for seededDataDir() to copy. */
    seededDataDir: string;
  }
}

export default async function setup(project: TestProject) {
  // The first start happens once, on the template; the shared server runs on a copy of it.
  const template = await newDataDir("w3p-e2e-seeded-");
  const first = await startServer({ DATA_DIR: template, LOG_LEVEL: "warn" });
  const exitCode = await first.stop();
  if (exitCode !== 0) throw new Error(`the first start exited ${exitCode}:\n${first.output()}`);

  const dataDir = await newDataDir("w3p-e2e-");
  await copyDataDir(template, dataDir);
  const server = await startServer({ DATA_DIR: dataDir, LOG_LEVEL: "warn", TRUST_PROXY: "true" });
  project.provide("baseUrl", server.url);
  project.provide("dataDir", dataDir);
  project.provide("seededDataDir", template);
  return async () => {
    await server.stop();
    await fs.rm(dataDir, { recursive: true, force: true });
    await fs.rm(template, { recursive: true, force: true });
  };
}
