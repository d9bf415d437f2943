import {
  type AnyPgColumn,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { portals } from './portals.ts';

/** A help-centre category in one locale; `associated_category_id` links the same category across locales. */
export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    portalId: integer('portal_id')
      .notNull()
      .references(() => portals.id, { onDelete: 'cascade' }),
    locale: varchar('locale', { length: 16 }).notNull().default('en'),
    name: varchar('name', { length: 255 }).notNull(),
    slug: varchar('slug', { length: 255 }).notNull(),
    description: text('description'),
    icon: varchar('icon', { length: 32 }),
    position: integer('position').notNull().default(0),
    associatedCategoryId: integer('associated_category_id').references((): AnyPgColumn => categories.id, {
      onDelete: 'set null',
    }),
    parentCategoryId: integer('parent_category_id').references((): AnyPgColumn => categories.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('categories_portal_locale_slug_key').on(t.portalId, t.locale, t.slug),
    index('categories_portal_locale_idx').on(t.portalId, t.locale, t.position),
  ],
);
