import { sql } from 'drizzle-orm';
import { integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';

/** Custom attribute definitions: attribute_model 0 conversation, 1 contact; display type 0 text … 7 checkbox. */
export const customAttributeDefinitions = pgTable(
  'custom_attribute_definitions',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    attributeDisplayName: varchar('attribute_display_name', { length: 255 }).notNull(),
    attributeKey: varchar('attribute_key', { length: 255 }).notNull(),
    attributeDisplayType: integer('attribute_display_type').notNull().default(0),
    attributeModel: integer('attribute_model').notNull().default(0),
    attributeDescription: text('attribute_description'),
    attributeValues: jsonb('attribute_values')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    defaultValue: text('default_value'),
    regexPattern: varchar('regex_pattern', { length: 255 }),
    regexCue: varchar('regex_cue', { length: 255 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('custom_attribute_definitions_key').on(t.accountId, t.attributeModel, t.attributeKey)],
);
