-- One version of the site's content, bumped by every statement that changes a content table, and
-- announced on the channel "content_changed" (server/db/content-changes.ts): each app process
-- drops its cached pages and menus when a change commits, whichever process or script made it.
-- The notification carries no payload, so PostgreSQL sends one per transaction however many
-- statements it ran; it is delivered at commit and never for a transaction rolled back.
CREATE SEQUENCE "content_version";--> statement-breakpoint
CREATE FUNCTION "content_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM nextval('content_version');
  PERFORM pg_notify('content_changed', '');
  RETURN NULL;
END;
$$;--> statement-breakpoint
DO $$
DECLARE
  content_table text;
BEGIN
  -- What the public pages show. Not: accounts, orders, coupons, rate limits, mail, jobs' cache.
  FOREACH content_table IN ARRAY ARRAY[
    'categories', 'qa_items', 'services', 'brands', 'general_posts', 'settings', 'seo_pages',
    'blog_categories', 'blog_posts', 'blog_tags', 'blog_post_tags',
    'pdf_categories', 'pdf_documents', 'torrent_tutorials', 'torrent_tutorial_files', 'exams'
  ] LOOP
    EXECUTE format(
      'CREATE TRIGGER content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I '
      'FOR EACH STATEMENT EXECUTE FUNCTION content_changed()',
      content_table
    );
  END LOOP;
END;
$$;
