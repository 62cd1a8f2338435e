/** GET /admin/exams/{id}/questions.csv: the bank as the API's export writes it, downloaded. */
import { ExamAdminMessages } from "@shared/exams/exam-admin-messages";
import { exportExamBank } from "@server/services/exams/exam-bank-csv";
import { formFailure } from "~/forms/form-action.server";
import { requireAdmin, rowIdOf } from "./admin-session.server";
import type { Route } from "./+types/exam-bank-export";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const examId = rowIdOf(params.id, ExamAdminMessages.examNotFound);
  try {
    const { filename, csv } = await exportExamBank(context.db, examId);
    return new Response(csv, {
      headers: {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="${filename}"`,
        "Cache-Control": "no-store",
      },
    });
  } catch (error) {
    throw formFailure(error);
  }
}
