/**
 * POST /admin/exams/{id}/import: the bank page's CSV import (its fetcher posts here), through the
 * API's schema and service: every row or none, bad rows by line number under `file`.
 */
import { ExamAdminMessages, importedMessage } from "@shared/exams/exam-admin-messages";
import { importBankSchema } from "@shared/exams/exam-admin-schemas";
import { bankFileBytes, importExamBank } from "@server/services/exams/exam-bank-csv";
import { readForm, runFormAction, succeeded, uploadTooLarge } from "~/forms/form-action.server";
import { actorOf, requireAdmin, rowIdOf } from "./admin-session.server";
import type { Route } from "./+types/exam-bank-import";

export async function action({ request, context, params }: Route.ActionArgs) {
  const session = await requireAdmin(request, context);
  const examId = rowIdOf(params.id, ExamAdminMessages.examNotFound);
  const tooLarge = uploadTooLarge(context, { file: [ExamAdminMessages.csvTooLarge] });
  if (tooLarge) return tooLarge;
  const form = await readForm(request);
  form.set("exam_id", String(examId));
  return runFormAction(form, importBankSchema, async (input) => {
    const bytes = await bankFileBytes(form.get("file"));
    const result = await importExamBank(context.db, actorOf(session), examId, bytes, input.mode);
    return succeeded(importedMessage(result.imported, input.mode));
  });
}
