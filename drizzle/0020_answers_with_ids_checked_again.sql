-- Rich text's ids are now prefixed with "user-content-" when sanitised (server/services/content/
-- sanitize-html.ts), and its links to "#x" follow them, so that no stored text can name an element
-- or a global of the page's own. Answers are served as stored while their fingerprint matches
-- (sanitised_answers): an answer stored with an id or such a link before this migration loses its
-- fingerprint, so it is sanitised, under the new rule, whenever it is served until an editor saves
-- it again. Other rich text is sanitised again on every read already.
DELETE FROM "sanitised_answers" AS "s"
USING "qa_items" AS "q"
WHERE "q"."id" = "s"."qa_item_id" AND "q"."answer" ~* '<[^>]*\s(id\s*=|href\s*=\s*"#.)';
