/**
 * POST /user/exam/{slug}/answer: saves one answer (and the review mark) as the learner chooses it.
 * A resource route, called with fetch by the exam page, so that quick answers to several questions
 * are each saved (a fetcher would cancel the one before). Answers `{ ok, message }` as JSON.
 */
import { data } from "react-router";
import { readForm, runFormAction } from "~/forms/form-action.server";
import { ExamMessages } from "@shared/exams/exam-messages";
import { saveAnswerSchema } from "@shared/exams/exam-schemas";
import { saveAnswer } from "@server/services/exams/answer-attempt";
import { currentSession } from "../auth/session-user.server";
import type { Route } from "./+types/exam-answer";

export async function action({ request, context }: Route.ActionArgs) {
  const session = await currentSession(request, context);
  if (!session) return data({ ok: false, message: "Unauthenticated." }, { status: 401 });
  const form = await readForm(request);
  return runFormAction(form, saveAnswerSchema, async (input) => {
    await saveAnswer(context.db, session.user.id, input);
    return data({ ok: true, message: ExamMessages.answerSaved });
  });
}
