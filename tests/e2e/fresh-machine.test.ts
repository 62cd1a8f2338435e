/**
 * `npm install && npm start` on a fresh machine, as root, in a checkout the postgres user cannot
 * enter (under /root, mode 0700): the site starts with its demo content, the database where that
 * user can reach it (docs/decisions/0007). Then sources that changed after the build, as after a
 * `git pull`: the start notices (tests/unit/build-sources.test.ts has the decision itself).
 */
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoCatalog } from "../../server/db/seed/demo-content.ts";
import { startServer, type ServerProcess } from "../support/server-process.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const STATE_ROOT = "/var/lib/w3programmer";

/** A copy of the checkout as `git clone` + `npm install` + a build would leave it, in a private directory. */
async function cloneInto(dir: string) {
  const tracked = execFileSync("git", ["ls-files"], { cwd: root, encoding: "utf8" }).split("\n");
  const topLevel = [...new Set(tracked.filter(Boolean).map((file) => file.split("/")[0]!))];
  execFileSync("cp", ["-a", ...topLevel.map((entry) => path.join(root, entry)), dir]);
  // The build is reused (its recorded sources match the copy); node_modules is hard-linked to stay fast.
  execFileSync("cp", ["-a", path.join(root, "build"), dir]);
  try {
    execFileSync("cp", ["-al", path.join(root, "node_modules"), dir], { stdio: "ignore" });
  } catch {
    // Hard links need one file system; elsewhere a real copy (slower) does the same.
    await fs.rm(path.join(dir, "node_modules"), { recursive: true, force: true });
    execFileSync("cp", ["-a", path.join(root, "node_modules"), dir]);
  }
}

describe.skipIf(process.getuid?.() !== 0)(
  "a checkout the postgres user cannot enter, started as root",
  () => {
    let checkout: string;
    let server: ServerProcess | undefined;

    beforeAll(async () => {
      checkout = await fs.mkdtemp(path.join(os.tmpdir(), "w3p-private-"));
      await fs.chmod(checkout, 0o700);
      await cloneInto(checkout);
    });

    afterAll(async () => {
      await server?.stop();
      const cluster = await fs.readlink(path.join(checkout, "data", "postgres")).catch(() => undefined);
      if (cluster?.startsWith(`${STATE_ROOT}/`)) await fs.rm(cluster, { recursive: true, force: true });
      await fs.rm(checkout, { recursive: true, force: true });
    });

    it("serves the home page with the demo content, its database kept where postgres can reach it", async () => {
      // As `npm start` runs it: from the checkout, DATA_DIR left at its default ./data.
      server = await startServer({ DATA_DIR: "" }, 110_000, { cwd: checkout, checkout });
      const home = await fetch(`${server.url}/`);
      expect(home.status).toBe(200);
      const html = await home.text();
      for (const main of demoCatalog) expect(html).toContain(main.name.replaceAll("&", "&amp;"));

      expect((await fs.stat(checkout)).mode & 0o777).toBe(0o700);
      const link = path.join(checkout, "data", "postgres");
      const cluster = await fs.readlink(link);
      expect(cluster.startsWith(`${STATE_ROOT}/data-`)).toBe(true);
      expect(existsSync(path.join(cluster, "PG_VERSION"))).toBe(true);
      expect(server.output()).toContain(`the database lives in ${cluster}`);
      // The build made in the original checkout was current: no second build.
      expect(server.output()).not.toContain("building it");
      expect(await server.stop()).toBe(0);
    }, 150_000); // a first start on a busy machine: binaries copied, initdb, migrations, demo content

    it("notices at start that the sources changed since the build (a git pull)", async () => {
      await fs.writeFile(path.join(checkout, "public", "pulled.txt"), "from the pulled sources\n");
      // Without the build tools (an install without dev dependencies) it says so and serves the
      // build it has; with them it builds first (server.js). A real build here would cost a minute.
      await fs.rm(path.join(checkout, "node_modules", "@react-router", "dev"), { recursive: true });
      server = await startServer({ DATA_DIR: "" }, 90_000, { cwd: checkout, checkout });
      expect(server.output()).toContain("The sources have changed since the last build");
      expect((await fetch(`${server.url}/`)).status).toBe(200);
      expect(await server.stop()).toBe(0);
    }, 120_000);
  },
);
