import { integer, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/** Backs the `api_access_token` header for users (and later agent bots). */
export const accessTokens = pgTable(
  'access_tokens',
  {
    id: serial('id').primaryKey(),
    ownerType: varchar('owner_type', { length: 32 }).notNull(),
    ownerId: integer('owner_id').notNull(),
    /** SHA-256 hex of the token; the token itself is shown once (creation, reset) and never stored. */
    tokenDigest: varchar('token_digest', { length: 64 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('access_tokens_token_digest_key').on(t.tokenDigest),
    uniqueIndex('access_tokens_owner_key').on(t.ownerType, t.ownerId),
  ],
);
