ALTER TABLE "events" ALTER COLUMN "seq" DROP NOT NULL;--> statement-breakpoint
CREATE INDEX "events_unsequenced_idx" ON "events" USING btree ("account_id","id") WHERE "events"."seq" IS NULL;