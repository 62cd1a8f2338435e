/**
 * A real BitTorrent client for the tests: Debian's aria2c, downloading one .torrent through its
 * web seed alone, on loopback only (no tracker, DHT, local peer discovery or peer exchange).
 */
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { expect } from "vitest";
import { freePort } from "./server-process.ts";

export const ARIA2C = "/usr/bin/aria2c";

export function requireAria2c() {
  if (!existsSync(ARIA2C)) throw new Error(`aria2c not found at ${ARIA2C}: apt-get install -y aria2`);
}

/**
 * Runs aria2c on `torrentFile` until it has every piece, writing into `outDir`; resolves with its
 * log (written beside the .torrent), which shows the requests it made to the web seed.
 */
export async function aria2c(torrentFile: string, outDir: string): Promise<string> {
  const log = `${torrentFile}.log`;
  const args = [
    `--dir=${outDir}`,
    "--seed-time=0",
    "--enable-dht=false",
    "--enable-dht6=false",
    "--bt-enable-lpd=false",
    "--enable-peer-exchange=false",
    "--interface=127.0.0.1",
    "--disable-ipv6=true",
    `--listen-port=${await freePort()}`,
    "--bt-stop-timeout=60",
    "--file-allocation=none",
    "--auto-file-renaming=false",
    "--summary-interval=0",
    "--console-log-level=error",
    `--log=${log}`,
    "--log-level=info",
    torrentFile,
  ];
  await fs.mkdir(path.dirname(log), { recursive: true });
  const child = spawn(ARIA2C, args, { stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
  expect(code, output).toBe(0);
  return fs.readFile(log, "utf8");
}
