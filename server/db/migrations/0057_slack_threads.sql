CREATE TABLE "slack_threads" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"hook_id" integer NOT NULL,
	"conversation_id" integer NOT NULL,
	"channel" varchar(64) NOT NULL,
	"thread_ts" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "slack_threads" ADD CONSTRAINT "slack_threads_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slack_threads" ADD CONSTRAINT "slack_threads_hook_id_integration_hooks_id_fk" FOREIGN KEY ("hook_id") REFERENCES "public"."integration_hooks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slack_threads" ADD CONSTRAINT "slack_threads_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "slack_threads_hook_conversation_idx" ON "slack_threads" USING btree ("hook_id","conversation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "slack_threads_channel_ts_idx" ON "slack_threads" USING btree ("channel","thread_ts");--> statement-breakpoint
CREATE INDEX "slack_threads_account_idx" ON "slack_threads" USING btree ("account_id");