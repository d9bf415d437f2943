import { index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { users } from './users.ts';

/**
 * "Sign in with X" in flight (Chatwoot keeps this in Redis): X's request token, who asked for it in which
 * account, and the token's secret sealed (it signs the access-token step). The callback takes the row by the
 * token X sends back, once; rows expire in 15 minutes.
 */
export const twitterOauthRequests = pgTable(
  'twitter_oauth_requests',
  {
    oauthToken: varchar('oauth_token', { length: 255 }).primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenSecret: text('token_secret').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('twitter_oauth_requests_expires_idx').on(t.expiresAt)],
);
