import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { categories } from './categories.ts';
import { portals } from './portals.ts';
import { users } from './users.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export interface TArticleMeta {
  title?: string;
  description?: string;
  tags?: string[];
}

/**
 * A help-centre article. `content` is sanitised HTML (what the TipTap editor produces). `search_vector` is
 * written with the text-search configuration of the article's language (`search_config`, 'simple' where
 * PostgreSQL has none), so public search stems Arabic as Arabic and English as English.
 */
export const articles = pgTable(
  'articles',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    portalId: integer('portal_id')
      .notNull()
      .references(() => portals.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'set null' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    locale: varchar('locale', { length: 16 }).notNull().default('en'),
    title: varchar('title', { length: 255 }).notNull(),
    slug: varchar('slug', { length: 255 }).notNull(),
    content: text('content').notNull().default(''),
    description: text('description'),
    /** 0 draft, 1 published, 2 archived (Chatwoot's enum). */
    status: smallint('status').notNull().default(0),
    position: integer('position').notNull().default(0),
    views: integer('views').notNull().default(0),
    meta: jsonb('meta')
      .$type<TArticleMeta>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    associatedArticleId: integer('associated_article_id').references((): AnyPgColumn => articles.id, {
      onDelete: 'set null',
    }),
    searchConfig: varchar('search_config', { length: 32 }).notNull().default('simple'),
    searchVector: tsvector('search_vector')
      .notNull()
      .default(sql`''::tsvector`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('articles_portal_slug_key').on(t.portalId, t.slug),
    index('articles_portal_locale_status_idx').on(t.portalId, t.locale, t.status, t.position),
    // Status before position: a category's published list and its published count read the index alone.
    index('articles_category_idx').on(t.categoryId, t.status, t.position),
    // The public page's translations (either side of associated_article_id) without a scan of the portal.
    index('articles_associated_idx')
      .on(t.associatedArticleId)
      .where(sql`${t.associatedArticleId} IS NOT NULL`),
    index('articles_author_idx').on(t.authorId),
    index('articles_search_idx').using('gin', t.searchVector),
  ],
);
