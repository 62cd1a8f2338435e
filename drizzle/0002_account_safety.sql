ALTER TABLE "sessions" ADD COLUMN "persistent" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deleted_email_hash" text;--> statement-breakpoint
CREATE INDEX "users_deleted_email_hash_idx" ON "users" USING btree ("deleted_email_hash");