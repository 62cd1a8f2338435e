import { execFile } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const execFileAsync = promisify(execFile);

/** An empty DATA_DIR under the system's temporary directory. */
export async function newDataDir(prefix: string): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), prefix));
  // Enterable by the postgres user, so that as root the cluster stays inside (not relocated).
  await fs.chmod(dir, 0o755);
  return dir;
}

/** `cp -a`: the cluster keeps its owner (postgres, as root) and its 0700 mode, as PostgreSQL requires. */
export async function copyDataDir(from: string, to: string): Promise<void> {
  await execFileAsync("cp", ["-a", `${from}/.`, to]);
}
