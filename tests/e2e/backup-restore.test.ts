/**
 * `npm run backup` while the site runs, then `npm run restore` once it is stopped: the data of
 * the moment of the backup is back, database and uploaded files alike (docs/decisions/0007).
 */
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type ServerProcess } from "../support/server-process.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** `npm run <script> -- <args>` with the given environment; its exit code and output. */
async function npmRun(script: string, args: string[], env: Record<string, string>) {
  const child = spawn("npm", ["run", "--silent", script, "--", ...args], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk));
  // "close", not "exit": the command's last lines (what it says it did) may still be in the pipe at "exit".
  const code = await new Promise<number | null>((resolve) => child.once("close", resolve));
  return { code, output };
}

let dir: string;
let dataDir: string;
let server: ServerProcess | undefined;

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), "w3p-backup-"));
  await fs.chmod(dir, 0o755);
  dataDir = path.join(dir, "data");
});

afterAll(async () => {
  await server?.stop();
  await fs.rm(dir, { recursive: true, force: true });
});

async function setCurrency(value: string) {
  const client = new pg.Client({
    host: path.join(dataDir, "postgres"),
    user: "postgres",
    database: "w3programmer",
  });
  await client.connect();
  await client.query("UPDATE settings SET value = $1 WHERE key = 'currency'", [JSON.stringify(value)]);
  await client.end();
}

async function currency(url: string) {
  return (await (await fetch(`${url}/api/setting/settingrow`)).json()).data.currency as string;
}

describe("backup and restore of the embedded database", () => {
  it("puts back the database and the uploads as they were at the backup", async () => {
    server = await startServer({ DATA_DIR: dataDir }, 110_000);
    await setCurrency("€");
    const photo = path.join(dataDir, "uploads", "avatars", "backed-up.webp");
    await fs.mkdir(path.dirname(photo), { recursive: true });
    await fs.writeFile(photo, "photo bytes");
    const archive = path.join(dir, "site.tar.gz");

    // Taken while the site serves.
    const backup = await npmRun("backup", [archive], { DATA_DIR: dataDir });
    expect(backup.output).toContain(`Backup written to ${archive}`);
    expect(backup.code).toBe(0);
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);

    await setCurrency("£");
    await fs.rm(photo);
    expect(await currency(server.url)).toBe("£");

    const refused = await npmRun("restore", [archive], { DATA_DIR: dataDir });
    expect(refused.code).toBe(1);
    expect(refused.output).toContain("stop the site first");
    expect(await currency(server.url)).toBe("£");

    expect(await server.stop()).toBe(0);
    const restore = await npmRun("restore", [archive], { DATA_DIR: dataDir });
    expect(restore.output).toContain("Restored");
    expect(restore.code).toBe(0);
    // What it replaced is kept aside, not deleted.
    const keptAside = (await fs.readdir(dataDir)).filter((name) => name.includes("before-restore-"));
    expect(keptAside.sort()).toEqual([
      expect.stringMatching(/^before-restore-/),
      expect.stringMatching(/^postgres\.before-restore-/),
    ]);

    server = await startServer({ DATA_DIR: dataDir });
    expect(await currency(server.url)).toBe("€");
    expect(await fs.readFile(photo, "utf8")).toBe("photo bytes");
    expect(await server.stop()).toBe(0);
  }, 240_000); // two starts, a backup and a restore

  it("sends the operator to pg_dump when the database is their own (DATABASE_URL)", async () => {
    const result = await npmRun("backup", [path.join(dir, "never.tar.gz")], {
      DATABASE_URL: "postgresql://w3p@db.invalid/w3programmer",
      DATA_DIR: dataDir,
    });
    expect(result.code).toBe(1);
    expect(result.output).toContain("pg_dump");
    expect(existsSync(path.join(dir, "never.tar.gz"))).toBe(false);
  });
});
