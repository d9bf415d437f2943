-- API access tokens are kept as their SHA-256 hex digest; existing tokens keep working (hashed in place).
DROP INDEX "access_tokens_token_key";--> statement-breakpoint
ALTER TABLE "access_tokens" RENAME COLUMN "token" TO "token_digest";--> statement-breakpoint
UPDATE "access_tokens" SET "token_digest" = encode(sha256(convert_to("token_digest", 'UTF8')), 'hex');--> statement-breakpoint
CREATE UNIQUE INDEX "access_tokens_token_digest_key" ON "access_tokens" USING btree ("token_digest");
