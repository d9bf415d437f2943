import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { users } from './users.ts';

/** A channel instance. `channel_type` + `channel_id` point at one channel_* row (Chatwoot's polymorphic channel). */
export const inboxes = pgTable(
  'inboxes',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 255 }).notNull(),
    /** Chatwoot's class names: Channel::WebWidget, Channel::Api, Channel::Email, Channel::Sms, Channel::TwilioSms, Channel::Whatsapp, Channel::Line, Channel::Telegram, Channel::FacebookPage, Channel::Instagram, Channel::TwitterProfile. */
    channelType: varchar('channel_type', { length: 64 }).notNull(),
    channelId: integer('channel_id').notNull(),
    avatarKey: varchar('avatar_key', { length: 255 }),
    greetingEnabled: boolean('greeting_enabled').notNull().default(false),
    greetingMessage: text('greeting_message'),
    enableAutoAssignment: boolean('enable_auto_assignment').notNull().default(true),
    autoAssignmentConfig: jsonb('auto_assignment_config')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    enableEmailCollect: boolean('enable_email_collect').notNull().default(true),
    csatSurveyEnabled: boolean('csat_survey_enabled').notNull().default(false),
    csatConfig: jsonb('csat_config')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    workingHoursEnabled: boolean('working_hours_enabled').notNull().default(false),
    outOfOfficeMessage: text('out_of_office_message'),
    timezone: varchar('timezone', { length: 64 }).notNull().default('UTC'),
    allowMessagesAfterResolved: boolean('allow_messages_after_resolved').notNull().default(true),
    lockToSingleConversation: boolean('lock_to_single_conversation').notNull().default(false),
    senderNameType: integer('sender_name_type').notNull().default(0),
    businessName: varchar('business_name', { length: 255 }),
    portalId: integer('portal_id'),
    /** Set by DELETE inboxes/{id}: hidden at once, its rows removed in batches by the inbox_delete job. */
    deletingAt: timestamp('deleting_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('inboxes_account_idx').on(t.accountId),
    uniqueIndex('inboxes_channel_key').on(t.channelType, t.channelId),
  ],
);

/** Which agents work an inbox (and so see its conversations). */
export const inboxMembers = pgTable(
  'inbox_members',
  {
    id: serial('id').primaryKey(),
    inboxId: integer('inbox_id')
      .notNull()
      .references(() => inboxes.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Auto-assignment capacity: at most this many open conversations of the inbox; null is no limit. */
    maxOpenConversations: integer('max_open_conversations'),
    /** When auto-assignment last gave this member a conversation of the inbox: the round-robin order. */
    lastAssignedAt: timestamp('last_assigned_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('inbox_members_inbox_user_key').on(t.inboxId, t.userId),
    index('inbox_members_user_idx').on(t.userId),
  ],
);

export const workingHours = pgTable(
  'working_hours',
  {
    id: serial('id').primaryKey(),
    inboxId: integer('inbox_id')
      .notNull()
      .references(() => inboxes.id, { onDelete: 'cascade' }),
    dayOfWeek: integer('day_of_week').notNull(),
    closedAllDay: boolean('closed_all_day').notNull().default(false),
    openAllDay: boolean('open_all_day').notNull().default(false),
    openHour: integer('open_hour'),
    openMinutes: integer('open_minutes'),
    closeHour: integer('close_hour'),
    closeMinutes: integer('close_minutes'),
  },
  (t) => [uniqueIndex('working_hours_inbox_day_key').on(t.inboxId, t.dayOfWeek)],
);
