import { pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/** A Platform API client of the installation (Chatwoot's platform_apps): it provisions users, accounts and bots. */
export const platformApps = pgTable(
  'platform_apps',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 255 }).notNull(),
    /** SHA-256 hex of the app's `api_access_token`; the token itself is shown once, at creation. */
    tokenDigest: varchar('token_digest', { length: 64 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('platform_apps_token_digest_key').on(t.tokenDigest)],
);
