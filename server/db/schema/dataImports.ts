import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { users } from './users.ts';

/**
 * Contact imports and exports. Files live in the row (never under the public /uploads), so any node can
 * serve them and only the account's members can download them.
 */
export const dataImports = pgTable(
  'data_imports',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** 'contacts' (import) or 'contacts_export'. */
    dataType: varchar('data_type', { length: 32 }).notNull().default('contacts'),
    /** pending 0, processing 1, completed 2, failed 3. */
    status: integer('status').notNull().default(0),
    fileName: varchar('file_name', { length: 255 }),
    /** The uploaded CSV (imports) or the written CSV (exports). */
    fileContent: text('file_content'),
    /** Rows that could not be imported, with a reason column. */
    failedRecordsCsv: text('failed_records_csv'),
    /** Export: the filter payload (null = all contacts). */
    filters: jsonb('filters').$type<unknown>(),
    totalRecords: integer('total_records').notNull().default(0),
    processedRecords: integer('processed_records').notNull().default(0),
    failedRecords: integer('failed_records').notNull().default(0),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [index('data_imports_account_idx').on(t.accountId, t.createdAt)],
);
