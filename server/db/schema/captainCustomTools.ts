import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';

/** One parameter the model fills for a custom tool. */
export interface TCaptainToolParam {
  name: string;
  type: 'string' | 'number' | 'boolean';
  description: string;
  required: boolean;
}

/**
 * A team's own HTTP tool an assistant may call (Chatwoot's captain_custom_tools, at most 15 an account). The
 * secret part of `auth_config` is sealed; the model sees only title, description and parameters. Calls go
 * through the outbound guard.
 */
export const captainCustomTools = pgTable(
  'captain_custom_tools',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    slug: varchar('slug', { length: 64 }).notNull(),
    title: varchar('title', { length: 255 }).notNull(),
    description: text('description').notNull().default(''),
    httpMethod: varchar('http_method', { length: 8 }).notNull().default('GET'),
    endpointUrl: text('endpoint_url').notNull(),
    authType: varchar('auth_type', { length: 16 }).notNull().default('none'),
    /** Sealed JSON (lib/crypto): token, username/password, or header name and key. */
    authConfig: text('auth_config'),
    paramSchema: jsonb('param_schema')
      .$type<TCaptainToolParam[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    requestTemplate: text('request_template'),
    responseTemplate: text('response_template'),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('captain_custom_tools_account_idx').on(t.accountId),
    uniqueIndex('captain_custom_tools_slug_key').on(t.accountId, t.slug),
  ],
);
