CREATE TABLE "contact_inboxes" (
	"id" serial PRIMARY KEY NOT NULL,
	"contact_id" integer NOT NULL,
	"inbox_id" integer NOT NULL,
	"source_id" varchar(255) NOT NULL,
	"pubsub_token" varchar(64) NOT NULL,
	"hmac_verified" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"name" varchar(255) DEFAULT '' NOT NULL,
	"middle_name" varchar(255),
	"last_name" varchar(255),
	"email" varchar(255),
	"phone_number" varchar(32),
	"identifier" varchar(255),
	"avatar_key" varchar(255),
	"additional_attributes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"custom_attributes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"contact_type" integer DEFAULT 0 NOT NULL,
	"location" varchar(255),
	"country_code" varchar(8),
	"blocked" boolean DEFAULT false NOT NULL,
	"last_activity_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contact_inboxes" ADD CONSTRAINT "contact_inboxes_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_inboxes" ADD CONSTRAINT "contact_inboxes_inbox_id_inboxes_id_fk" FOREIGN KEY ("inbox_id") REFERENCES "public"."inboxes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contact_inboxes_inbox_source_key" ON "contact_inboxes" USING btree ("inbox_id","source_id");--> statement-breakpoint
CREATE UNIQUE INDEX "contact_inboxes_pubsub_key" ON "contact_inboxes" USING btree ("pubsub_token");--> statement-breakpoint
CREATE INDEX "contact_inboxes_contact_idx" ON "contact_inboxes" USING btree ("contact_id");--> statement-breakpoint
CREATE UNIQUE INDEX "contacts_account_email_key" ON "contacts" USING btree ("account_id",lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "contacts_account_identifier_key" ON "contacts" USING btree ("account_id","identifier");--> statement-breakpoint
CREATE UNIQUE INDEX "contacts_account_phone_key" ON "contacts" USING btree ("account_id","phone_number");--> statement-breakpoint
CREATE INDEX "contacts_account_activity_idx" ON "contacts" USING btree ("account_id","last_activity_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "contacts_account_created_idx" ON "contacts" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "contacts_account_name_idx" ON "contacts" USING btree ("account_id",lower("name"));