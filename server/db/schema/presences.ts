import { integer, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';

/** Agents' and visitors' last heartbeat, shared by every node (online = seen within 60 s). */
export const presences = pgTable(
  'presences',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    ownerType: varchar('owner_type', { length: 16 }).notNull(),
    ownerId: integer('owner_id').notNull(),
    /** The node holding the socket, so one node's closing tab does not hide another's. */
    nodeId: varchar('node_id', { length: 64 }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('presences_owner_key').on(t.accountId, t.ownerType, t.ownerId, t.nodeId)],
);
