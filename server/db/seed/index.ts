import { eq } from "drizzle-orm";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import type { Logger } from "../../logger.ts";
import type { FileStorage } from "../../services/files/file-storage.ts";
import { appMeta } from "../schema/index.ts";
import type * as schema from "../schema/index.ts";

type Db = NodePgDatabase<typeof schema>;
export type SeedTransaction = Parameters<Parameters<Db["transaction"]>[0]>[0];

const BASE_MARKER = "base_content_seeded_at";
const DEMO_MARKER = "demo_content_seeded_at";
const LIBRARY_MARKER = "demo_library_seeded_at";
const DEMO_BLOG_MARKER = "demo_blog_seeded_at";
const DEMO_JOBS_MARKER = "demo_jobs_seeded_at";
const STORE_MARKER = "demo_store_seeded_at";
const DEMO_EXAMS_MARKER = "demo_exams_seeded_at";
const DEMO_BRANDS_MARKER = "demo_brands_seeded_at";

async function once(db: Db, marker: string, seed: (tx: SeedTransaction) => Promise<void>) {
  return db.transaction(async (tx) => {
    const [done] = await tx.select().from(appMeta).where(eq(appMeta.key, marker)).limit(1);
    if (done) return false;
    await seed(tx);
    await tx.insert(appMeta).values({ key: marker, value: new Date().toISOString() });
    return true;
  });
}

export type SeedOptions = {
  seedDemoContent: boolean;
  /** Where demo files (the library's PDFs, the tutorials' files, the store's PDFs and covers) are written. */
  storage: FileStorage;
  logger: Logger;
};

/**
 * Seeds a database once: the base content every site needs (its general
 * pages, settings, SEO texts) and, unless turned off, the demo catalogue and
 * the demo store (whose PDFs and covers are drawn into the file storage).
 * Later starts find the markers and leave the data alone. Each part's content (about 1 MB of
 * text in all) is loaded only when it is seeded: a process that finds the markers never holds it.
 */
export async function seedDatabase(db: Db, options: SeedOptions) {
  if (await once(db, BASE_MARKER, async (tx) => (await import("./base-content.ts")).seedBaseContent(tx)))
    options.logger.info("seeded the base content");
  if (
    options.seedDemoContent &&
    (await once(db, DEMO_MARKER, async (tx) => (await import("./demo-content.ts")).seedDemoContent(tx)))
  ) {
    options.logger.info("seeded the demo content");
  }
  if (
    options.seedDemoContent &&
    (await once(db, LIBRARY_MARKER, async (tx) =>
      (await import("./demo-library.ts")).seedDemoLibrary(tx, options.storage),
    ))
  ) {
    options.logger.info("seeded the demo PDF library and tutorials");
  }
  if (
    options.seedDemoContent &&
    (await once(db, DEMO_BLOG_MARKER, async (tx) => (await import("./demo-blog.ts")).seedDemoBlog(tx)))
  ) {
    options.logger.info("seeded the demo blog");
  }
  if (
    options.seedDemoContent &&
    (await once(db, DEMO_JOBS_MARKER, async (tx) => (await import("./demo-jobs.ts")).seedDemoJobs(tx)))
  ) {
    options.logger.info("seeded the sample remote jobs");
  }
  const { storage } = options;
  if (
    options.seedDemoContent &&
    (await once(db, STORE_MARKER, async (tx) =>
      (await import("./demo-store.ts")).seedDemoStore(tx, { storage }),
    ))
  ) {
    options.logger.info("seeded the demo store");
  }
  // After the catalogue: the exams belong to its child categories.
  if (
    options.seedDemoContent &&
    (await once(db, DEMO_EXAMS_MARKER, async (tx) => (await import("./demo-exams.ts")).seedDemoExams(tx)))
  ) {
    options.logger.info("seeded the demo exams");
  }
  if (
    options.seedDemoContent &&
    (await once(db, DEMO_BRANDS_MARKER, async (tx) => (await import("./demo-brands.ts")).seedDemoBrands(tx)))
  ) {
    options.logger.info("seeded the demo brands");
  }
}
