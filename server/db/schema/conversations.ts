import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { contactInboxes, contacts } from './contacts.ts';
import { inboxes } from './inboxes.ts';
import { teams } from './teams.ts';
import { slaPolicies } from './slaPolicies.ts';
import { users } from './users.ts';

export const conversations = pgTable(
  'conversations',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** Per-account number the API and UI use (taken under the account row lock). */
    displayId: integer('display_id').notNull(),
    uuid: uuid('uuid').notNull().defaultRandom(),
    inboxId: integer('inbox_id')
      .notNull()
      .references(() => inboxes.id, { onDelete: 'cascade' }),
    contactId: integer('contact_id')
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    contactInboxId: integer('contact_inbox_id').references(() => contactInboxes.id, { onDelete: 'set null' }),
    /** 0 open, 1 resolved, 2 pending, 3 snoozed. */
    status: integer('status').notNull().default(0),
    assigneeId: integer('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    teamId: integer('team_id').references(() => teams.id, { onDelete: 'set null' }),
    /** 0 low … 3 urgent, null none. */
    priority: integer('priority'),
    /** The SLA policy applied (its applied_slas row holds the status); null: none. */
    slaPolicyId: integer('sla_policy_id').references(() => slaPolicies.id, { onDelete: 'set null' }),
    muted: boolean('muted').notNull().default(false),
    labels: text('labels')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    identifier: varchar('identifier', { length: 255 }),
    additionalAttributes: jsonb('additional_attributes')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    customAttributes: jsonb('custom_attributes')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    contactLastSeenAt: timestamp('contact_last_seen_at', { withTimezone: true }),
    agentLastSeenAt: timestamp('agent_last_seen_at', { withTimezone: true }),
    assigneeLastSeenAt: timestamp('assignee_last_seen_at', { withTimezone: true }),
    firstReplyCreatedAt: timestamp('first_reply_created_at', { withTimezone: true }),
    waitingSince: timestamp('waiting_since', { withTimezone: true }),
    snoozedUntil: timestamp('snoozed_until', { withTimezone: true }),
    /** Merged into this conversation of the account (its display id); null: not merged (conversationMerges.ts). */
    mergedIntoDisplayId: integer('merged_into_display_id'),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('conversations_account_display_key').on(t.accountId, t.displayId),
    /** Email replies find their conversation by reply+<uuid>@ (Chatwoot's unique index). */
    uniqueIndex('conversations_uuid_key').on(t.uuid),
    index('conversations_list_idx').on(t.accountId, t.inboxId, t.status, t.assigneeId),
    index('conversations_activity_idx').on(t.accountId, t.lastActivityAt),
    /** The "mine" tab: a member's conversations of one status by activity (none assigned is found at once). */
    index('conversations_assignee_activity_idx').on(t.accountId, t.assigneeId, t.status, t.lastActivityAt),
    index('conversations_contact_idx').on(t.contactId),
    index('conversations_labels_idx').using('gin', t.labels),
    /** Reports: conversations created in a range, scoped by assignee/inbox/team, from the index alone. */
    index('conversations_report_idx').on(t.accountId, t.createdAt, t.assigneeId, t.inboxId, t.teamId),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    inboxId: integer('inbox_id')
      .notNull()
      .references(() => inboxes.id, { onDelete: 'cascade' }),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    /** 0 incoming, 1 outgoing, 2 activity, 3 template. */
    messageType: integer('message_type').notNull(),
    /** 0 text … see common/contracts/conversations.ts. */
    contentType: integer('content_type').notNull().default(0),
    content: text('content'),
    contentAttributes: jsonb('content_attributes')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    private: boolean('private').notNull().default(false),
    /** 0 sent, 1 delivered, 2 read, 3 failed. */
    status: integer('status').notNull().default(0),
    sourceId: varchar('source_id', { length: 255 }),
    senderType: varchar('sender_type', { length: 32 }),
    senderId: integer('sender_id'),
    /** The client's id for its send (echo_id): the same sender repeating it in the conversation writes nothing. */
    echoId: varchar('echo_id', { length: 100 }),
    externalSourceIds: jsonb('external_source_ids')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    additionalAttributes: jsonb('additional_attributes')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /**
     * The conversation the message was first written in, once a merge or a split moved it (null: never moved).
     * Reports count it there, so moving messages never counts them twice.
     */
    mergedFromConversationId: integer('merged_from_conversation_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('messages_merged_from_idx')
      .on(t.mergedFromConversationId)
      .where(sql`${t.mergedFromConversationId} IS NOT NULL`),
    index('messages_conversation_idx').on(t.conversationId, t.id),
    index('messages_account_created_idx').on(t.accountId, t.createdAt, t.messageType),
    /** Reports: incoming/outgoing messages created in a range, scoped by inbox/sender, from the index alone. */
    index('messages_report_idx').on(
      t.accountId,
      t.messageType,
      t.createdAt,
      t.private,
      t.inboxId,
      t.senderType,
      t.senderId,
      t.conversationId,
    ),
    // Unread counts and the last incoming time read only a conversation's public incoming messages.
    index('messages_incoming_idx')
      .on(t.conversationId, t.createdAt)
      .where(sql`${t.messageType} = 0 AND NOT ${t.private}`),
    uniqueIndex('messages_inbox_source_key').on(t.inboxId, t.sourceId),
    // Exactly once: a client's retry (same conversation, sender and echo_id) finds the first write.
    uniqueIndex('messages_echo_key')
      .on(t.conversationId, t.senderType, t.senderId, t.echoId)
      .where(sql`${t.echoId} IS NOT NULL`),
  ],
);
