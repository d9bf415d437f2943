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
import type { TAudience } from '../../events/audience.ts';
import { accounts } from './accounts.ts';

/**
 * The transactional event log: one row per change anyone must hear about,
 * written in the same transaction as the change, without a `seq`. Once the
 * transaction has committed, the sequencer (server/events/sequencer.ts) numbers
 * the account's committed rows under the account row's lock, so `seq` order is
 * the order in which changes became visible and no writer waits for another.
 */
export const events = pgTable(
  'events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** Per-account position; null until the sequencer has numbered the committed row. */
    seq: bigint('seq', { mode: 'number' }),
    name: varchar('name', { length: 64 }).notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    /** Who may receive it (see server/events/audience.ts). */
    audience: jsonb('audience').$type<TAudience>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('events_account_seq_key').on(t.accountId, t.seq),
    index('events_created_at_idx').on(t.createdAt),
    index('events_unsequenced_idx')
      .on(t.accountId, t.id)
      .where(sql`${t.seq} IS NULL`),
  ],
);

/**
 * How far the consumer dispatcher (server/events/dispatcher.ts) has read each account's event log:
 * every event up to `seq` has become a job for each consumer that wants it. Pruning never removes an
 * event past this point.
 */
export const eventDispatch = pgTable('event_dispatch', {
  accountId: integer('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  seq: bigint('seq', { mode: 'number' }).notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
