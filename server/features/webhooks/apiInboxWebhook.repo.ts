import { eq, sql } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.ts';
import { accounts, channelApi, inboxes } from '../../db/schema/index.ts';

export type TApiChannelRow = typeof channelApi.$inferSelect;

export const findApiChannel = async (db: TExecutor, channelId: number) =>
  (await db.select().from(channelApi).where(eq(channelApi.id, channelId)))[0] ?? null;

export const findAccountName = async (db: TExecutor, accountId: number) =>
  (await db.select({ name: accounts.name }).from(accounts).where(eq(accounts.id, accountId)))[0]?.name ?? '';

/** The account has an API inbox with a webhook URL (the API-inbox webhooks consumer's `inUse`). */
export const apiInboxWebhooksInUse = (accountId: number) =>
  sql`EXISTS (SELECT 1 FROM ${inboxes} JOIN ${channelApi} ON ${channelApi.id} = ${inboxes.channelId}
    WHERE ${inboxes.accountId} = ${accountId} AND ${inboxes.channelType} = 'Channel::Api'
      AND coalesce(${channelApi.webhookUrl}, '') <> '')`;
