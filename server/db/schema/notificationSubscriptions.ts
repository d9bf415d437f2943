import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * A user's push device (Chatwoot's notification_subscriptions): subscription_type 1 browser_push (web push:
 * endpoint, p256dh, auth), 2 fcm. The identifier (the push endpoint) is unique across users: one browser
 * belongs to whoever subscribed it last.
 */
export const notificationSubscriptions = pgTable(
  'notification_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subscriptionType: integer('subscription_type').notNull(),
    subscriptionAttributes: jsonb('subscription_attributes').$type<Record<string, string>>().notNull(),
    identifier: text('identifier').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('notification_subscriptions_identifier_key').on(t.identifier),
    index('notification_subscriptions_user_idx').on(t.userId),
  ],
);
