-- Search over all history: trigram (ILIKE '%q%', any substring) and full-text (whole words) on message content.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "messages_content_trgm_idx" ON "messages" USING gin ("content" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "messages_content_fts_idx" ON "messages" USING gin (to_tsvector('simple', coalesce("content", '')));--> statement-breakpoint
-- The auto-resolve sweep: open conversations by idle time.
CREATE INDEX IF NOT EXISTS "conversations_open_activity_idx" ON "conversations" ("account_id", "last_activity_at") WHERE "status" = 0;
