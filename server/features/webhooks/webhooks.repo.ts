import { and, desc, eq, sql } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.ts';
import { DELIVERY_LOG_SIZE, insertDeliveryLog } from '../../lib/outbound/deliveryLog.repo.ts';
import { inboxes, webhookDeliveries, webhooks } from '../../db/schema/index.ts';

export type TWebhookRow = typeof webhooks.$inferSelect;
export type TWebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;

export { DELIVERY_LOG_SIZE } from '../../lib/outbound/deliveryLog.repo.ts';

export const listWebhooks = (db: TExecutor, accountId: number) =>
  db
    .select({ webhook: webhooks, inboxName: inboxes.name })
    .from(webhooks)
    .leftJoin(inboxes, eq(inboxes.id, webhooks.inboxId))
    .where(eq(webhooks.accountId, accountId))
    .orderBy(webhooks.id);

export const findWebhook = async (db: TExecutor, accountId: number, id: number) =>
  (
    await db
      .select({ webhook: webhooks, inboxName: inboxes.name })
      .from(webhooks)
      .leftJoin(inboxes, eq(inboxes.id, webhooks.inboxId))
      .where(and(eq(webhooks.accountId, accountId), eq(webhooks.id, id)))
  )[0] ?? null;

export const findWebhookByUrl = async (db: TExecutor, accountId: number, url: string) =>
  (
    await db
      .select({ id: webhooks.id })
      .from(webhooks)
      .where(and(eq(webhooks.accountId, accountId), eq(webhooks.url, url)))
  )[0] ?? null;

/** The account's webhooks subscribed to any of `events`, with scope and subscriptions (one query for a batch). */
export const listWebhooksSubscribedToAny = (db: TExecutor, accountId: number, events: readonly string[]) =>
  db
    .select({ id: webhooks.id, inboxId: webhooks.inboxId, subscriptions: webhooks.subscriptions })
    .from(webhooks)
    .where(
      and(
        eq(webhooks.accountId, accountId),
        sql`${webhooks.subscriptions} ?| ARRAY[${sql.join(
          events.map((e) => sql`${e}`),
          sql`, `,
        )}]::text[]`,
      ),
    );

export const insertWebhook = async (db: TExecutor, values: typeof webhooks.$inferInsert) => {
  const [row] = await db.insert(webhooks).values(values).returning();
  if (!row) throw new Error('webhook insert returned nothing');
  return row;
};

export const updateWebhook = async (
  db: TExecutor,
  accountId: number,
  id: number,
  patch: Partial<typeof webhooks.$inferInsert>,
) =>
  (
    await db
      .update(webhooks)
      .set({ ...patch, updatedAt: new Date() })
      .where(and(eq(webhooks.accountId, accountId), eq(webhooks.id, id)))
      .returning()
  )[0] ?? null;

export const deleteWebhook = async (db: TExecutor, accountId: number, id: number) =>
  (
    await db
      .delete(webhooks)
      .where(and(eq(webhooks.accountId, accountId), eq(webhooks.id, id)))
      .returning({ id: webhooks.id })
  ).length > 0;

/** Whether the account has this inbox (an inbox scope must be the account's own). */
export const hasInbox = async (db: TExecutor, accountId: number, inboxId: number) =>
  (
    await db
      .select({ id: inboxes.id })
      .from(inboxes)
      .where(and(eq(inboxes.accountId, accountId), eq(inboxes.id, inboxId)))
  ).length > 0;

/** Records one attempt of an account webhook (the one delivery log, kind account_webhook). */
export const insertDelivery = (
  db: TExecutor,
  values: Omit<typeof webhookDeliveries.$inferInsert, 'kind' | 'targetId' | 'webhookId'> & { webhookId: number },
) => insertDeliveryLog(db, { ...values, kind: 'account_webhook', targetId: values.webhookId });

export const listDeliveries = (db: TExecutor, accountId: number, webhookId: number) =>
  db
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.accountId, accountId), eq(webhookDeliveries.webhookId, webhookId)))
    .orderBy(desc(webhookDeliveries.id))
    .limit(DELIVERY_LOG_SIZE);

export const findDelivery = async (db: TExecutor, accountId: number, webhookId: number, id: number) =>
  (
    await db
      .select()
      .from(webhookDeliveries)
      .where(
        and(
          eq(webhookDeliveries.accountId, accountId),
          eq(webhookDeliveries.webhookId, webhookId),
          eq(webhookDeliveries.id, id),
        ),
      )
  )[0] ?? null;

/** The account has a webhook (the account-webhooks consumer's `inUse`). */
export const webhooksInUse = (accountId: number) =>
  sql`EXISTS (SELECT 1 FROM ${webhooks} WHERE ${webhooks.accountId} = ${accountId})`;
