ALTER TABLE "inbox_members" ADD COLUMN "max_open_conversations" integer;--> statement-breakpoint
ALTER TABLE "inbox_members" ADD COLUMN "last_assigned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "agent_bots" ADD COLUMN "secret" varchar(64) DEFAULT replace(gen_random_uuid()::text, '-', '') NOT NULL;