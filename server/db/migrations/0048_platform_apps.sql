CREATE TABLE "platform_apps" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(255) NOT NULL,
	"token_digest" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "platform_app_permissibles" (
	"id" serial PRIMARY KEY NOT NULL,
	"platform_app_id" integer NOT NULL,
	"permissible_type" varchar(32) NOT NULL,
	"permissible_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sso_login_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "platform_app_permissibles" ADD CONSTRAINT "platform_app_permissibles_platform_app_id_platform_apps_id_fk" FOREIGN KEY ("platform_app_id") REFERENCES "public"."platform_apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_login_tokens" ADD CONSTRAINT "sso_login_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "platform_apps_token_digest_key" ON "platform_apps" USING btree ("token_digest");--> statement-breakpoint
CREATE UNIQUE INDEX "platform_app_permissibles_key" ON "platform_app_permissibles" USING btree ("platform_app_id","permissible_type","permissible_id");--> statement-breakpoint
CREATE INDEX "platform_app_permissibles_object_idx" ON "platform_app_permissibles" USING btree ("permissible_type","permissible_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sso_login_tokens_hash_key" ON "sso_login_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sso_login_tokens_user_idx" ON "sso_login_tokens" USING btree ("user_id");