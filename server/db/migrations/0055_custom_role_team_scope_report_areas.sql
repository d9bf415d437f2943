ALTER TABLE "custom_roles" ADD COLUMN "team_ids" integer[];--> statement-breakpoint
ALTER TABLE "custom_roles" ADD COLUMN "report_areas" text[];