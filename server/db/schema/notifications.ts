import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { users } from './users.ts';

/**
 * In-app notifications (Chatwoot's notifications table), one row per user, conversation and type.
 * notification_type 1…8, see common/notifications.ts.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    notificationType: integer('notification_type').notNull(),
    primaryActorType: varchar('primary_actor_type', { length: 32 }).notNull(),
    primaryActorId: integer('primary_actor_id').notNull(),
    secondaryActorType: varchar('secondary_actor_type', { length: 32 }),
    secondaryActorId: integer('secondary_actor_id'),
    meta: jsonb('meta')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    readAt: timestamp('read_at', { withTimezone: true }),
    snoozedUntil: timestamp('snoozed_until', { withTimezone: true }),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** The latest event that refreshed it: an event not newer than this changes nothing (replays are no-ops). */
    sourceEventId: bigint('source_event_id', { mode: 'number' }),
  },
  (t) => [
    index('notifications_user_account_idx').on(t.userId, t.accountId, t.snoozedUntil, t.readAt),
    /** Grouped per conversation: a new event refreshes the user's row of that type (notify.ts). */
    uniqueIndex('notifications_user_actor_type_key').on(
      t.userId,
      t.accountId,
      t.primaryActorType,
      t.primaryActorId,
      t.notificationType,
    ),
  ],
);
