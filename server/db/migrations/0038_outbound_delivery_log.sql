ALTER TABLE "webhook_deliveries" ALTER COLUMN "webhook_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD COLUMN "kind" varchar(24) DEFAULT 'account_webhook' NOT NULL;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD COLUMN "target_id" integer;--> statement-breakpoint
UPDATE "webhook_deliveries" SET "target_id" = "webhook_id";--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ALTER COLUMN "target_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD COLUMN "url" varchar(2048);--> statement-breakpoint
CREATE INDEX "webhook_deliveries_target_idx" ON "webhook_deliveries" USING btree ("account_id","kind","target_id","id");