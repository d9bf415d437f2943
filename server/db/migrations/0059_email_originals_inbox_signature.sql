CREATE TABLE "email_originals" (
	"message_id" bigint PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"raw" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "channel_email" ADD COLUMN "email_signature" text;--> statement-breakpoint
ALTER TABLE "channel_email" ADD COLUMN "signature_source" varchar(16) DEFAULT 'agent' NOT NULL;--> statement-breakpoint
ALTER TABLE "email_originals" ADD CONSTRAINT "email_originals_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_originals" ADD CONSTRAINT "email_originals_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;