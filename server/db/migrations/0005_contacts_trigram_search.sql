-- Contact search: trigram matching on name, email, phone and identifier (drizzle-kit does not emit extensions).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "contacts_search_trgm_idx" ON "contacts" USING gin (
  (coalesce("name", '') || ' ' || coalesce("email", '') || ' ' || coalesce("phone_number", '') || ' ' || coalesce("identifier", '')) gin_trgm_ops
);
