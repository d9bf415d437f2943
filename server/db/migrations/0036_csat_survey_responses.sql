CREATE TABLE "csat_survey_responses" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"conversation_id" integer NOT NULL,
	"message_id" bigint NOT NULL,
	"contact_id" integer,
	"assigned_agent_id" integer,
	"inbox_id" integer NOT NULL,
	"rating" integer NOT NULL,
	"feedback_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "csat_survey_responses" ADD CONSTRAINT "csat_survey_responses_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "csat_survey_responses" ADD CONSTRAINT "csat_survey_responses_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "csat_survey_responses" ADD CONSTRAINT "csat_survey_responses_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "csat_survey_responses" ADD CONSTRAINT "csat_survey_responses_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "csat_survey_responses" ADD CONSTRAINT "csat_survey_responses_assigned_agent_id_users_id_fk" FOREIGN KEY ("assigned_agent_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "csat_survey_responses" ADD CONSTRAINT "csat_survey_responses_inbox_id_inboxes_id_fk" FOREIGN KEY ("inbox_id") REFERENCES "public"."inboxes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "csat_survey_responses_conversation_key" ON "csat_survey_responses" USING btree ("conversation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "csat_survey_responses_message_key" ON "csat_survey_responses" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "csat_survey_responses_account_created_idx" ON "csat_survey_responses" USING btree ("account_id","created_at");