ALTER TABLE "reporting_event_rollups" RENAME COLUMN "hour" TO "day";--> statement-breakpoint
ALTER TABLE "reporting_event_rollups" DROP CONSTRAINT "reporting_event_rollups_key";--> statement-breakpoint
TRUNCATE "reporting_event_rollups";--> statement-breakpoint
INSERT INTO "reporting_event_rollups" ("account_id", "name", "day", "inbox_id", "user_id", "count", "value_sum", "value_in_business_hours_sum")
SELECT "account_id", "name", date_bin('1 day', "created_at", timestamptz '2000-01-01 00:00:00+00'), "inbox_id", "user_id",
  count(*), sum("value"::numeric), sum("value_in_business_hours"::numeric)
FROM "reporting_events" GROUP BY 1, 2, 3, 4, 5;--> statement-breakpoint
ALTER TABLE "reporting_event_rollups" ADD CONSTRAINT "reporting_event_rollups_key" UNIQUE NULLS NOT DISTINCT("account_id","name","day","inbox_id","user_id");
