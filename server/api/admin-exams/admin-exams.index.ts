import { ExamAdminMessages } from "../../../shared/exams/exam-admin-messages.ts";
import { listAccommodations, setAccommodation } from "../../services/exams/accommodations.ts";
import { correctAnswerKey, dismissReport, listOpenReports } from "../../services/exams/correct-answer-key.ts";
import { createRouter } from "../router.ts";
import * as routes from "./admin-exams.routes.ts";

export const adminExamsRouter = createRouter()
  .openapi(routes.listReports, async (c) => {
    const reports = await listOpenReports(c.var.db);
    const data = reports.map((report) => ({
      report_id: report.reportId,
      question_id: report.questionId,
      attempt_id: report.attemptId,
      exam_name: report.examName,
      reason: report.reason,
      message: report.message,
      created_at: report.createdAt.toISOString(),
      question: report.question,
      options: { a: report.optionA, b: report.optionB, c: report.optionC, d: report.optionD },
      correct_option: report.correctOption,
    }));
    return c.json({ data }, 200);
  })
  .openapi(routes.dismissReport, async (c) => {
    await dismissReport(c.var.db, c.var.user, c.req.valid("param").id);
    return c.json({ message: ExamAdminMessages.reportDismissed }, 200);
  })
  .openapi(routes.correctKey, async (c) => {
    const { option } = c.req.valid("form");
    const result = await correctAnswerKey(c.var.db, c.req.valid("param").id, option, c.var.user);
    const data = {
      previous: result.previous,
      corrected: result.corrected,
      rescored: result.rescored,
      now_passing: result.nowPassing,
      resolved_reports: result.resolvedReports,
    };
    return c.json({ message: ExamAdminMessages.keyCorrected, data }, 200);
  })
  .openapi(routes.listAccommodations, async (c) => {
    const rows = await listAccommodations(c.var.db);
    const data = rows.map((row) => ({
      user_id: row.userId,
      name: row.name,
      email: row.email,
      multiplier: Number(row.multiplier),
      updated_at: row.updatedAt.toISOString(),
    }));
    return c.json({ data }, 200);
  })
  .openapi(routes.saveAccommodation, async (c) => {
    const { email, multiplier } = c.req.valid("form");
    const saved = await setAccommodation(c.var.db, email, multiplier, c.var.user);
    return c.json(
      {
        message: ExamAdminMessages.accommodationSaved,
        data: { user_id: saved.userId, multiplier: saved.multiplier },
      },
      200,
    );
  });
