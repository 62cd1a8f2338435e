-- Accounts deleted before certificates were revoked with them (delete-account.ts): revoke their
-- certificates now, so the published status list marks them as well.
UPDATE "certificates"
SET "revoked_at" = "users"."deleted_at",
  "revocation_reason" = 'The holder deleted their account.'
FROM "users"
WHERE "users"."id" = "certificates"."user_id"
  AND "users"."deleted_at" IS NOT NULL
  AND "certificates"."revoked_at" IS NULL;
