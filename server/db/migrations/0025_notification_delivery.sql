CREATE TABLE "notification_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"subscription_type" integer NOT NULL,
	"subscription_attributes" jsonb NOT NULL,
	"identifier" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_deliveries" (
	"channel" varchar(8) NOT NULL,
	"account_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"actor_type" varchar(32) NOT NULL,
	"actor_id" integer NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"suppressed" integer DEFAULT 0 NOT NULL,
	"last_activity_at" timestamp with time zone NOT NULL,
	"recent_event_ids" bigint[] DEFAULT '{}'::bigint[] NOT NULL,
	CONSTRAINT "notification_deliveries_channel_account_id_user_id_actor_type_actor_id_pk" PRIMARY KEY("channel","account_id","user_id","actor_type","actor_id")
);
--> statement-breakpoint
ALTER TABLE "notification_subscriptions" ADD CONSTRAINT "notification_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_deliveries" ADD CONSTRAINT "notification_deliveries_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_deliveries" ADD CONSTRAINT "notification_deliveries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notification_subscriptions_identifier_key" ON "notification_subscriptions" USING btree ("identifier");--> statement-breakpoint
CREATE INDEX "notification_subscriptions_user_idx" ON "notification_subscriptions" USING btree ("user_id");