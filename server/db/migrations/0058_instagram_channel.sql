CREATE TABLE "channel_instagram" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"instagram_id" varchar(64) NOT NULL,
	"access_token" text NOT NULL,
	"expires_at" timestamp with time zone,
	"username" varchar(255),
	"reauthorization_required_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "channel_instagram" ADD CONSTRAINT "channel_instagram_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "channel_instagram_instagram_id_key" ON "channel_instagram" USING btree ("instagram_id");