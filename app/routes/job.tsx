import { JobsPage } from "~/features/jobs/jobs-page";
import { loadJobsPage } from "./job.server";
import type { Route } from "./+types/job";

export function loader({ url, context }: Route.LoaderArgs) {
  return loadJobsPage(context, url);
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

/** /job: remote jobs (SPEC.md §2). */
export default function Job({ loaderData }: Route.ComponentProps) {
  const { meta: _meta, ...page } = loaderData;
  return <JobsPage {...page} />;
}
