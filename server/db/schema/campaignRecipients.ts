import {
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { campaigns } from './campaigns.ts';
import { contacts } from './contacts.ts';
import { inboxes } from './inboxes.ts';

/**
 * One contact of a one-off campaign's audience and how its message fared: pending (not sent yet), sending
 * (handed to the provider; a crash here is never retried), sent, delivered, read, failed. Unique per
 * (campaign, contact), so resolving the audience again inserts nobody twice.
 */
export const campaignRecipients = pgTable(
  'campaign_recipients',
  {
    id: serial('id').primaryKey(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    contactId: integer('contact_id')
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    status: varchar('status', { length: 16 }).notNull().default('pending'),
    /** The message recorded in the contact's conversation (null until sent). */
    messageId: integer('message_id'),
    providerMessageId: varchar('provider_message_id', { length: 255 }),
    errorCode: varchar('error_code', { length: 64 }),
    error: text('error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('campaign_recipients_campaign_contact_key').on(t.campaignId, t.contactId),
    index('campaign_recipients_campaign_status_idx').on(t.campaignId, t.status, t.id),
    index('campaign_recipients_message_idx').on(t.messageId),
  ],
);

/** A one-off campaign's run: its row is the claim (inserted once across nodes), finished_at its end. */
export const campaignLaunches = pgTable('campaign_launches', {
  campaignId: integer('campaign_id')
    .primaryKey()
    .references(() => campaigns.id, { onDelete: 'cascade' }),
  accountId: integer('account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
});

/** Per-inbox send pace across campaigns and nodes: the next instant a campaign message may leave. */
export const campaignSendSlots = pgTable(
  'campaign_send_slots',
  {
    inboxId: integer('inbox_id')
      .notNull()
      .references(() => inboxes.id, { onDelete: 'cascade' }),
    nextAt: timestamp('next_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.inboxId] })],
);
