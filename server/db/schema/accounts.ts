import { sql } from 'drizzle-orm';
import { bigint, integer, jsonb, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';

export const accounts = pgTable('accounts', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 255 }).notNull(),
  locale: varchar('locale', { length: 10 }).notNull().default('en'),
  domain: varchar('domain', { length: 255 }),
  supportEmail: varchar('support_email', { length: 255 }),
  autoResolveDuration: integer('auto_resolve_duration'),
  /** 0 active, 1 suspended. */
  status: integer('status').notNull().default(0),
  features: jsonb('features')
    .$type<Record<string, boolean>>()
    .notNull()
    .default(sql`'{}'::jsonb`),
  limits: jsonb('limits')
    .$type<Record<string, number | null>>()
    .notNull()
    .default(sql`'{}'::jsonb`),
  customAttributes: jsonb('custom_attributes')
    .$type<Record<string, unknown>>()
    .notNull()
    .default(sql`'{}'::jsonb`),
  settings: jsonb('settings')
    .$type<Record<string, unknown>>()
    .notNull()
    .default(sql`'{}'::jsonb`),
  /** Milliseconds stamps of the last change to each cached model list (label, inbox, team). */
  cacheKeys: jsonb('cache_keys')
    .$type<Record<string, number>>()
    .notNull()
    .default(sql`'{}'::jsonb`),
  internalNote: text('internal_note'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  /** Reserved for the per-account event sequence (realtime issue). */
  lastEventSeq: bigint('last_event_seq', { mode: 'number' }).notNull().default(0),
  /** Last conversation display_id handed out in this account. */
  lastDisplayId: integer('last_display_id').notNull().default(0),
});
