import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { inboxes } from './inboxes.ts';

/**
 * A connected integration app (Chatwoot's integrations_hooks): `app_id` names an app of the registry
 * (server/features/integrations/apps.ts), whose schema validated `settings`. Secret settings and the
 * OAuth access token are sealed (lib/crypto.ts sealSecret, bound to the account and app) and never
 * returned by the API. hook_type account 0, inbox 1; status disabled 0, enabled 1 (Chatwoot's values).
 */
export const integrationHooks = pgTable(
  'integration_hooks',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    inboxId: integer('inbox_id').references(() => inboxes.id, { onDelete: 'cascade' }),
    appId: varchar('app_id', { length: 64 }).notNull(),
    hookType: integer('hook_type').notNull().default(0),
    status: integer('status').notNull().default(1),
    /** The third party's id of what the hook points at (a Slack channel, a Shopify store…). */
    referenceId: varchar('reference_id', { length: 255 }),
    /** The settings the app's schema allows, secrets excepted. */
    settings: jsonb('settings')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** The secret settings as one sealed JSON object. */
    sealedSecrets: text('sealed_secrets'),
    /** An OAuth access token, sealed. */
    sealedAccessToken: text('sealed_access_token'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('integration_hooks_account_app_idx').on(t.accountId, t.appId)],
);
