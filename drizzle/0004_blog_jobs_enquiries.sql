ALTER TABLE "remote_jobs_cache" ADD COLUMN "source" text DEFAULT 'remote' NOT NULL;--> statement-breakpoint
ALTER TABLE "remote_jobs_cache" ADD COLUMN "last_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "reply_to" text;--> statement-breakpoint
ALTER TABLE "remote_jobs_cache" ADD CONSTRAINT "remote_jobs_cache_source_chk" CHECK (source in ('remote', 'seed'));