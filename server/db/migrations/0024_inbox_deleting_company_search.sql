ALTER TABLE "inboxes" ADD COLUMN "deleting_at" timestamp with time zone;--> statement-breakpoint
-- Contact search also matches the company (Chatwoot's additional_attributes company_name): its own trigram index,
-- so the ILIKE OR stays a bitmap OR of two index scans (drizzle-kit does not emit opclass expressions).
CREATE INDEX IF NOT EXISTS "contacts_company_trgm_idx" ON "contacts" USING gin (("additional_attributes"->>'company_name') gin_trgm_ops);
