import { listRemoteJobs } from "../../services/jobs/list-remote-jobs.ts";
import { PUBLIC_READ_CACHE, createRouter } from "../router.ts";
import * as routes from "./jobs.routes.ts";

export const jobsRouter = createRouter().openapi(routes.remoteJobs, async (c) => {
  const { category, country, company, page } = c.req.valid("query");
  const { db, config, logger } = c.var;
  const found = await listRemoteJobs(db, { config, logger }, { category, country, company, page });
  // Listings change a few times a day at most.
  c.header("Cache-Control", PUBLIC_READ_CACHE);
  return c.json(
    {
      jobs: found.jobs,
      category,
      country: found.country,
      company: found.company,
      countries: found.countries,
      companies: found.companies,
      tags: found.tags,
      pagination: {
        current_page: found.page,
        last_page: found.lastPage,
        per_page: found.perPage,
        total: found.total,
      },
      source: found.source && {
        kind: found.source.kind,
        name: found.source.name,
        url: found.source.url,
        fetched_at: found.source.fetchedAt?.toISOString() ?? null,
      },
    },
    200,
  );
});
