CREATE TABLE "captain_assistants" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"name" varchar(255) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"config" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"response_guidelines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"guardrails" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "captain_inboxes" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"assistant_id" integer NOT NULL,
	"inbox_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "captain_document_chunks" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"assistant_id" integer NOT NULL,
	"document_id" integer NOT NULL,
	"position" integer NOT NULL,
	"title" varchar(255) DEFAULT '' NOT NULL,
	"url" text,
	"content" text NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('english', coalesce("title", '') || ' ' || coalesce("content", ''))) STORED,
	"embedding" real[],
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "captain_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"assistant_id" integer NOT NULL,
	"name" varchar(255) NOT NULL,
	"source_type" varchar(16) NOT NULL,
	"external_link" text,
	"article_id" integer,
	"content" text DEFAULT '' NOT NULL,
	"status" varchar(16) DEFAULT 'in_progress' NOT NULL,
	"error" varchar(500),
	"pages" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "captain_assistant_responses" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"assistant_id" integer NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"document_id" integer,
	"documentable_type" varchar(32),
	"documentable_id" integer,
	"search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('english', coalesce("question", '') || ' ' || coalesce("answer", ''))) STORED,
	"embedding" real[],
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "captain_custom_tools" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"slug" varchar(64) NOT NULL,
	"title" varchar(255) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"http_method" varchar(8) DEFAULT 'GET' NOT NULL,
	"endpoint_url" text NOT NULL,
	"auth_type" varchar(16) DEFAULT 'none' NOT NULL,
	"auth_config" text,
	"param_schema" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"request_template" text,
	"response_template" text,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "captain_copilot_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"thread_id" integer NOT NULL,
	"message_type" varchar(24) NOT NULL,
	"message" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "captain_copilot_threads" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"assistant_id" integer,
	"conversation_id" integer,
	"title" varchar(255) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "captain_runs" ADD COLUMN "assistant_id" integer;--> statement-breakpoint
ALTER TABLE "captain_runs" ADD COLUMN "conversation_id" integer;--> statement-breakpoint
ALTER TABLE "captain_runs" ADD COLUMN "action" varchar(16);--> statement-breakpoint
ALTER TABLE "captain_runs" ADD COLUMN "tools" text[];--> statement-breakpoint
ALTER TABLE "captain_assistants" ADD CONSTRAINT "captain_assistants_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "captain_inboxes" ADD CONSTRAINT "captain_inboxes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "captain_inboxes" ADD CONSTRAINT "captain_inboxes_assistant_id_captain_assistants_id_fk" FOREIGN KEY ("assistant_id") REFERENCES "public"."captain_assistants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "captain_inboxes" ADD CONSTRAINT "captain_inboxes_inbox_id_inboxes_id_fk" FOREIGN KEY ("inbox_id") REFERENCES "public"."inboxes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "captain_document_chunks" ADD CONSTRAINT "captain_document_chunks_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "captain_document_chunks" ADD CONSTRAINT "captain_document_chunks_assistant_id_captain_assistants_id_fk" FOREIGN KEY ("assistant_id") REFERENCES "public"."captain_assistants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "captain_document_chunks" ADD CONSTRAINT "captain_document_chunks_document_id_captain_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."captain_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "captain_documents" ADD CONSTRAINT "captain_documents_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "captain_documents" ADD CONSTRAINT "captain_documents_assistant_id_captain_assistants_id_fk" FOREIGN KEY ("assistant_id") REFERENCES "public"."captain_assistants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "captain_documents" ADD CONSTRAINT "captain_documents_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "captain_assistant_responses" ADD CONSTRAINT "captain_assistant_responses_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "captain_assistant_responses" ADD CONSTRAINT "captain_assistant_responses_assistant_id_captain_assistants_id_fk" FOREIGN KEY ("assistant_id") REFERENCES "public"."captain_assistants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "captain_assistant_responses" ADD CONSTRAINT "captain_assistant_responses_document_id_captain_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."captain_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "captain_custom_tools" ADD CONSTRAINT "captain_custom_tools_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "captain_copilot_messages" ADD CONSTRAINT "captain_copilot_messages_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "captain_copilot_messages" ADD CONSTRAINT "captain_copilot_messages_thread_id_captain_copilot_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."captain_copilot_threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "captain_copilot_threads" ADD CONSTRAINT "captain_copilot_threads_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "captain_copilot_threads" ADD CONSTRAINT "captain_copilot_threads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "captain_copilot_threads" ADD CONSTRAINT "captain_copilot_threads_assistant_id_captain_assistants_id_fk" FOREIGN KEY ("assistant_id") REFERENCES "public"."captain_assistants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "captain_copilot_threads" ADD CONSTRAINT "captain_copilot_threads_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "captain_assistants_account_idx" ON "captain_assistants" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "captain_inboxes_inbox_key" ON "captain_inboxes" USING btree ("inbox_id");--> statement-breakpoint
CREATE INDEX "captain_inboxes_assistant_idx" ON "captain_inboxes" USING btree ("assistant_id");--> statement-breakpoint
CREATE INDEX "captain_document_chunks_document_idx" ON "captain_document_chunks" USING btree ("document_id","position");--> statement-breakpoint
CREATE INDEX "captain_document_chunks_search_idx" ON "captain_document_chunks" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "captain_document_chunks_assistant_idx" ON "captain_document_chunks" USING btree ("assistant_id");--> statement-breakpoint
CREATE INDEX "captain_documents_assistant_idx" ON "captain_documents" USING btree ("assistant_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "captain_documents_article_key" ON "captain_documents" USING btree ("assistant_id","article_id") WHERE "captain_documents"."article_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "captain_responses_assistant_status_idx" ON "captain_assistant_responses" USING btree ("assistant_id","status","created_at");--> statement-breakpoint
CREATE INDEX "captain_responses_document_idx" ON "captain_assistant_responses" USING btree ("document_id");--> statement-breakpoint
CREATE INDEX "captain_responses_search_idx" ON "captain_assistant_responses" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "captain_responses_question_trgm_idx" ON "captain_assistant_responses" USING gin ("question" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "captain_custom_tools_account_idx" ON "captain_custom_tools" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "captain_custom_tools_slug_key" ON "captain_custom_tools" USING btree ("account_id","slug");--> statement-breakpoint
CREATE INDEX "captain_copilot_messages_thread_idx" ON "captain_copilot_messages" USING btree ("thread_id","id");--> statement-breakpoint
CREATE INDEX "captain_copilot_threads_user_idx" ON "captain_copilot_threads" USING btree ("account_id","user_id","updated_at");--> statement-breakpoint
CREATE INDEX "captain_runs_assistant_created_idx" ON "captain_runs" USING btree ("assistant_id","created_at");