CREATE SEQUENCE "public"."certificate_status_list_index_seq" INCREMENT BY 1 MINVALUE 0 MAXVALUE 9223372036854775807 START WITH 0 CACHE 1;--> statement-breakpoint
CREATE TABLE "exam_accommodations" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"time_multiplier" numeric(3, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exam_accommodations_time_multiplier_chk" CHECK (time_multiplier between 1 and 4)
);
--> statement-breakpoint
CREATE TABLE "exam_question_reports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "exam_question_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"attempt_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"reason" text NOT NULL,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "exam_question_reports_attempt_id_question_id_uq" UNIQUE("attempt_id","question_id"),
	CONSTRAINT "exam_question_reports_reason_chk" CHECK (reason in ('wrong-key', 'unclear', 'other'))
);
--> statement-breakpoint
CREATE TABLE "exams" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "exams_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"category_id" integer NOT NULL,
	"questions_per_attempt" integer DEFAULT 15 NOT NULL,
	"pass_mark_percent" smallint DEFAULT 70 NOT NULL,
	"cooling_off_hours" integer DEFAULT 24 NOT NULL,
	"validity_months" integer,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exams_category_id_unique" UNIQUE("category_id"),
	CONSTRAINT "exams_questions_per_attempt_chk" CHECK (questions_per_attempt between 1 and 200),
	CONSTRAINT "exams_pass_mark_percent_chk" CHECK (pass_mark_percent between 1 and 100),
	CONSTRAINT "exams_cooling_off_hours_chk" CHECK (cooling_off_hours between 0 and 8760),
	CONSTRAINT "exams_validity_months_chk" CHECK (validity_months is null or validity_months between 1 and 600),
	CONSTRAINT "exams_status_chk" CHECK (status in (0, 1))
);
--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "public_id" text DEFAULT replace(gen_random_uuid()::text, '-', '') NOT NULL;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "revocation_reason" text;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "status_list_index" integer DEFAULT nextval('certificate_status_list_index_seq') NOT NULL;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "searchable" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "exam_answers" ADD COLUMN "position" smallint NOT NULL;--> statement-breakpoint
ALTER TABLE "exam_answers" ADD COLUMN "option_order" text NOT NULL;--> statement-breakpoint
ALTER TABLE "exam_answers" ADD COLUMN "correct_option" text NOT NULL;--> statement-breakpoint
ALTER TABLE "exam_answers" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "exam_answers" ADD COLUMN "marked" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "exam_attempts" ADD COLUMN "duration_seconds" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "exam_attempts" ADD COLUMN "pass_mark_percent" smallint NOT NULL;--> statement-breakpoint
ALTER TABLE "exam_attempts" ADD COLUMN "closed_by" text;--> statement-breakpoint
ALTER TABLE "exam_accommodations" ADD CONSTRAINT "exam_accommodations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_question_reports" ADD CONSTRAINT "exam_question_reports_attempt_id_exam_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."exam_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_question_reports" ADD CONSTRAINT "exam_question_reports_question_id_exam_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."exam_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exams" ADD CONSTRAINT "exams_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exam_question_reports_open_idx" ON "exam_question_reports" USING btree ("question_id","created_at") WHERE resolved_at is null;--> statement-breakpoint
CREATE INDEX "certificates_revoked_idx" ON "certificates" USING btree ("status_list_index") WHERE revoked_at is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "exam_attempts_one_open_uq" ON "exam_attempts" USING btree ("user_id","category_id") WHERE submitted_at is null;--> statement-breakpoint
CREATE INDEX "exam_attempts_open_deadline_idx" ON "exam_attempts" USING btree ("deadline_at") WHERE submitted_at is null;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_public_id_unique" UNIQUE("public_id");--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_status_list_index_unique" UNIQUE("status_list_index");--> statement-breakpoint
ALTER TABLE "exam_answers" ADD CONSTRAINT "exam_answers_attempt_id_position_uq" UNIQUE("attempt_id","position");--> statement-breakpoint
ALTER TABLE "exam_answers" ADD CONSTRAINT "exam_answers_correct_option_chk" CHECK (correct_option in ('a', 'b', 'c', 'd'));--> statement-breakpoint
ALTER TABLE "exam_answers" ADD CONSTRAINT "exam_answers_option_order_chk" CHECK (option_order ~ '^[abcd]{4}$' and position('a' in option_order) > 0 and position('b' in option_order) > 0 and position('c' in option_order) > 0 and position('d' in option_order) > 0);--> statement-breakpoint
ALTER TABLE "exam_attempts" ADD CONSTRAINT "exam_attempts_duration_seconds_chk" CHECK (duration_seconds > 0);--> statement-breakpoint
ALTER TABLE "exam_attempts" ADD CONSTRAINT "exam_attempts_pass_mark_percent_chk" CHECK (pass_mark_percent between 1 and 100);--> statement-breakpoint
ALTER TABLE "exam_attempts" ADD CONSTRAINT "exam_attempts_closed_by_chk" CHECK ((submitted_at is null) = (closed_by is null) and (closed_by is null or closed_by in ('learner', 'timer', 'server')));