-- An exam question's visibility (server/db/schema/exams.ts): a hidden (retired) question is never
-- drawn for a new attempt, while the attempts that asked it keep it. Every question is shown at first.
ALTER TABLE "exam_questions" ADD COLUMN "status" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "exam_questions" ADD CONSTRAINT "exam_questions_status_chk" CHECK (status in (0, 1));