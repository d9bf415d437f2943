import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';

/**
 * A help centre (Chatwoot's portals). The slug names it in public URLs across the installation, so it is
 * unique everywhere; a custom domain serves it by Host header. Chatwoot keeps allowed_locales and
 * default_locale in a `config` jsonb; they are columns here (the API still answers `config`).
 */
export const portals = pgTable(
  'portals',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 255 }).notNull(),
    slug: varchar('slug', { length: 255 }).notNull(),
    customDomain: varchar('custom_domain', { length: 255 }),
    color: varchar('color', { length: 16 }).notNull().default('#1f93ff'),
    homepageLink: text('homepage_link'),
    pageTitle: varchar('page_title', { length: 255 }),
    headerText: text('header_text'),
    /** An uploads key (POST …/upload answers it as blob_id). */
    logoKey: varchar('logo_key', { length: 255 }),
    archived: boolean('archived').notNull().default(false),
    allowedLocales: text('allowed_locales')
      .array()
      .notNull()
      .default(sql`ARRAY['en']::text[]`),
    defaultLocale: varchar('default_locale', { length: 16 }).notNull().default('en'),
    /** Allowed locales still being translated: listed to agents, hidden from the public portal (Chatwoot's). */
    draftLocales: text('draft_locales')
      .array()
      .notNull()
      .default(sql`ARRAY[]::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('portals_slug_key').on(sql`lower(${t.slug})`),
    uniqueIndex('portals_custom_domain_key').on(sql`lower(${t.customDomain})`),
    index('portals_account_idx').on(t.accountId),
  ],
);
