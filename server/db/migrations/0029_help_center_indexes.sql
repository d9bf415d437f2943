DROP INDEX "articles_category_idx";--> statement-breakpoint
CREATE INDEX "articles_associated_idx" ON "articles" USING btree ("associated_article_id") WHERE "articles"."associated_article_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "articles_category_idx" ON "articles" USING btree ("category_id","status","position");