CREATE TABLE "reporting_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"name" varchar(40) NOT NULL,
	"value" double precision DEFAULT 0 NOT NULL,
	"value_in_business_hours" double precision DEFAULT 0 NOT NULL,
	"inbox_id" integer,
	"user_id" integer,
	"conversation_id" integer,
	"event_start_time" timestamp with time zone NOT NULL,
	"event_end_time" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reporting_events" ADD CONSTRAINT "reporting_events_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reporting_events" ADD CONSTRAINT "reporting_events_inbox_id_inboxes_id_fk" FOREIGN KEY ("inbox_id") REFERENCES "public"."inboxes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reporting_events" ADD CONSTRAINT "reporting_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reporting_events" ADD CONSTRAINT "reporting_events_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reporting_events_account_name_created_idx" ON "reporting_events" USING btree ("account_id","name","created_at");--> statement-breakpoint
CREATE INDEX "reporting_events_conversation_idx" ON "reporting_events" USING btree ("conversation_id");