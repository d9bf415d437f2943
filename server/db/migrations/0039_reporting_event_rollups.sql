CREATE TABLE "reporting_event_rollups" (
	"account_id" integer NOT NULL,
	"name" varchar(40) NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"inbox_id" integer,
	"user_id" integer,
	"count" integer NOT NULL,
	"value_sum" numeric NOT NULL,
	"value_in_business_hours_sum" numeric NOT NULL,
	CONSTRAINT "reporting_event_rollups_key" UNIQUE NULLS NOT DISTINCT("account_id","name","hour","inbox_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "reporting_event_rollups" ADD CONSTRAINT "reporting_event_rollups_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reporting_event_rollups" ADD CONSTRAINT "reporting_event_rollups_inbox_id_inboxes_id_fk" FOREIGN KEY ("inbox_id") REFERENCES "public"."inboxes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reporting_event_rollups_inbox_idx" ON "reporting_event_rollups" USING btree ("inbox_id");--> statement-breakpoint
INSERT INTO "reporting_event_rollups" ("account_id", "name", "hour", "inbox_id", "user_id", "count", "value_sum", "value_in_business_hours_sum")
SELECT "account_id", "name", date_bin('1 hour', "created_at", timestamptz '2000-01-01 00:00:00+00'), "inbox_id", "user_id",
  count(*), sum("value"::numeric), sum("value_in_business_hours"::numeric)
FROM "reporting_events" GROUP BY 1, 2, 3, 4, 5;
