/**
 * A migration's own test: an empty database migrated up to just before the migration `tag`, for
 * the test to fill with rows as they were then, and `migrateRest` to apply `tag` and what follows.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { afterAll, beforeAll, expect, inject } from "vitest";
import { migrationsFolder } from "../../server/db/paths.ts";
import { withDatabase } from "./global-database.ts";

/** The migrations folder as it was before `tag`: its SQL files and a journal that ends before it. */
async function migrationsBefore(tag: string): Promise<string> {
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), "w3p-migrations-"));
  const journal = JSON.parse(
    await fs.readFile(path.join(migrationsFolder(), "meta", "_journal.json"), "utf8"),
  );
  const at = journal.entries.findIndex((entry: { tag: string }) => entry.tag === tag);
  expect(at).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  await fs.mkdir(path.join(folder, "meta"));
  await fs.writeFile(path.join(folder, "meta", "_journal.json"), JSON.stringify(journal));
  for (const entry of journal.entries as { tag: string }[]) {
    await fs.copyFile(
      path.join(migrationsFolder(), `${entry.tag}.sql`),
      path.join(folder, `${entry.tag}.sql`),
    );
  }
  return folder;
}

export type DatabaseBeforeMigration = {
  /** A pool on the database, migrated up to just before the migration. */
  pool(): pg.Pool;
  /** Applies the migration and every later one. */
  migrateRest(): Promise<void>;
};

/** Registers the suite's hooks: a new database before all, dropped after all. */
export function databaseBeforeMigration(tag: string): DatabaseBeforeMigration {
  const admin = inject("databaseConnection");
  const name = `w3p_migration_${randomBytes(6).toString("hex")}`;
  let pool: pg.Pool | undefined;
  let before: string | undefined;

  beforeAll(async () => {
    const client = new pg.Client(admin);
    await client.connect();
    await client.query(`CREATE DATABASE ${name}`);
    await client.end();
    pool = new pg.Pool({ ...withDatabase(admin, name), max: 2 });
    before = await migrationsBefore(tag);
    await migrate(drizzle({ client: pool }), { migrationsFolder: before });
  });

  afterAll(async () => {
    await pool?.end();
    if (before) await fs.rm(before, { recursive: true, force: true });
    const client = new pg.Client(admin);
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.end();
  });

  return {
    pool: () => pool!,
    migrateRest: () => migrate(drizzle({ client: pool! }), { migrationsFolder: migrationsFolder() }),
  };
}
