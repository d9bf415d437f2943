CREATE TABLE "audit_logs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"auditable_type" varchar(64) NOT NULL,
	"auditable_id" integer,
	"associated_type" varchar(64),
	"associated_id" integer,
	"action" varchar(32) NOT NULL,
	"user_id" integer,
	"username" varchar(255),
	"auditable_name" varchar(255),
	"audited_changes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"remote_address" varchar(64),
	"user_agent" varchar(512),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_logs" ADD CONSTRAINT "audit_logs_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_logs_account_id_idx" ON "audit_logs" USING btree ("account_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_logs_account_user_idx" ON "audit_logs" USING btree ("account_id","user_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_logs_account_auditable_idx" ON "audit_logs" USING btree ("account_id","auditable_type","auditable_id");--> statement-breakpoint
CREATE INDEX "audit_logs_account_created_idx" ON "audit_logs" USING btree ("account_id","created_at");