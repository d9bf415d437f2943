import { index, integer, jsonb, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { TAutomationAction } from '../../../common/contracts/automation.ts';
import { accounts } from './accounts.ts';
import { users } from './users.ts';

/** Chatwoot's macros: an ordered list of actions an agent runs on conversations; personal (0) or global (1). */
export const macros = pgTable(
  'macros',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 255 }).notNull(),
    visibility: integer('visibility').notNull().default(0),
    actions: jsonb('actions')
      .$type<TAutomationAction[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    updatedById: integer('updated_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('macros_account_idx').on(t.accountId)],
);
