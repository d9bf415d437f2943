import { index, integer, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** One row per signed-in device (devise-token-auth `client`); only a hash of the token is kept. */
export const userTokens = pgTable(
  'user_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    client: varchar('client', { length: 64 }).notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    /** The installation's super admin who opened this session as the user (impersonation), else null. */
    impersonatorId: integer('impersonator_id').references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [
    uniqueIndex('user_tokens_user_client_key').on(t.userId, t.client),
    uniqueIndex('user_tokens_client_key').on(t.client),
    index('user_tokens_expires_idx').on(t.expiresAt),
  ],
);
