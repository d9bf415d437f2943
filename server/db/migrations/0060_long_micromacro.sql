CREATE TABLE "twitter_oauth_requests" (
	"oauth_token" varchar(255) PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"token_secret" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "channel_twitter_profiles" ADD COLUMN "reauthorization_required_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "twitter_oauth_requests" ADD CONSTRAINT "twitter_oauth_requests_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "twitter_oauth_requests" ADD CONSTRAINT "twitter_oauth_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "twitter_oauth_requests_expires_idx" ON "twitter_oauth_requests" USING btree ("expires_at");