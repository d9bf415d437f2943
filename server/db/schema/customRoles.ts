import { sql } from 'drizzle-orm';
import { integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';

export const customRoles = pgTable(
  'custom_roles',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 255 }).notNull(),
    description: text('description'),
    permissions: text('permissions')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /**
     * Beyond Chatwoot: the inboxes the role's holders may see conversations of (within their own inbox
     * memberships); null, every inbox they belong to. Applied in the query layer (visibleTo) and to sockets.
     */
    inboxIds: integer('inbox_ids').array(),
    /**
     * Beyond Chatwoot: the teams the role's holders may see conversations of; null, no team narrowing.
     * With an inbox scope too, a conversation must match both. Applied with the inbox scope.
     */
    teamIds: integer('team_ids').array(),
    /**
     * Beyond Chatwoot: the report areas (common/permissions.ts REPORT_AREAS) `report_manage` opens;
     * null, every area.
     */
    reportAreas: text('report_areas').array(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('custom_roles_account_name_key').on(t.accountId, t.name)],
);
