import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.ts';
import {
  agentBots,
  automationRules,
  channelApi,
  inboxes,
  macros,
  webhookDeliveries,
  webhooks,
} from '../../db/schema/index.ts';

/** What an outbound delivery is for (the delivery log's `kind`). */
export const DELIVERY_KINDS = ['account_webhook', 'api_inbox', 'agent_bot', 'automation_rule', 'macro'] as const;
export type TDeliveryKind = (typeof DELIVERY_KINDS)[number];

export type TDeliveryLogRow = typeof webhookDeliveries.$inferSelect;

/** The log keeps this many attempts per target. */
export const DELIVERY_LOG_SIZE = 100;

/** Records one attempt and drops the target's attempts beyond the last DELIVERY_LOG_SIZE. */
export const insertDeliveryLog = async (db: TExecutor, values: typeof webhookDeliveries.$inferInsert) => {
  const [row] = await db.insert(webhookDeliveries).values(values).returning();
  if (!row) throw new Error('delivery log insert returned nothing');
  const kind = values.kind ?? 'account_webhook';
  await db.execute(sql`
    DELETE FROM ${webhookDeliveries}
    WHERE ${webhookDeliveries.accountId} = ${values.accountId} AND ${webhookDeliveries.kind} = ${kind}
      AND ${webhookDeliveries.targetId} = ${values.targetId}
      AND ${webhookDeliveries.id} < (
        SELECT id FROM ${webhookDeliveries}
        WHERE ${webhookDeliveries.accountId} = ${values.accountId} AND ${webhookDeliveries.kind} = ${kind}
          AND ${webhookDeliveries.targetId} = ${values.targetId}
        ORDER BY id DESC OFFSET ${DELIVERY_LOG_SIZE - 1} LIMIT 1)`);
  return row;
};

const ofTarget = (accountId: number, kind: TDeliveryKind, targetId: number) =>
  and(
    eq(webhookDeliveries.accountId, accountId),
    eq(webhookDeliveries.kind, kind),
    eq(webhookDeliveries.targetId, targetId),
  );

/** The target's last DELIVERY_LOG_SIZE attempts, newest first. */
export const listDeliveryLog = (db: TExecutor, accountId: number, kind: TDeliveryKind, targetId: number) =>
  db
    .select()
    .from(webhookDeliveries)
    .where(ofTarget(accountId, kind, targetId))
    .orderBy(desc(webhookDeliveries.id))
    .limit(DELIVERY_LOG_SIZE);

export const findDeliveryLog = async (
  db: TExecutor,
  accountId: number,
  kind: TDeliveryKind,
  targetId: number,
  id: number,
) =>
  (
    await db
      .select()
      .from(webhookDeliveries)
      .where(and(ofTarget(accountId, kind, targetId), eq(webhookDeliveries.id, id)))
  )[0] ?? null;

/** Where a target's deliveries go now. `url` and `secret` are null for automation (the URL is per action). */
export interface TDeliveryTargetRow {
  accountId: number | null;
  url: string | null;
  secret: string | null;
}

/**
 * The target as it is now, or null when it is gone (or, with `accountId`, not the account's: a global
 * agent bot counts as every account's).
 */
export const findDeliveryTarget = async (
  db: TExecutor,
  kind: TDeliveryKind,
  targetId: number,
  accountId?: number,
): Promise<TDeliveryTargetRow | null> => {
  switch (kind) {
    case 'account_webhook':
      return (
        (
          await db
            .select({ accountId: webhooks.accountId, url: webhooks.url, secret: webhooks.secret })
            .from(webhooks)
            .where(
              and(eq(webhooks.id, targetId), accountId === undefined ? undefined : eq(webhooks.accountId, accountId)),
            )
        )[0] ?? null
      );
    case 'api_inbox':
      return (
        (
          await db
            .select({ accountId: inboxes.accountId, url: channelApi.webhookUrl, secret: channelApi.secret })
            .from(inboxes)
            .innerJoin(channelApi, eq(channelApi.id, inboxes.channelId))
            .where(
              and(
                eq(inboxes.id, targetId),
                eq(inboxes.channelType, 'Channel::Api'),
                accountId === undefined ? undefined : eq(inboxes.accountId, accountId),
              ),
            )
        )[0] ?? null
      );
    case 'agent_bot':
      return (
        (
          await db
            .select({ accountId: agentBots.accountId, url: agentBots.outgoingUrl, secret: agentBots.secret })
            .from(agentBots)
            .where(
              and(
                eq(agentBots.id, targetId),
                accountId === undefined
                  ? undefined
                  : or(eq(agentBots.accountId, accountId), isNull(agentBots.accountId)),
              ),
            )
        )[0] ?? null
      );
    case 'automation_rule': {
      const [row] = await db
        .select({ accountId: automationRules.accountId })
        .from(automationRules)
        .where(
          and(
            eq(automationRules.id, targetId),
            accountId === undefined ? undefined : eq(automationRules.accountId, accountId),
          ),
        );
      return row ? { accountId: row.accountId, url: null, secret: null } : null;
    }
    case 'macro': {
      const [row] = await db
        .select({ accountId: macros.accountId })
        .from(macros)
        .where(and(eq(macros.id, targetId), accountId === undefined ? undefined : eq(macros.accountId, accountId)));
      return row ? { accountId: row.accountId, url: null, secret: null } : null;
    }
  }
};

/** The API inbox whose channel is `channelId` (the api_inbox_webhook job knows the channel). */
export const findApiInboxOfChannel = async (db: TExecutor, channelId: number) =>
  (
    await db
      .select({ id: inboxes.id, accountId: inboxes.accountId })
      .from(inboxes)
      .where(and(eq(inboxes.channelType, 'Channel::Api'), eq(inboxes.channelId, channelId)))
  )[0] ?? null;
