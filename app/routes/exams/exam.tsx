import { redirect } from "react-router";
import { privatePageMeta } from "~/features/accounts/private-meta";
import { ExamRunner } from "~/features/exams/exam-runner";
import { readForm, runFormAction } from "~/forms/form-action.server";
import { submitAnswersSchema } from "@shared/exams/exam-schemas";
import { submitAnswers } from "@server/services/exams/answer-attempt";
import { findOpenAttempt } from "@server/services/exams/start-exam";
import { requireUser } from "../auth/session-user.server";
import { orNotFound } from "./exam-pages.server";
import type { Route } from "./+types/exam";

/**
 * The open attempt, or back to the start page (nothing open) or to the results (the time is over:
 * closing such an attempt is the server's own bookkeeping, as its closing job would do).
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { user } = await requireUser(request, context);
  const now = new Date();
  const attempt = await orNotFound(() => findOpenAttempt(context.db, user.id, params.slug, now));
  if (!attempt) throw redirect(`/user/my-exam/${encodeURIComponent(params.slug)}`);
  return {
    slug: attempt.slug,
    name: attempt.name,
    deadlineAt: attempt.deadlineAt.toISOString(),
    serverNow: now.toISOString(),
    durationSeconds: attempt.durationSeconds,
    questions: attempt.questions,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  privatePageMeta(loaderData ? `${loaderData.name} exam` : "Exam");

/** Submit (the button, or the timer at 0): the answers as JSON, scored on the server; then the results. */
// A refusal with a wait (429, 503) keeps its Retry-After.
export { formHeaders as headers } from "~/forms/form-action.server";

export async function action({ request, context, params }: Route.ActionArgs) {
  const { user } = await requireUser(request, context);
  const form = await readForm(request);
  const closedBy = form.get("closedBy") === "timer" ? "timer" : "learner";
  return runFormAction(form, submitAnswersSchema, async (input) => {
    await submitAnswers(context.db, user.id, input, { closedBy });
    return redirect(`/user/exam-results/${encodeURIComponent(params.slug)}`);
  });
}

export default function Exam({ loaderData }: Route.ComponentProps) {
  // A new attempt (after a retake) starts the runner afresh.
  return <ExamRunner key={loaderData.deadlineAt} {...loaderData} />;
}
