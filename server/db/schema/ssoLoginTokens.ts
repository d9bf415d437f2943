import { index, integer, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * One-time sign-in links (the Platform API's `users/{id}/login`): only a SHA-256 of the token is kept, it
 * expires in minutes and the row is deleted when it is used, so a link signs in once.
 */
export const ssoLoginTokens = pgTable(
  'sso_login_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sso_login_tokens_hash_key').on(t.tokenHash), index('sso_login_tokens_user_idx').on(t.userId)],
);
