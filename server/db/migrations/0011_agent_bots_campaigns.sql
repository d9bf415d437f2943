CREATE TABLE "agent_bots" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer,
	"name" varchar(255) NOT NULL,
	"description" text,
	"outgoing_url" varchar(2048),
	"bot_type" integer DEFAULT 0 NOT NULL,
	"bot_config" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"avatar_key" varchar(255),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agent_bot_inboxes" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"inbox_id" integer NOT NULL,
	"agent_bot_id" integer NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"inbox_id" integer NOT NULL,
	"display_id" integer NOT NULL,
	"title" varchar(255) NOT NULL,
	"description" text,
	"message" text NOT NULL,
	"sender_id" integer,
	"enabled" boolean DEFAULT true NOT NULL,
	"campaign_type" integer DEFAULT 0 NOT NULL,
	"campaign_status" integer DEFAULT 0 NOT NULL,
	"trigger_rules" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"trigger_only_during_business_hours" boolean DEFAULT false NOT NULL,
	"audience" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"scheduled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agent_bots" ADD CONSTRAINT "agent_bots_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_bot_inboxes" ADD CONSTRAINT "agent_bot_inboxes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_bot_inboxes" ADD CONSTRAINT "agent_bot_inboxes_inbox_id_inboxes_id_fk" FOREIGN KEY ("inbox_id") REFERENCES "public"."inboxes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_bot_inboxes" ADD CONSTRAINT "agent_bot_inboxes_agent_bot_id_agent_bots_id_fk" FOREIGN KEY ("agent_bot_id") REFERENCES "public"."agent_bots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_inbox_id_inboxes_id_fk" FOREIGN KEY ("inbox_id") REFERENCES "public"."inboxes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agent_bots_account_idx" ON "agent_bots" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "agent_bot_inboxes_inbox_key" ON "agent_bot_inboxes" USING btree ("inbox_id");--> statement-breakpoint
CREATE INDEX "agent_bot_inboxes_bot_idx" ON "agent_bot_inboxes" USING btree ("agent_bot_id");--> statement-breakpoint
CREATE UNIQUE INDEX "campaigns_account_display_key" ON "campaigns" USING btree ("account_id","display_id");--> statement-breakpoint
CREATE INDEX "campaigns_inbox_idx" ON "campaigns" USING btree ("inbox_id");