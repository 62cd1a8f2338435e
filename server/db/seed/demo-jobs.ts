import { remoteJobsCache } from "../schema/index.ts";
import { normaliseJobs } from "../../services/jobs/remote-job.ts";
import { sampleRemoteJobs } from "./content/remote-jobs.ts";
import type { SeedTransaction } from "./index.ts";

/**
 * The sample remote-job listings, one cache row per category marked `seed`: /job shows them
 * until a configured remote-jobs service first answers for that category. They go through the
 * same checks and sanitising as the service's answers.
 */
export async function seedDemoJobs(tx: SeedTransaction, now = new Date()) {
  const rows = Object.entries(sampleRemoteJobs(now)).map(([category, jobs]) => ({
    category,
    payload: normaliseJobs({ jobs }) ?? [],
    fetchedAt: now,
    source: "seed" as const,
  }));
  await tx
    .insert(remoteJobsCache)
    .values(rows)
    // A service may have answered for a category already: its listings stay.
    .onConflictDoNothing({ target: remoteJobsCache.category });
}
