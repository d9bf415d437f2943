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

export const contacts = pgTable(
  'contacts',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 255 }).notNull().default(''),
    middleName: varchar('middle_name', { length: 255 }),
    lastName: varchar('last_name', { length: 255 }),
    email: varchar('email', { length: 255 }),
    phoneNumber: varchar('phone_number', { length: 32 }),
    identifier: varchar('identifier', { length: 255 }),
    avatarKey: varchar('avatar_key', { length: 255 }),
    additionalAttributes: jsonb('additional_attributes')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    customAttributes: jsonb('custom_attributes')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** 0 visitor, 1 lead, 2 customer. */
    contactType: integer('contact_type').notNull().default(0),
    location: varchar('location', { length: 255 }),
    countryCode: varchar('country_code', { length: 8 }),
    blocked: boolean('blocked').notNull().default(false),
    /** Set once a visitor presented a valid identifier_hash for this contact's identifier (widget or client API). */
    identityVerified: boolean('identity_verified').notNull().default(false),
    /** Label titles (Chatwoot's taggings with context labels), GIN indexed for the labels view. */
    labels: text('labels')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }),
    /** Set when the person was erased (POST …/erase): the row is a tombstone that keeps reports' counts. */
    erasedAt: timestamp('erased_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('contacts_account_email_key').on(t.accountId, sql`lower(${t.email})`),
    uniqueIndex('contacts_account_identifier_key').on(t.accountId, t.identifier),
    uniqueIndex('contacts_account_phone_key').on(t.accountId, t.phoneNumber),
    index('contacts_account_activity_idx').on(t.accountId, sql`${t.lastActivityAt} DESC NULLS LAST`),
    index('contacts_account_created_idx').on(t.accountId, t.createdAt),
    index('contacts_account_name_idx').on(t.accountId, sql`lower(${t.name})`),
    index('contacts_labels_idx').using('gin', t.labels),
  ],
);

/** A contact's identity inside one inbox (visitor session, phone number, PSID…); its pubsub_token is the visitor's realtime key. */
export const contactInboxes = pgTable(
  'contact_inboxes',
  {
    id: serial('id').primaryKey(),
    contactId: integer('contact_id')
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    inboxId: integer('inbox_id')
      .notNull()
      .references(() => inboxes.id, { onDelete: 'cascade' }),
    sourceId: varchar('source_id', { length: 255 }).notNull(),
    pubsubToken: varchar('pubsub_token', { length: 64 }).notNull(),
    hmacVerified: boolean('hmac_verified').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('contact_inboxes_inbox_source_key').on(t.inboxId, t.sourceId),
    uniqueIndex('contact_inboxes_pubsub_key').on(t.pubsubToken),
    index('contact_inboxes_contact_idx').on(t.contactId),
  ],
);
