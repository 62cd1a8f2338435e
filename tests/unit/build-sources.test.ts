import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { isBuildCurrent, recordBuildSources, sourcesHash } from "../../scripts/build-sources.js";

/** A checkout in miniature with a build made from it, as `npm run build` leaves it. */
let checkout: string;
const file = (relative: string) => path.join(checkout, relative);

async function write(relative: string, text: string) {
  await fs.mkdir(path.dirname(file(relative)), { recursive: true });
  await fs.writeFile(file(relative), text);
}

beforeEach(async () => {
  checkout = await fs.mkdtemp(path.join(os.tmpdir(), "w3p-build-sources-"));
  await write("package.json", "{}");
  await write("app/root.tsx", "export default 1;");
  await write("server/entry.ts", "export const boot = 1;");
  await write("server/entry.test.ts", "it();");
  await write("drizzle/0000_init.sql", "create table t ();");
  await write("build/server/index.js", "");
  recordBuildSources(checkout, sourcesHash(checkout));
});

afterEach(async () => {
  await fs.rm(checkout, { recursive: true, force: true });
});

describe("whether the build matches the sources (server.js builds again when not)", () => {
  it("is current right after the build", () => {
    expect(isBuildCurrent(checkout)).toBe(true);
  });

  it("stays current when files are only touched, as a checkout of the same commit does", async () => {
    const later = new Date(Date.now() + 60_000);
    await fs.utimes(file("server/entry.ts"), later, later);
    expect(isBuildCurrent(checkout)).toBe(true);
  });

  it.each([
    ["a changed server file", () => write("server/entry.ts", "export const boot = 2;")],
    ["a changed page", () => write("app/root.tsx", "export default 2;")],
    ["a new migration", () => write("drizzle/0001_more.sql", "alter table t add c int;")],
    ["a new public file", () => write("public/robots.txt", "User-agent: *")],
    ["a changed lock file", () => write("package-lock.json", '{"lockfileVersion":3}')],
    ["a deleted file", () => fs.rm(file("app/root.tsx"))],
  ])("is stale after %s", async (_what, change) => {
    await change();
    expect(isBuildCurrent(checkout)).toBe(false);
  });

  it("ignores tests, which never reach the build", async () => {
    await write("server/entry.test.ts", "it('more');");
    expect(isBuildCurrent(checkout)).toBe(true);
  });

  it("is stale when the build has no record of its sources (made before this check existed)", async () => {
    await fs.rm(file("build/server/sources.sha256"));
    expect(isBuildCurrent(checkout)).toBe(false);
  });
});
