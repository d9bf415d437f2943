import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';

/**
 * Background jobs (imports, exports, webhook and provider deliveries, snooze wake-ups): enqueued in the
 * caller's transaction, so a rolled-back change queues nothing; taken with SKIP LOCKED by any node.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 64 }).notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    /** queued → running → done | failed (after the last attempt). */
    status: varchar('status', { length: 16 }).notNull().default('queued'),
    /** Optional de-duplication key: one queued job per key (e.g. `snooze:42`). */
    dedupeKey: varchar('dedupe_key', { length: 255 }),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('jobs_due_idx')
      .on(t.runAt)
      .where(sql`${t.status} = 'queued'`),
    uniqueIndex('jobs_dedupe_key')
      .on(t.dedupeKey)
      .where(sql`${t.status} = 'queued'`),
  ],
);
