-- A public page's old address keeps working after an edit renames its slug: every change of a slug
-- in a table with public pages records the old slug and the row (slug_redirects), whichever
-- process, script or SQL made it, and the server sends a request for the old address on to the
-- row's current one with a 301 (server/http/renamed-slugs.ts).
CREATE TABLE "slug_redirects" (
	"table_name" text NOT NULL,
	"old_slug" text NOT NULL,
	"row_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "slug_redirects_table_name_old_slug_pk" PRIMARY KEY("table_name","old_slug")
);--> statement-breakpoint
CREATE FUNCTION "slug_renamed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Renamed again, or the slug taken back by another row and renamed once more: the latest wins.
  INSERT INTO "slug_redirects" ("table_name", "old_slug", "row_id")
  VALUES (TG_TABLE_NAME, OLD."slug", NEW."id")
  ON CONFLICT ("table_name", "old_slug") DO UPDATE SET "row_id" = EXCLUDED."row_id", "created_at" = now();
  RETURN NULL;
END;
$$;--> statement-breakpoint
DO $$
DECLARE
  page_table text;
BEGIN
  -- The tables whose slug is in a public address (/category/, /question-answer/, /guide-details/,
  -- /read-ebooks/, /blog-details/, /blog-categorys/, /latest-tags/, /pdf-zone/, /pdf-details/,
  -- /torrent-course/).
  FOREACH page_table IN ARRAY ARRAY[
    'categories', 'services', 'blog_posts', 'blog_categories', 'blog_tags',
    'pdf_categories', 'pdf_documents', 'torrent_tutorials'
  ] LOOP
    EXECUTE format(
      'CREATE TRIGGER slug_renamed AFTER UPDATE OF slug ON %I '
      'FOR EACH ROW WHEN (OLD.slug IS DISTINCT FROM NEW.slug) EXECUTE FUNCTION slug_renamed()',
      page_table
    );
  END LOOP;
END;
$$;
