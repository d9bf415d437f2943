import { index, integer, numeric, pgTable, timestamp, unique, varchar } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { inboxes } from './inboxes.ts';

/**
 * reporting_events summed per UTC day, event name, inbox and credited user: what long reports read for
 * the whole days of a range (raw rows only for the partial days at its ends and the shorter side of a day a
 * local bucket boundary or the current period's start falls inside, docs/REPORTS.md "Rollups"). A day, not an hour:
 * an hour holds about as many (inbox, user) groups as rows, a day a few per group. Kept by the same door
 * that writes reporting_events (reportingEvents.repo.ts), in the same transaction, by the difference each
 * write makes; migration 0039 built them per hour for the rows already there, 0064 per day. Sums are `numeric` so adding and taking back a row's value
 * leaves no rounding behind: rebuilding from reporting_events gives exactly what was kept
 * (reportingRollups.db.test.ts). A row whose count fell to 0 stays (its sums are 0) and is reused.
 * `user_id` has no foreign key: reporting_events forgets a deleted user (set null) and the rollup keeps
 * the id, which no report can ask for (reports name members only) and account-wide sums do not see.
 */
export const reportingEventRollups = pgTable(
  'reporting_event_rollups',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 40 }).notNull(),
    /** The UTC midnight the day starts at. */
    day: timestamp('day', { withTimezone: true }).notNull(),
    inboxId: integer('inbox_id').references(() => inboxes.id, { onDelete: 'cascade' }),
    userId: integer('user_id'),
    count: integer('count').notNull(),
    valueSum: numeric('value_sum').notNull(),
    valueInBusinessHoursSum: numeric('value_in_business_hours_sum').notNull(),
  },
  (t) => [
    unique('reporting_event_rollups_key').on(t.accountId, t.name, t.day, t.inboxId, t.userId).nullsNotDistinct(),
    index('reporting_event_rollups_inbox_idx').on(t.inboxId),
  ],
);
