/**
 * `npm run db:generate -- --qa 500000`: fills the configured database
 * (DATABASE_URL, or the embedded one in DATA_DIR, exactly as the server
 * would use) with generated but plausible interview Q&A, to measure the site
 * at scale (`npm run bench`). Never part of the demo seed.
 */
import { parseArgs } from "node:util";
import { drizzle } from "drizzle-orm/node-postgres";
import type pg from "pg";
import { categories } from "../server/db/schema/index.ts";
import { loadConfig, loadEnvFile } from "../server/config.ts";
import { openDatabase } from "../server/db/client.ts";
import { prepareDatabase } from "../server/db/prepare.ts";
import { createLogger } from "../server/logger.ts";
import { AREAS, CONCEPTS_PER_AREA } from "./generate/areas.ts";
import { planCatalog } from "./generate/generated-catalog.ts";
import { insertGeneratedQa, type TargetCategory } from "./generate/insert-generated-qa.ts";
import { fileStorage } from "../server/services/files/file-storage.ts";

const USAGE = `Usage: npm run db:generate -- --qa <count> [--per-category <count>]

Adds <count> generated interview questions and answers to the configured
database (DATABASE_URL, or the embedded PostgreSQL in DATA_DIR, default ./data),
spread over generated child categories of --per-category questions each
(default 500: --qa 500000 makes 50 main categories of 20 children).
Each run adds new categories (their slugs end in -g<run>); the demo content is left alone.

  --qa <count>             how many Q&A rows to add (required, a positive integer)
  --per-category <count>   Q&A rows per child category (default 500)
  --help                   show this text

Example: DATA_DIR=/tmp/bench-data npm run db:generate -- --qa 500000`;

/** Rows per INSERT … SELECT: big enough to be fast, small enough to show progress. */
const BATCH_ROWS = 25_000;

function fail(message: string): never {
  console.error(`${message}\n\n${USAGE}`);
  process.exit(2);
}

function positiveInteger(value: string | undefined, flag: string, max: number): number {
  if (value === undefined) fail(`${flag} is required.`);
  const normalized = value.replaceAll("_", "").replaceAll(",", "");
  if (!/^\d+$/.test(normalized) || Number(normalized) < 1)
    fail(`${flag} must be a positive integer, not "${value}".`);
  const number = Number(normalized);
  if (number > max) fail(`${flag} must be at most ${max.toLocaleString("en-US")}.`);
  return number;
}

function parseOptions() {
  let parsed;
  try {
    parsed = parseArgs({
      options: {
        qa: { type: "string" },
        "per-category": { type: "string" },
        help: { type: "boolean", short: "h" },
      },
      strict: true,
    });
  } catch (error) {
    fail((error as Error).message);
  }
  if (parsed.values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  return {
    qa: positiveInteger(parsed.values.qa, "--qa", 50_000_000),
    perCategory: positiveInteger(parsed.values["per-category"] ?? "500", "--per-category", 100_000),
  };
}

function checkVocabulary() {
  // The vocabulary is pasted into HTML unescaped; keep it free of markup characters.
  for (const area of AREAS) {
    if (area.concepts.length !== CONCEPTS_PER_AREA) {
      throw new Error(`${area.name} has ${area.concepts.length} concepts, not ${CONCEPTS_PER_AREA}.`);
    }
    const words = [area.name, ...area.technologies, ...area.concepts];
    const bad = words.find((word) => /[<>&]/.test(word));
    if (bad) throw new Error(`"${bad}" must not contain <, > or &.`);
  }
}

/**
 * Building a GIN index (full-text, trigram) from scratch is several times
 * faster than updating it row by row. When the new rows at least double the
 * table, drop those indexes inside the transaction and recreate them from
 * their own definitions before COMMIT: a failure rolls the drop back too.
 * (The drop locks qa_items until COMMIT: do not run this against a database
 * that is serving visitors.)
 */
async function dropGinIndexesForBulkLoad(client: pg.PoolClient, newRows: number) {
  const { rows } = await client.query<{ existing: string }>("SELECT count(*) AS existing FROM qa_items");
  if (newRows < Number(rows[0]!.existing)) return [];
  const { rows: indexes } = await client.query<{ indexname: string; indexdef: string }>(
    `SELECT indexname, indexdef FROM pg_indexes
      WHERE schemaname = current_schema() AND tablename = 'qa_items' AND indexdef LIKE '% USING gin %'`,
  );
  for (const { indexname } of indexes) await client.query(`DROP INDEX ${client.escapeIdentifier(indexname)}`);
  return indexes;
}

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;
const count = (value: number) => value.toLocaleString("en-US");

const options = parseOptions();
checkVocabulary();
loadEnvFile();
const config = loadConfig();
const logger = createLogger(config.logLevel === "info" ? "warn" : config.logLevel);
const started = performance.now();
console.log(
  `Generating ${count(options.qa)} Q&A in ${config.databaseUrl ? "DATABASE_URL" : `the embedded database in ${config.dataDir}`}…`,
);
const database = await openDatabase(config, logger);
try {
  await prepareDatabase(database.pool, {
    seedDemoContent: config.seedDemoContent,
    storage: fileStorage(config),
    logger,
  });

  const { rows } = await database.pool.query<{ batch: number }>(
    `SELECT coalesce(max(substring(slug from '-g([0-9]+)$')::int), 0) + 1 AS batch
       FROM categories WHERE parent_id IS NULL AND slug ~ '-g[0-9]+$'`,
  );
  const batch = rows[0]!.batch;
  const childCount = Math.ceil(options.qa / options.perCategory);
  const plan = planCatalog(childCount, batch);

  const client = await database.pool.connect();
  try {
    await client.query("BEGIN");
    // Category rows are few (one per 500 Q&A): plain multi-row inserts in the same transaction.
    const db = drizzle({ client });
    const mains = await db
      .insert(categories)
      .values(
        plan.map((main, index) => ({
          name: main.name,
          slug: main.slug,
          description: main.description,
          sortOrder: 1000 + index,
          metaTitle: main.metaTitle,
          metaDescription: main.metaDescription,
          metaKeywords: main.metaKeywords,
        })),
      )
      .returning({ id: categories.id, slug: categories.slug });
    const mainIds = new Map(mains.map((row) => [row.slug, row.id]));
    const childRows = plan.flatMap((main) =>
      main.children.map((child, index) => ({
        parentId: mainIds.get(main.slug)!,
        name: child.name,
        slug: child.slug,
        description: child.description,
        sortOrder: index,
        metaTitle: child.metaTitle,
        metaDescription: child.metaDescription,
        metaKeywords: child.metaKeywords,
      })),
    );
    const children = await db
      .insert(categories)
      .values(childRows)
      .returning({ id: categories.id, slug: categories.slug });
    const idBySlug = new Map(children.map((row) => [row.slug, row.id]));
    const targets: TargetCategory[] = plan.flatMap((main) =>
      main.children.map((child) => ({
        id: idBySlug.get(child.slug)!,
        technology: child.technology,
        areaIndex: child.areaIndex,
        language: child.language,
      })),
    );
    console.log(`  ${count(plan.length)} main and ${count(children.length)} child categories (run ${batch})`);

    const rebuilt = await dropGinIndexesForBulkLoad(client, options.qa);
    for (let first = 1; first <= options.qa; first += BATCH_ROWS) {
      const last = Math.min(options.qa, first + BATCH_ROWS - 1);
      await insertGeneratedQa(client, targets, { first, last, perCategory: options.perCategory });
      const percent = Math.floor((last / options.qa) * 100);
      console.log(`  ${count(last)} / ${count(options.qa)} Q&A (${percent}%), ${seconds(started)}`);
    }
    if (rebuilt.length > 0) {
      const indexStarted = performance.now();
      await client.query("SET LOCAL maintenance_work_mem = '256MB'");
      for (const { indexdef } of rebuilt) await client.query(indexdef);
      console.log(
        `  rebuilt ${rebuilt.map((index) => index.indexname).join(", ")}: ${seconds(indexStarted)}`,
      );
    }
    await client.query("COMMIT");
  } catch (error) {
    await client.query("ROLLBACK").catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }

  // Fresh statistics and visibility map, so the planner and index-only scans see the new rows at once.
  const vacuumStarted = performance.now();
  await database.pool.query("VACUUM (ANALYZE) categories, qa_items");
  console.log(`  vacuum and analyze: ${seconds(vacuumStarted)}`);
  const totals = await database.pool.query<{ total: string }>("SELECT count(*) AS total FROM qa_items");
  console.log(
    `Done: ${count(options.qa)} Q&A added in ${seconds(started)}; the database now holds ${count(Number(totals.rows[0]!.total))}.`,
  );
} catch (error) {
  // Drizzle's errors carry the whole statement with its thousands of parameters: show the cause only.
  const cause = (error as Error).cause;
  console.error(`Failed: ${cause instanceof Error ? cause.message : (error as Error).message}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
