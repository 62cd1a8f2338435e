/**
 * A DATA_DIR as a server's first start leaves it (database created, migrated, demo content and
 * its files), copied from the one the global setup made: a server of a test's own then starts in
 * seconds instead of repeating initdb and the demo seed. Tests about the first start itself
 * (process, fresh-machine, backup-restore) still begin with an empty one.
 */
import { inject } from "vitest";
import { copyDataDir, newDataDir } from "./data-dirs.ts";

export async function seededDataDir(prefix: string): Promise<string> {
  const dir = await newDataDir(prefix);
  await copyDataDir(inject("seededDataDir"), dir);
  return dir;
}
