CREATE TABLE "message_source_parts" (
	"id" serial PRIMARY KEY NOT NULL,
	"inbox_id" integer NOT NULL,
	"message_id" integer NOT NULL,
	"source_id" varchar(255) NOT NULL
);
--> statement-breakpoint
ALTER TABLE "message_source_parts" ADD CONSTRAINT "message_source_parts_inbox_id_inboxes_id_fk" FOREIGN KEY ("inbox_id") REFERENCES "public"."inboxes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_source_parts" ADD CONSTRAINT "message_source_parts_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "message_source_parts_inbox_source_key" ON "message_source_parts" USING btree ("inbox_id","source_id");--> statement-breakpoint
CREATE INDEX "message_source_parts_message_idx" ON "message_source_parts" USING btree ("message_id");