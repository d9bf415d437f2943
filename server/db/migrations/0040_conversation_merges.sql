CREATE TABLE "conversation_merges" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"source_id" integer NOT NULL,
	"target_id" integer NOT NULL,
	"user_id" integer,
	"message_ids" bigint[] NOT NULL,
	"added_labels" text[] NOT NULL,
	"added_participant_ids" integer[] NOT NULL,
	"source_status" integer NOT NULL,
	"source_snoozed_until" timestamp with time zone,
	"source_waiting_since" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"unmerged_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "merged_into_display_id" integer;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "merged_from_conversation_id" integer;--> statement-breakpoint
ALTER TABLE "conversation_merges" ADD CONSTRAINT "conversation_merges_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_merges" ADD CONSTRAINT "conversation_merges_source_id_conversations_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_merges" ADD CONSTRAINT "conversation_merges_target_id_conversations_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_merges" ADD CONSTRAINT "conversation_merges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversation_merges_source_idx" ON "conversation_merges" USING btree ("source_id","created_at");--> statement-breakpoint
CREATE INDEX "conversation_merges_target_idx" ON "conversation_merges" USING btree ("target_id");--> statement-breakpoint
CREATE INDEX "messages_merged_from_idx" ON "messages" USING btree ("merged_from_conversation_id") WHERE "messages"."merged_from_conversation_id" IS NOT NULL;