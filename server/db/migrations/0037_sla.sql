CREATE TABLE "sla_policies" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"name" varchar(255) NOT NULL,
	"description" text,
	"first_response_time_threshold" double precision,
	"next_response_time_threshold" double precision,
	"resolution_time_threshold" double precision,
	"only_during_business_hours" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "applied_slas" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"sla_policy_id" integer NOT NULL,
	"conversation_id" integer NOT NULL,
	"sla_status" integer DEFAULT 0 NOT NULL,
	"first_response_due_at" timestamp with time zone,
	"next_response_due_at" timestamp with time zone,
	"resolution_due_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sla_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"applied_sla_id" integer NOT NULL,
	"conversation_id" integer NOT NULL,
	"sla_policy_id" integer NOT NULL,
	"inbox_id" integer,
	"event_type" integer NOT NULL,
	"deadline_at" timestamp with time zone NOT NULL,
	"meta" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "sla_policy_id" integer;--> statement-breakpoint
ALTER TABLE "sla_policies" ADD CONSTRAINT "sla_policies_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applied_slas" ADD CONSTRAINT "applied_slas_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applied_slas" ADD CONSTRAINT "applied_slas_sla_policy_id_sla_policies_id_fk" FOREIGN KEY ("sla_policy_id") REFERENCES "public"."sla_policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applied_slas" ADD CONSTRAINT "applied_slas_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sla_events" ADD CONSTRAINT "sla_events_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sla_events" ADD CONSTRAINT "sla_events_applied_sla_id_applied_slas_id_fk" FOREIGN KEY ("applied_sla_id") REFERENCES "public"."applied_slas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sla_events" ADD CONSTRAINT "sla_events_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sla_events" ADD CONSTRAINT "sla_events_sla_policy_id_sla_policies_id_fk" FOREIGN KEY ("sla_policy_id") REFERENCES "public"."sla_policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sla_events" ADD CONSTRAINT "sla_events_inbox_id_inboxes_id_fk" FOREIGN KEY ("inbox_id") REFERENCES "public"."inboxes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sla_policies_account_idx" ON "sla_policies" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "applied_slas_account_policy_conversation_key" ON "applied_slas" USING btree ("account_id","sla_policy_id","conversation_id");--> statement-breakpoint
CREATE INDEX "applied_slas_conversation_idx" ON "applied_slas" USING btree ("conversation_id");--> statement-breakpoint
CREATE INDEX "applied_slas_account_created_idx" ON "applied_slas" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "applied_slas_due_idx" ON "applied_slas" USING btree (least("first_response_due_at", "next_response_due_at", "resolution_due_at")) WHERE "applied_slas"."sla_status" IN (0, 3);--> statement-breakpoint
CREATE UNIQUE INDEX "sla_events_applied_type_deadline_key" ON "sla_events" USING btree ("applied_sla_id","event_type","deadline_at");--> statement-breakpoint
CREATE INDEX "sla_events_conversation_idx" ON "sla_events" USING btree ("conversation_id");--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_sla_policy_id_sla_policies_id_fk" FOREIGN KEY ("sla_policy_id") REFERENCES "public"."sla_policies"("id") ON DELETE set null ON UPDATE no action;