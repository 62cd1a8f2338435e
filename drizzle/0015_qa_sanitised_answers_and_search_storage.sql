CREATE TABLE "sanitised_answers" (
	"qa_item_id" integer PRIMARY KEY NOT NULL,
	"answer_sha256" "bytea" NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sanitised_answers" ADD CONSTRAINT "sanitised_answers_qa_item_id_qa_items_id_fk" FOREIGN KEY ("qa_item_id") REFERENCES "public"."qa_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Ranking a search reads every matching row's vector. Stored out of line (the default for values
-- that make a row larger than 2 kB), each one was a lookup in the TOAST table's index and a read
-- of its chunks: 3,000 buffers for a category of 500 questions. Kept in the row, the answer's HTML
-- and text go out of line instead, and a search reads a hundred pages. This applies to rows
-- written from now on; `VACUUM FULL qa_items` rewrites the existing ones (docs/performance.md).
ALTER TABLE "qa_items" ALTER COLUMN "search" SET STORAGE MAIN;
--> statement-breakpoint
-- A public page of a category (its ids in order) and its count read only this index: the
-- published status is in it.
DROP INDEX "qa_items_category_sort_idx";
--> statement-breakpoint
CREATE INDEX "qa_items_category_sort_idx" ON "qa_items" USING btree ("category_id","sort_order","id") INCLUDE ("status");
