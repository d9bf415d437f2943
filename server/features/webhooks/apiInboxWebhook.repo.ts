import { eq } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.ts';
import { accounts, channelApi } from '../../db/schema/index.ts';

export type TApiChannelRow = typeof channelApi.$inferSelect;

export const findApiChannel = async (db: TExecutor, channelId: number) =>
  (await db.select().from(channelApi).where(eq(channelApi.id, channelId)))[0] ?? null;

export const findAccountName = async (db: TExecutor, accountId: number) =>
  (await db.select({ name: accounts.name }).from(accounts).where(eq(accounts.id, accountId)))[0]?.name ?? '';
