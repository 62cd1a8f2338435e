-- The PDF library's admin screens: folders get the version an edit carries (updated_at), the
-- files' admin list an index for each of its orders. Both tables already drop the cached public
-- pages when they change (0008_content_version).
ALTER TABLE "pdf_categories" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "pdf_categories" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "pdf_documents_name_idx" ON "pdf_documents" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "pdf_documents_category_name_idx" ON "pdf_documents" USING btree ("category_id","name","id");--> statement-breakpoint
CREATE INDEX "pdf_documents_category_id_idx" ON "pdf_documents" USING btree ("category_id","id");