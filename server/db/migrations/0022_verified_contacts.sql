-- A contact some visitor proved with a valid identifier_hash; contacts whose sessions did so are verified already.
ALTER TABLE "contacts" ADD COLUMN "identity_verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "contacts" SET "identity_verified" = true
  WHERE "identifier" IS NOT NULL
    AND EXISTS (SELECT 1 FROM "contact_inboxes" ci WHERE ci."contact_id" = "contacts"."id" AND ci."hmac_verified");
