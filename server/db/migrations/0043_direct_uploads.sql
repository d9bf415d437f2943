CREATE TABLE "direct_uploads" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"owner_type" varchar(16) NOT NULL,
	"owner_id" integer NOT NULL,
	"account_id" integer,
	"blob_key" varchar(64) NOT NULL,
	"filename" varchar(255) NOT NULL,
	"content_type" varchar(255) NOT NULL,
	"byte_size" integer NOT NULL,
	"checksum" varchar(64) NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"file_key" varchar(255),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "direct_uploads_created_idx" ON "direct_uploads" USING btree ("created_at");