import { ExamAdminMessages, importedMessage } from "../../../shared/exams/exam-admin-messages.ts";
import type { ExamOptionLetter } from "../../../shared/exams/exam-rules.ts";
import type { ExamQuestion } from "../../db/schema/index.ts";
import {
  accommodationSaveErrors,
  listAccommodations,
  setAccommodation,
} from "../../services/exams/accommodations.ts";
import { validationHookWith } from "../../http/validation.ts";
import { correctAnswerKey, dismissReport, listOpenReports } from "../../services/exams/correct-answer-key.ts";
import { bankFileBytes, exportExamBank, importExamBank } from "../../services/exams/exam-bank-csv.ts";
import {
  deleteExam,
  deleteExamQuestion,
  getAdminExam,
  listAdminExams,
  listExamBank,
  saveExam,
  saveExamQuestion,
  setExamQuestionVisibility,
  setExamVisibility,
  type AdminExam,
} from "../../services/exams/manage-exams.ts";
import { createRouter, paginationJson } from "../router.ts";
import * as routes from "./admin-exams.routes.ts";

const toAdminExamJson = (exam: AdminExam) => ({
  id: exam.id,
  category_id: exam.categoryId,
  name: exam.name,
  slug: exam.slug,
  parent_name: exam.parentName,
  questions_per_attempt: exam.questionsPerAttempt,
  pass_mark_percent: exam.passMarkPercent,
  cooling_off_hours: exam.coolingOffHours,
  validity_months: exam.validityMonths,
  bank_size: exam.bankSize,
  hidden_questions: exam.hiddenQuestions,
  status: exam.status,
  updated_at: exam.updatedAt.toISOString(),
});

const toAdminExamQuestionJson = (examId: number, question: ExamQuestion) => ({
  id: question.id,
  exam_id: examId,
  question: question.question,
  option_a: question.optionA,
  option_b: question.optionB,
  option_c: question.optionC,
  option_d: question.optionD,
  correct_option: question.correctOption,
  explanation: question.explanation,
  sort_order: question.sortOrder,
  status: question.status,
  updated_at: question.updatedAt.toISOString(),
});

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
      reporter: { name: report.reporterName, email: report.reporterEmail },
      learners_letters: Object.fromEntries(
        report.options.map((option) => [option.letter, option.learnersLetter]),
      ) as Record<ExamOptionLetter, ExamOptionLetter>,
      learners_choice: report.learnersChoice,
      submitted_attempts: report.submittedAttempts,
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
  .openapi(
    routes.saveAccommodation,
    async (c) => {
      const { email, multiplier } = c.req.valid("form");
      const saved = await setAccommodation(c.var.db, email, multiplier, c.var.user);
      return c.json(
        {
          message: ExamAdminMessages.accommodationSaved,
          data: { user_id: saved.userId, multiplier: saved.multiplier },
        },
        200,
      );
    },
    validationHookWith((fields, c) => accommodationSaveErrors(c.var.db, fields)),
  )
  .openapi(routes.listExams, async (c) => {
    const found = await listAdminExams(c.var.db, c.req.valid("query"));
    return c.json({ data: found.rows.map(toAdminExamJson), pagination: paginationJson(found) }, 200);
  })
  .openapi(routes.getExam, async (c) => {
    return c.json({ data: toAdminExamJson(await getAdminExam(c.var.db, c.req.valid("param").id)) }, 200);
  })
  .openapi(routes.saveExam, async (c) => {
    const input = c.req.valid("form");
    const saved = await saveExam(c.var.db, c.var.user, input);
    const message = input.id === undefined ? ExamAdminMessages.created : ExamAdminMessages.saved;
    return c.json({ message, data: toAdminExamJson(await getAdminExam(c.var.db, saved.id)) }, 200);
  })
  .openapi(routes.setExamVisibility, async (c) => {
    const input = { ...c.req.valid("form"), id: c.req.valid("param").id };
    const saved = await setExamVisibility(c.var.db, c.var.user, input);
    const message = saved.status === 1 ? ExamAdminMessages.shown : ExamAdminMessages.hidden;
    return c.json({ message, data: toAdminExamJson(await getAdminExam(c.var.db, saved.id)) }, 200);
  })
  .openapi(routes.deleteExam, async (c) => {
    await deleteExam(c.var.db, c.var.user, { ...c.req.valid("form"), id: c.req.valid("param").id });
    return c.json({ message: ExamAdminMessages.deleted }, 200);
  })
  .openapi(routes.listExamQuestions, async (c) => {
    const exam = await getAdminExam(c.var.db, c.req.valid("param").id);
    const found = await listExamBank(c.var.db, exam, c.req.valid("query").page);
    const data = found.rows.map((question) => toAdminExamQuestionJson(exam.id, question));
    return c.json({ data, pagination: paginationJson(found) }, 200);
  })
  .openapi(routes.exportExamQuestions, async (c) => {
    const { filename, csv } = await exportExamBank(c.var.db, c.req.valid("param").id);
    c.header("Content-Type", "text/csv; charset=utf-8");
    c.header("Content-Disposition", `attachment; filename="${filename}"`);
    return c.body(csv, 200);
  })
  .openapi(routes.importExamQuestions, async (c) => {
    const { file, exam_id: examId, mode } = c.req.valid("form");
    const result = await importExamBank(c.var.db, c.var.user, examId, await bankFileBytes(file), mode);
    return c.json(
      {
        message: importedMessage(result.imported, mode),
        data: { imported: result.imported, bank_size: result.bankSize },
      },
      200,
    );
  })
  .openapi(routes.saveExamQuestion, async (c) => {
    const input = c.req.valid("form");
    const saved = await saveExamQuestion(c.var.db, c.var.user, input);
    const message =
      input.id === undefined ? ExamAdminMessages.questionCreated : ExamAdminMessages.questionSaved;
    return c.json({ message, data: toAdminExamQuestionJson(input.exam_id, saved) }, 200);
  })
  .openapi(routes.setExamQuestionVisibility, async (c) => {
    const input = { ...c.req.valid("form"), id: c.req.valid("param").id };
    const { examId, question } = await setExamQuestionVisibility(c.var.db, c.var.user, input);
    const message =
      question.status === 1 ? ExamAdminMessages.questionShown : ExamAdminMessages.questionHidden;
    return c.json({ message, data: toAdminExamQuestionJson(examId, question) }, 200);
  })
  .openapi(routes.deleteExamQuestion, async (c) => {
    await deleteExamQuestion(c.var.db, c.var.user, { ...c.req.valid("form"), id: c.req.valid("param").id });
    return c.json({ message: ExamAdminMessages.questionDeleted }, 200);
  });
