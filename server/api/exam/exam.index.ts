import { ExamMessages } from "../../../shared/exams/exam-messages.ts";
import { EXAM_DURATION_SECONDS, scorePercent } from "../../../shared/exams/exam-rules.ts";
import { listCertificates, verificationUrl } from "../../services/certificates/certificate-records.ts";
import { saveAnswer, submitAnswers } from "../../services/exams/answer-attempt.ts";
import { getExamResults } from "../../services/exams/exam-results.ts";
import { requirePublicExam, type ExamSummary } from "../../services/exams/find-exam.ts";
import { reportQuestion } from "../../services/exams/question-reports.ts";
import { startExam } from "../../services/exams/start-exam.ts";
import { createRouter } from "../router.ts";
import * as routes from "./exam.routes.ts";

const rules = (exam: ExamSummary) => ({
  pass_mark: exam.passMarkPercent,
  cooling_off_hours: exam.coolingOffHours,
  duration_seconds: EXAM_DURATION_SECONDS,
  validity_months: exam.validityMonths,
});

export const examRouter = createRouter()
  .openapi(routes.getExamDetailsBySlug, async (c) => {
    const exam = await requirePublicExam(c.var.db, c.req.valid("param").slug);
    c.header("Cache-Control", "public, max-age=60");
    return c.json({ title: exam.name, total_questions: exam.totalQuestions, ...rules(exam) }, 200);
  })
  .openapi(routes.getExamDetails, async (c) => {
    const exam = await requirePublicExam(c.var.db, c.req.valid("query").slug);
    c.header("Cache-Control", "public, max-age=60");
    return c.json(
      { data: { name: exam.name, slug: exam.slug, countQuestion: exam.totalQuestions, ...rules(exam) } },
      200,
    );
  })
  .openapi(routes.startExam, async (c) => {
    const now = new Date();
    const attempt = await startExam(c.var.db, c.var.user.id, c.req.valid("json").examSlug, now);
    return c.json(
      {
        data: {
          name: attempt.name,
          slug: attempt.slug,
          started_at: attempt.startedAt.toISOString(),
          deadline_at: attempt.deadlineAt.toISOString(),
          server_time: now.toISOString(),
          duration_seconds: attempt.durationSeconds,
          remaining_seconds: Math.max(0, Math.floor((attempt.deadlineAt.getTime() - now.getTime()) / 1000)),
          pass_mark: attempt.passMarkPercent,
          questions: attempt.questions.map((question) => ({
            id: question.id,
            position: question.position,
            question: question.question,
            option_a: question.options.a,
            option_b: question.options.b,
            option_c: question.options.c,
            option_d: question.options.d,
            selected_option: question.selectedOption,
            marked: question.marked,
          })),
        },
      },
      200,
    );
  })
  .openapi(routes.saveAnswer, async (c) => {
    const saved = await saveAnswer(c.var.db, c.var.user.id, c.req.valid("json"));
    return c.json({ message: ExamMessages.answerSaved, data: saved }, 200);
  })
  .openapi(routes.submitanswers, async (c) => {
    const input = c.req.valid("json");
    const { attempt, late, alreadySubmitted } = await submitAnswers(c.var.db, c.var.user.id, input);
    const results = await getExamResults(c.var.db, c.var.user.id, input.examSlug);
    const certificate = results.certificate && {
      user_id: results.certificate.publicId,
      slug: results.slug,
      url: verificationUrl(c.var.config.publicUrl, results.certificate.publicId, results.slug),
    };
    const score = attempt.score ?? 0;
    const total = attempt.total ?? 0;
    return c.json(
      {
        message: late
          ? ExamMessages.timeUp
          : alreadySubmitted
            ? ExamMessages.alreadySubmitted
            : ExamMessages.submitted,
        data: {
          score,
          total,
          percent: scorePercent(score, total),
          pass_mark: attempt.passMarkPercent,
          passed: attempt.passed ?? false,
          late,
          certificate,
        },
      },
      200,
    );
  })
  .openapi(routes.getanswers, async (c) => {
    const results = await getExamResults(c.var.db, c.var.user.id, c.req.valid("query").slug);
    return c.json(
      {
        data: results.answers.map((answer) => ({
          question_id: answer.questionId,
          question: answer.question,
          options: answer.options,
          selected_option_ans: answer.selectedOption,
          is_correct: answer.isCorrect,
          reported: answer.report !== null,
          report_status: answer.report,
        })),
        cat_name: results.categoryName,
        userName: results.userName,
        user_id: results.certificate?.publicId ?? null,
        forDate: results.submittedAt.toISOString(),
        score: results.score,
        total: results.total,
        percent: results.percent,
        pass_mark: results.passMarkPercent,
        passed: results.passed,
        certificate_revocation: results.revocation && {
          revoked_at: results.revocation.revokedAt.toISOString(),
          reason: results.revocation.reason,
        },
      },
      200,
    );
  })
  .openapi(routes.getCertificateDetails, async (c) => {
    const certificates = await listCertificates(c.var.db, c.var.user.id);
    return c.json(
      {
        data: certificates.map((certificate) => ({
          id: certificate.id,
          categoryName: certificate.categoryName,
          categorySlug: certificate.slug,
          user_id: certificate.publicId,
          code: certificate.code,
          issued_at: certificate.issuedAt.toISOString(),
          expires_at: certificate.expiresAt?.toISOString() ?? null,
          status: certificate.state,
        })),
      },
      200,
    );
  })
  .openapi(routes.reportQuestion, async (c) => {
    await reportQuestion(c.var.db, c.var.user.id, c.req.valid("json"));
    return c.json({ message: ExamMessages.reportSaved }, 200);
  });
