import { boolean, index, integer, pgTable, serial, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { customRoles } from './customRoles.ts';
import { users } from './users.ts';

/** Membership and role per account: users have no global role. */
export const accountUsers = pgTable(
  'account_users',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 0 agent, 1 administrator. */
    role: integer('role').notNull().default(0),
    customRoleId: integer('custom_role_id').references(() => customRoles.id, { onDelete: 'set null' }),
    inviterId: integer('inviter_id').references(() => users.id, { onDelete: 'set null' }),
    /** 0 online, 1 offline, 2 busy. */
    availability: integer('availability').notNull().default(0),
    autoOffline: boolean('auto_offline').notNull().default(true),
    /** What auto-offline replaced when the agent's last tab closed; restored when a tab connects again. */
    availabilityBeforeAutoOffline: integer('availability_before_auto_offline'),
    activeAt: timestamp('active_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('account_users_account_user_key').on(t.accountId, t.userId),
    index('account_users_user_idx').on(t.userId),
  ],
);
