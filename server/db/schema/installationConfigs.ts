import { jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Instance-wide settings (Chatwoot's installation_configs). */
export const installationConfigs = pgTable('installation_configs', {
  name: varchar('name', { length: 255 }).primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
