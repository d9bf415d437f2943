CREATE TABLE "reporting_status_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"conversation_id" integer NOT NULL,
	"from_status" integer NOT NULL,
	"to_status" integer NOT NULL,
	"changed_at" timestamp with time zone NOT NULL,
	"assignee_id" integer,
	"event_id" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reporting_events" ADD COLUMN "source_key" varchar(80);--> statement-breakpoint
ALTER TABLE "reporting_status_changes" ADD CONSTRAINT "reporting_status_changes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reporting_status_changes" ADD CONSTRAINT "reporting_status_changes_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reporting_status_changes_event_key" ON "reporting_status_changes" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "reporting_status_changes_conversation_idx" ON "reporting_status_changes" USING btree ("conversation_id","changed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "reporting_events_source_key" ON "reporting_events" USING btree ("source_key") WHERE "reporting_events"."source_key" IS NOT NULL;