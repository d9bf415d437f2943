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
import { inboxes } from './inboxes.ts';
import { users } from './users.ts';

/** Proactive messages of an inbox: ongoing (website triggers) or one-off (SMS audiences). */
export const campaigns = pgTable(
  'campaigns',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    inboxId: integer('inbox_id')
      .notNull()
      .references(() => inboxes.id, { onDelete: 'cascade' }),
    /** Per-account number the API addresses the campaign by. */
    displayId: integer('display_id').notNull(),
    title: varchar('title', { length: 255 }).notNull(),
    description: text('description'),
    message: text('message').notNull(),
    senderId: integer('sender_id').references(() => users.id, { onDelete: 'set null' }),
    enabled: boolean('enabled').notNull().default(true),
    /** ongoing 0, one_off 1. */
    campaignType: integer('campaign_type').notNull().default(0),
    /** active 0, completed 1. */
    campaignStatus: integer('campaign_status').notNull().default(0),
    triggerRules: jsonb('trigger_rules')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    triggerOnlyDuringBusinessHours: boolean('trigger_only_during_business_hours').notNull().default(false),
    audience: jsonb('audience')
      .$type<unknown[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** WhatsApp one-off campaigns: the template and its values (the message API's template_params shape). */
    templateParams: jsonb('template_params')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('campaigns_account_display_key').on(t.accountId, t.displayId),
    index('campaigns_inbox_idx').on(t.inboxId),
  ],
);
