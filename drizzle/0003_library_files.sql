CREATE TABLE "torrent_tutorial_files" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "torrent_tutorial_files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tutorial_id" integer NOT NULL,
	"position" integer NOT NULL,
	"path" text NOT NULL,
	"storage_path" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "torrent_tutorial_files_position_unique" UNIQUE("tutorial_id","position"),
	CONSTRAINT "torrent_tutorial_files_path_unique" UNIQUE("tutorial_id","path"),
	CONSTRAINT "torrent_tutorial_files_size_positive" CHECK ("torrent_tutorial_files"."size_bytes" >= 0)
);
--> statement-breakpoint
ALTER TABLE "pdf_categories" ADD COLUMN "status" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "pdf_documents" ADD COLUMN "size_bytes" bigint;--> statement-breakpoint
ALTER TABLE "pdf_documents" ADD COLUMN "status" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "pdf_documents" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "torrent_tutorials" ADD COLUMN "status" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "torrent_tutorials" ADD COLUMN "torrent_name" text;--> statement-breakpoint
ALTER TABLE "torrent_tutorials" ADD COLUMN "torrent_info" "bytea";--> statement-breakpoint
ALTER TABLE "torrent_tutorials" ADD COLUMN "info_hash" text;--> statement-breakpoint
ALTER TABLE "torrent_tutorials" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "torrent_tutorial_files" ADD CONSTRAINT "torrent_tutorial_files_tutorial_id_torrent_tutorials_id_fk" FOREIGN KEY ("tutorial_id") REFERENCES "public"."torrent_tutorials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "torrent_tutorials" DROP COLUMN "download_link";--> statement-breakpoint
ALTER TABLE "torrent_tutorials" ADD CONSTRAINT "torrent_tutorials_info_hash_unique" UNIQUE("info_hash");--> statement-breakpoint
ALTER TABLE "torrent_tutorials" ADD CONSTRAINT "torrent_tutorials_torrent_complete" CHECK (("torrent_tutorials"."torrent_info" is null) = ("torrent_tutorials"."info_hash" is null) and ("torrent_tutorials"."info_hash" is null) = ("torrent_tutorials"."torrent_name" is null));--> statement-breakpoint
ALTER TABLE "torrent_tutorials" ADD CONSTRAINT "torrent_tutorials_info_hash_hex" CHECK ("torrent_tutorials"."info_hash" ~ '^[0-9a-f]{40}$');