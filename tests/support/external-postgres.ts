/**
 * A throwaway cluster of Debian's PostgreSQL 15 (as .ci/node24.sh makes one), standing in for
 * an operator's own server behind DATABASE_URL: listening on a Unix socket in a temporary
 * directory, run as the postgres user when the tests run as root.
 */
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";

const execFileAsync = promisify(execFile);
const BIN = "/usr/lib/postgresql/15/bin";

export const hasPostgres15 = existsSync(path.join(BIN, "postgres"));

export type ExternalPostgres = {
  url: string;
  start(): Promise<void>;
  stop(): Promise<void>;
  destroy(): Promise<void>;
};

async function postgresUser() {
  if (process.getuid?.() !== 0) return {};
  const [{ stdout: uid }, { stdout: gid }] = await Promise.all([
    execFileAsync("id", ["-u", "postgres"]),
    execFileAsync("id", ["-g", "postgres"]),
  ]);
  return { uid: Number(uid), gid: Number(gid), cwd: "/" };
}

export async function createExternalPostgres(database: string): Promise<ExternalPostgres> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "w3p-pg15-"));
  await fs.chmod(dir, 0o755);
  const as = await postgresUser();
  if (as.uid !== undefined) await fs.chown(dir, as.uid, as.gid);
  const data = path.join(dir, "data");
  const run = (program: string, args: string[]) => execFileAsync(path.join(BIN, program), args, as);
  await run("initdb", ["-D", data, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--locale=C.UTF-8"]);
  const start = async () => {
    await run("pg_ctl", [
      "-D",
      data,
      "-l",
      path.join(dir, "log"),
      "-w",
      "-o",
      `-p 5432 -k ${dir} -c listen_addresses=''`,
      "start",
    ]);
  };
  const stop = async () => {
    await run("pg_ctl", ["-D", data, "-m", "fast", "-w", "stop"]);
  };
  await start();
  const client = new pg.Client({ host: dir, port: 5432, user: "postgres", database: "postgres" });
  await client.connect();
  await client.query(`CREATE DATABASE ${client.escapeIdentifier(database)}`);
  await client.end();
  return {
    url: `postgresql://postgres@localhost/${database}?host=${dir}`,
    start,
    stop,
    async destroy() {
      await stop().catch(() => undefined);
      await fs.rm(dir, { recursive: true, force: true });
    },
  };
}
