CREATE TABLE "archived_conversations" (
	"id" integer PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"inbox_id" integer NOT NULL,
	"assignee_id" integer,
	"team_id" integer,
	"labels" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "archived_messages" (
	"id" bigint PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"inbox_id" integer NOT NULL,
	"conversation_id" integer NOT NULL,
	"message_type" integer NOT NULL,
	"private" boolean NOT NULL,
	"sender_type" varchar(32),
	"sender_id" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reporting_events" DROP CONSTRAINT "reporting_events_conversation_id_conversations_id_fk";
--> statement-breakpoint
ALTER TABLE "archived_conversations" ADD CONSTRAINT "archived_conversations_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "archived_conversations" ADD CONSTRAINT "archived_conversations_inbox_id_inboxes_id_fk" FOREIGN KEY ("inbox_id") REFERENCES "public"."inboxes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "archived_conversations" ADD CONSTRAINT "archived_conversations_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "archived_conversations" ADD CONSTRAINT "archived_conversations_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "archived_messages" ADD CONSTRAINT "archived_messages_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "archived_messages" ADD CONSTRAINT "archived_messages_inbox_id_inboxes_id_fk" FOREIGN KEY ("inbox_id") REFERENCES "public"."inboxes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "archived_conversations_report_idx" ON "archived_conversations" USING btree ("account_id","created_at","assignee_id","inbox_id","team_id");--> statement-breakpoint
CREATE INDEX "archived_messages_report_idx" ON "archived_messages" USING btree ("account_id","message_type","created_at");