import { JobsPage } from "~/features/jobs/jobs-page";
import { loadJobsPage } from "./job.server";
import type { Route } from "./+types/job";

export function loader({ request, context }: Route.LoaderArgs) {
  return loadJobsPage(context, new URL(request.url));
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

/** /job: remote jobs (SPEC.md §2). */
export default function Job({ loaderData }: Route.ComponentProps) {
  const { meta: _meta, ...page } = loaderData;
  return <JobsPage {...page} />;
}
