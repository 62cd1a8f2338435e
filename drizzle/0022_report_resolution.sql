-- How a learner's question report was closed (server/db/schema/exams.ts), so that their results
-- page tells them: the key was corrected, or it stands. Reports closed before this migration were
-- closed either by an admin's dismissal (audited as exam_report.dismiss on the report) or by a
-- corrected key (every other closing), so the audit log gives each its resolution.
ALTER TABLE "exam_question_reports" ADD COLUMN "resolution" text;--> statement-breakpoint
UPDATE "exam_question_reports" SET "resolution" = CASE WHEN EXISTS (SELECT 1 FROM "audit_log" WHERE "audit_log"."action" = 'exam_report.dismiss' AND "audit_log"."entity_type" = 'exam_report' AND "audit_log"."entity_id" = "exam_question_reports"."id"::text) THEN 'key-stands' ELSE 'key-corrected' END WHERE "resolved_at" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "exam_question_reports" ADD CONSTRAINT "exam_question_reports_resolution_chk" CHECK ((resolved_at is null) = (resolution is null) and (resolution is null or resolution in ('key-corrected', 'key-stands')));
