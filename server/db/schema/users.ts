import { sql } from 'drizzle-orm';
import { integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 255 }).notNull(),
    displayName: varchar('display_name', { length: 255 }),
    email: varchar('email', { length: 255 }).notNull(),
    encryptedPassword: text('encrypted_password'),
    pubsubToken: varchar('pubsub_token', { length: 64 }).notNull(),
    /** 0 online, 1 offline, 2 busy: the user's default availability. */
    availability: integer('availability').notNull().default(0),
    uiSettings: jsonb('ui_settings')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    customAttributes: jsonb('custom_attributes')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** 'SuperAdmin' for installation operators, null for everyone else. */
    type: varchar('type', { length: 32 }),
    messageSignature: text('message_signature'),
    avatarKey: varchar('avatar_key', { length: 255 }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    confirmationTokenHash: varchar('confirmation_token_hash', { length: 64 }),
    confirmationSentAt: timestamp('confirmation_sent_at', { withTimezone: true }),
    resetPasswordTokenHash: varchar('reset_password_token_hash', { length: 64 }),
    resetPasswordSentAt: timestamp('reset_password_sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_pubsub_token_key').on(t.pubsubToken),
    uniqueIndex('users_reset_token_key').on(t.resetPasswordTokenHash),
    uniqueIndex('users_confirmation_token_key').on(t.confirmationTokenHash),
  ],
);
