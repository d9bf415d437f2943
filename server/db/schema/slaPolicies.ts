import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';

/**
 * Chatwoot's sla_policies: an account's service targets. Each threshold is in seconds (null: no target
 * of that kind); with only_during_business_hours the clock runs only inside the inbox's working hours.
 */
export const slaPolicies = pgTable(
  'sla_policies',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 255 }).notNull(),
    description: text('description'),
    firstResponseTimeThreshold: doublePrecision('first_response_time_threshold'),
    nextResponseTimeThreshold: doublePrecision('next_response_time_threshold'),
    resolutionTimeThreshold: doublePrecision('resolution_time_threshold'),
    onlyDuringBusinessHours: boolean('only_during_business_hours').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sla_policies_account_idx').on(t.accountId)],
);
