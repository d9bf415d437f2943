import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Rails' direct uploads (Chatwoot's dashboard, widget and SDKs): a blob announced by
 * POST /rails/active_storage/direct_uploads (or a conversation's / the widget's twin), its bytes PUT to the
 * signed URL it answers, then named by its signed id where a file is taken (message attachments, portal logo).
 * Only the owner that announced a blob may use it; a used blob is gone, an unused one expires after a day.
 */
export const directUploads = pgTable(
  'direct_uploads',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** 'User' (a member's session or token) or 'ContactInbox' (a widget visitor). */
    ownerType: varchar('owner_type', { length: 16 }).notNull(),
    ownerId: integer('owner_id').notNull(),
    /** The account of a conversation's or the widget's route; null for the account-less Rails route. */
    accountId: integer('account_id'),
    blobKey: varchar('blob_key', { length: 64 }).notNull(),
    filename: varchar('filename', { length: 255 }).notNull(),
    contentType: varchar('content_type', { length: 255 }).notNull(),
    byteSize: integer('byte_size').notNull(),
    /** Base64 MD5 of the bytes, as the client announced it; the PUT must match it. */
    checksum: varchar('checksum', { length: 64 }).notNull(),
    metadata: jsonb('metadata')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** Upload-store key once the bytes arrived. */
    fileKey: varchar('file_key', { length: 255 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('direct_uploads_created_idx').on(t.createdAt)],
);
