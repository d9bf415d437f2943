CREATE TABLE "conversations" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"display_id" integer NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"inbox_id" integer NOT NULL,
	"contact_id" integer NOT NULL,
	"contact_inbox_id" integer,
	"status" integer DEFAULT 0 NOT NULL,
	"assignee_id" integer,
	"team_id" integer,
	"priority" integer,
	"muted" boolean DEFAULT false NOT NULL,
	"labels" text[] DEFAULT '{}'::text[] NOT NULL,
	"identifier" varchar(255),
	"additional_attributes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"custom_attributes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"contact_last_seen_at" timestamp with time zone,
	"agent_last_seen_at" timestamp with time zone,
	"assignee_last_seen_at" timestamp with time zone,
	"first_reply_created_at" timestamp with time zone,
	"waiting_since" timestamp with time zone,
	"snoozed_until" timestamp with time zone,
	"last_activity_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"inbox_id" integer NOT NULL,
	"conversation_id" integer NOT NULL,
	"message_type" integer NOT NULL,
	"content_type" integer DEFAULT 0 NOT NULL,
	"content" text,
	"content_attributes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"private" boolean DEFAULT false NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"source_id" varchar(255),
	"sender_type" varchar(32),
	"sender_id" integer,
	"external_source_ids" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"additional_attributes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "last_display_id" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_inbox_id_inboxes_id_fk" FOREIGN KEY ("inbox_id") REFERENCES "public"."inboxes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_contact_inbox_id_contact_inboxes_id_fk" FOREIGN KEY ("contact_inbox_id") REFERENCES "public"."contact_inboxes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_inbox_id_inboxes_id_fk" FOREIGN KEY ("inbox_id") REFERENCES "public"."inboxes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_account_display_key" ON "conversations" USING btree ("account_id","display_id");--> statement-breakpoint
CREATE INDEX "conversations_list_idx" ON "conversations" USING btree ("account_id","inbox_id","status","assignee_id");--> statement-breakpoint
CREATE INDEX "conversations_activity_idx" ON "conversations" USING btree ("account_id","last_activity_at");--> statement-breakpoint
CREATE INDEX "conversations_contact_idx" ON "conversations" USING btree ("contact_id");--> statement-breakpoint
CREATE INDEX "conversations_labels_idx" ON "conversations" USING gin ("labels");--> statement-breakpoint
CREATE INDEX "messages_conversation_idx" ON "messages" USING btree ("conversation_id","id");--> statement-breakpoint
CREATE INDEX "messages_account_created_idx" ON "messages" USING btree ("account_id","created_at","message_type");--> statement-breakpoint
CREATE UNIQUE INDEX "messages_inbox_source_key" ON "messages" USING btree ("inbox_id","source_id");