CREATE TABLE "inbox_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"inbox_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inboxes" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"name" varchar(255) NOT NULL,
	"channel_type" varchar(64) NOT NULL,
	"channel_id" integer NOT NULL,
	"avatar_key" varchar(255),
	"greeting_enabled" boolean DEFAULT false NOT NULL,
	"greeting_message" text,
	"enable_auto_assignment" boolean DEFAULT true NOT NULL,
	"auto_assignment_config" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"enable_email_collect" boolean DEFAULT true NOT NULL,
	"csat_survey_enabled" boolean DEFAULT false NOT NULL,
	"csat_config" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"working_hours_enabled" boolean DEFAULT false NOT NULL,
	"out_of_office_message" text,
	"timezone" varchar(64) DEFAULT 'UTC' NOT NULL,
	"allow_messages_after_resolved" boolean DEFAULT true NOT NULL,
	"lock_to_single_conversation" boolean DEFAULT false NOT NULL,
	"sender_name_type" integer DEFAULT 0 NOT NULL,
	"business_name" varchar(255),
	"portal_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "working_hours" (
	"id" serial PRIMARY KEY NOT NULL,
	"inbox_id" integer NOT NULL,
	"day_of_week" integer NOT NULL,
	"closed_all_day" boolean DEFAULT false NOT NULL,
	"open_all_day" boolean DEFAULT false NOT NULL,
	"open_hour" integer,
	"open_minutes" integer,
	"close_hour" integer,
	"close_minutes" integer
);
--> statement-breakpoint
CREATE TABLE "channel_api" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"webhook_url" varchar(2048),
	"identifier" varchar(64) NOT NULL,
	"hmac_token" varchar(64) NOT NULL,
	"hmac_mandatory" boolean DEFAULT false NOT NULL,
	"secret" varchar(64) NOT NULL,
	"additional_attributes" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "channel_email" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"email" varchar(255) NOT NULL,
	"forward_to_email" varchar(255) NOT NULL,
	"provider" varchar(32),
	"provider_config" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"imap_enabled" boolean DEFAULT false NOT NULL,
	"imap_address" varchar(255),
	"imap_port" integer,
	"imap_login" varchar(255),
	"imap_password" text,
	"imap_enable_ssl" boolean DEFAULT true NOT NULL,
	"smtp_enabled" boolean DEFAULT false NOT NULL,
	"smtp_address" varchar(255),
	"smtp_port" integer,
	"smtp_login" varchar(255),
	"smtp_password" text,
	"smtp_domain" varchar(255),
	"smtp_enable_starttls_auto" boolean DEFAULT true NOT NULL,
	"smtp_authentication" varchar(32) DEFAULT 'login' NOT NULL,
	"smtp_openssl_verify_mode" varchar(32) DEFAULT 'none' NOT NULL,
	"smtp_enable_ssl_tls" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "channel_facebook_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"page_id" varchar(64) NOT NULL,
	"page_access_token" text NOT NULL,
	"user_access_token" text NOT NULL,
	"instagram_id" varchar(64)
);
--> statement-breakpoint
CREATE TABLE "channel_line" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"line_channel_id" varchar(64) NOT NULL,
	"line_channel_secret" varchar(128) NOT NULL,
	"line_channel_token" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "channel_sms" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"phone_number" varchar(32) NOT NULL,
	"provider" varchar(32) DEFAULT 'bandwidth' NOT NULL,
	"provider_config" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "channel_telegram" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"bot_token" varchar(128) NOT NULL,
	"bot_name" varchar(255)
);
--> statement-breakpoint
CREATE TABLE "channel_twilio_sms" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"medium" varchar(16) DEFAULT 'sms' NOT NULL,
	"account_sid" varchar(64) NOT NULL,
	"auth_token" varchar(128) NOT NULL,
	"api_key_sid" varchar(64),
	"phone_number" varchar(32),
	"messaging_service_sid" varchar(64)
);
--> statement-breakpoint
CREATE TABLE "channel_twitter_profiles" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"profile_id" varchar(64) NOT NULL,
	"twitter_access_token" text NOT NULL,
	"twitter_access_token_secret" text NOT NULL,
	"tweets_enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "channel_web_widgets" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"website_url" varchar(2048) NOT NULL,
	"website_token" varchar(64) NOT NULL,
	"widget_color" varchar(16) DEFAULT '#009CE0' NOT NULL,
	"welcome_title" varchar(255),
	"welcome_tagline" varchar(1024),
	"feature_flags" integer DEFAULT 7 NOT NULL,
	"reply_time" integer DEFAULT 0 NOT NULL,
	"hmac_token" varchar(64) NOT NULL,
	"hmac_mandatory" boolean DEFAULT false NOT NULL,
	"pre_chat_form_enabled" boolean DEFAULT false NOT NULL,
	"pre_chat_form_options" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"continuity_via_email" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "channel_whatsapp" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"phone_number" varchar(32) NOT NULL,
	"provider" varchar(32) DEFAULT 'whatsapp_cloud' NOT NULL,
	"provider_config" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"message_templates" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"message_templates_last_updated" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "labels" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"title" varchar(255) NOT NULL,
	"description" text,
	"color" varchar(16) DEFAULT '#1f93ff' NOT NULL,
	"show_on_sidebar" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"team_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teams" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"name" varchar(255) NOT NULL,
	"description" text,
	"allow_auto_assign" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "custom_filters" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"name" varchar(255) NOT NULL,
	"filter_type" integer DEFAULT 0 NOT NULL,
	"query" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_settings" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"email_flags" integer DEFAULT 0 NOT NULL,
	"push_flags" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "inbox_members" ADD CONSTRAINT "inbox_members_inbox_id_inboxes_id_fk" FOREIGN KEY ("inbox_id") REFERENCES "public"."inboxes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_members" ADD CONSTRAINT "inbox_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inboxes" ADD CONSTRAINT "inboxes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "working_hours" ADD CONSTRAINT "working_hours_inbox_id_inboxes_id_fk" FOREIGN KEY ("inbox_id") REFERENCES "public"."inboxes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_api" ADD CONSTRAINT "channel_api_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_email" ADD CONSTRAINT "channel_email_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_facebook_pages" ADD CONSTRAINT "channel_facebook_pages_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_line" ADD CONSTRAINT "channel_line_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_sms" ADD CONSTRAINT "channel_sms_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_telegram" ADD CONSTRAINT "channel_telegram_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_twilio_sms" ADD CONSTRAINT "channel_twilio_sms_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_twitter_profiles" ADD CONSTRAINT "channel_twitter_profiles_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_web_widgets" ADD CONSTRAINT "channel_web_widgets_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_whatsapp" ADD CONSTRAINT "channel_whatsapp_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "labels" ADD CONSTRAINT "labels_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_filters" ADD CONSTRAINT "custom_filters_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_filters" ADD CONSTRAINT "custom_filters_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_settings" ADD CONSTRAINT "notification_settings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_settings" ADD CONSTRAINT "notification_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "inbox_members_inbox_user_key" ON "inbox_members" USING btree ("inbox_id","user_id");--> statement-breakpoint
CREATE INDEX "inbox_members_user_idx" ON "inbox_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "inboxes_account_idx" ON "inboxes" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "inboxes_channel_key" ON "inboxes" USING btree ("channel_type","channel_id");--> statement-breakpoint
CREATE UNIQUE INDEX "working_hours_inbox_day_key" ON "working_hours" USING btree ("inbox_id","day_of_week");--> statement-breakpoint
CREATE UNIQUE INDEX "channel_api_identifier_key" ON "channel_api" USING btree ("identifier");--> statement-breakpoint
CREATE UNIQUE INDEX "channel_email_email_key" ON "channel_email" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "channel_email_forward_key" ON "channel_email" USING btree ("forward_to_email");--> statement-breakpoint
CREATE UNIQUE INDEX "channel_facebook_pages_page_key" ON "channel_facebook_pages" USING btree ("page_id","account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "channel_line_channel_key" ON "channel_line" USING btree ("line_channel_id");--> statement-breakpoint
CREATE UNIQUE INDEX "channel_sms_phone_key" ON "channel_sms" USING btree ("phone_number");--> statement-breakpoint
CREATE UNIQUE INDEX "channel_telegram_token_key" ON "channel_telegram" USING btree ("bot_token");--> statement-breakpoint
CREATE UNIQUE INDEX "channel_twilio_phone_key" ON "channel_twilio_sms" USING btree ("account_sid","phone_number");--> statement-breakpoint
CREATE UNIQUE INDEX "channel_twilio_mss_key" ON "channel_twilio_sms" USING btree ("messaging_service_sid");--> statement-breakpoint
CREATE UNIQUE INDEX "channel_twitter_profile_key" ON "channel_twitter_profiles" USING btree ("profile_id","account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "channel_web_widgets_token_key" ON "channel_web_widgets" USING btree ("website_token");--> statement-breakpoint
CREATE UNIQUE INDEX "channel_whatsapp_phone_key" ON "channel_whatsapp" USING btree ("phone_number");--> statement-breakpoint
CREATE UNIQUE INDEX "labels_account_title_key" ON "labels" USING btree ("account_id",lower("title"));--> statement-breakpoint
CREATE UNIQUE INDEX "team_members_team_user_key" ON "team_members" USING btree ("team_id","user_id");--> statement-breakpoint
CREATE INDEX "team_members_user_idx" ON "team_members" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "teams_account_name_key" ON "teams" USING btree ("account_id",lower("name"));--> statement-breakpoint
CREATE INDEX "custom_filters_account_user_idx" ON "custom_filters" USING btree ("account_id","user_id","filter_type");--> statement-breakpoint
CREATE UNIQUE INDEX "notification_settings_account_user_key" ON "notification_settings" USING btree ("account_id","user_id");