import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { inboxes } from './inboxes.ts';

/**
 * An account webhook (Chatwoot's webhooks): committed events it subscribes to are POSTed to `url`,
 * signed with `secret`. An inbox id scopes it to that inbox's events (webhook_type inbox 1, else account 0).
 */
export const webhooks = pgTable(
  'webhooks',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    inboxId: integer('inbox_id').references(() => inboxes.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 255 }),
    url: varchar('url', { length: 2048 }).notNull(),
    /** account 0, inbox 1 (Chatwoot's values). */
    webhookType: integer('webhook_type').notNull().default(0),
    /** Chatwoot's event names (message_created …). */
    subscriptions: jsonb('subscriptions')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Signs every delivery (X-Chatwoot-Signature); shown once, when the webhook is created. */
    secret: varchar('secret', { length: 64 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('webhooks_account_url_key').on(t.accountId, t.url)],
);

/**
 * One attempt of one outbound delivery (the delivery log of server/lib/outbound/delivery.ts; the last
 * 100 per target are kept). `kind` says which target: an account webhook (`webhook_id` is set too), an
 * API inbox's webhook_url (target: the inbox), an agent bot's outgoing_url, or a send_webhook_event
 * action of an automation rule or a macro (those keep `url`, since one rule may post to several).
 * `body` is what was sent, so an attempt can be redelivered.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** account_webhook, api_inbox, agent_bot, automation_rule, macro. */
    kind: varchar('kind', { length: 24 }).notNull().default('account_webhook'),
    /** The webhook, inbox, agent bot, automation rule or macro id (per kind). */
    targetId: integer('target_id').notNull(),
    /** Set for account webhooks only (their log goes with them). */
    webhookId: integer('webhook_id').references(() => webhooks.id, { onDelete: 'cascade' }),
    /** The URL posted to, kept only for automation actions (a rule may have several); never presented. */
    url: varchar('url', { length: 2048 }),
    /** X-Chatwoot-Delivery: the same on every retry and redelivery of one event. */
    deliveryId: varchar('delivery_id', { length: 36 }).notNull(),
    event: varchar('event', { length: 64 }).notNull(),
    /** 1 on the first run; a redelivery or test starts at 1 again. */
    attempt: integer('attempt').notNull(),
    /** event (from a committed event), redelivery, test. */
    trigger: varchar('trigger', { length: 16 }).notNull(),
    statusCode: integer('status_code'),
    latencyMs: integer('latency_ms').notNull(),
    /** The first 1 KB of the answer. */
    responseExcerpt: text('response_excerpt'),
    /** Why no answer came (timeout, refused target, network error); never the URL. */
    error: text('error'),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('webhook_deliveries_webhook_idx').on(t.webhookId, t.id),
    index('webhook_deliveries_target_idx').on(t.accountId, t.kind, t.targetId, t.id),
  ],
);
