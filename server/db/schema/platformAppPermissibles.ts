import { index, integer, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { platformApps } from './platformApps.ts';

/**
 * The objects a platform app created, the only ones it may reach (Chatwoot's platform_app_permissibles).
 * `permissible_type` is 'User', 'Account' or 'AgentBot'; rows of deleted objects are removed with them.
 */
export const platformAppPermissibles = pgTable(
  'platform_app_permissibles',
  {
    id: serial('id').primaryKey(),
    platformAppId: integer('platform_app_id')
      .notNull()
      .references(() => platformApps.id, { onDelete: 'cascade' }),
    permissibleType: varchar('permissible_type', { length: 32 }).notNull(),
    permissibleId: integer('permissible_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('platform_app_permissibles_key').on(t.platformAppId, t.permissibleType, t.permissibleId),
    index('platform_app_permissibles_object_idx').on(t.permissibleType, t.permissibleId),
  ],
);
