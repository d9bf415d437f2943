import { sql } from 'drizzle-orm';
import { bigint, integer, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { users } from './users.ts';

/**
 * Per channel (email, push), agent and conversation: what was last delivered, so every node agrees.
 * `sent_at` starts the email throttle window; `suppressed` counts the notifications held back in it (the
 * next mail tells them); `last_activity_at` and `recent_event_ids` make a stale or repeated event deliver nothing.
 */
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    channel: varchar('channel', { length: 8 }).notNull(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    actorType: varchar('actor_type', { length: 32 }).notNull(),
    actorId: integer('actor_id').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    suppressed: integer('suppressed').notNull().default(0),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull(),
    /** The events handled last (at most RECENT_EVENTS): their jobs may run in any order, and again after a crash. */
    recentEventIds: bigint('recent_event_ids', { mode: 'number' })
      .array()
      .notNull()
      .default(sql`'{}'::bigint[]`),
  },
  (t) => [primaryKey({ columns: [t.channel, t.accountId, t.userId, t.actorType, t.actorId] })],
);
