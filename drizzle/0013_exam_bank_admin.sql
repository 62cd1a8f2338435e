ALTER TABLE "exam_questions" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "exam_questions" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- The public exam pages show how many questions an attempt asks (the bank's size when smaller):
-- a change to a bank drops the cached pages as a change to `exams` does (0008_content_version).
CREATE TRIGGER content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "exam_questions"
  FOR EACH STATEMENT EXECUTE FUNCTION content_changed();
