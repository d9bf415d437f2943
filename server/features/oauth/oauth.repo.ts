import { and, eq } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.ts';
import { channelFacebookPages } from '../../db/schema/index.ts';

/** The Facebook page ids the account has connected. */
export const listFacebookPageIds = async (db: TExecutor, accountId: number) =>
  (
    await db
      .select({ pageId: channelFacebookPages.pageId })
      .from(channelFacebookPages)
      .where(eq(channelFacebookPages.accountId, accountId))
  ).map((r) => r.pageId);

export const findFacebookPage = async (db: TExecutor, accountId: number, pageId: string) =>
  (
    await db
      .select({ id: channelFacebookPages.id })
      .from(channelFacebookPages)
      .where(and(eq(channelFacebookPages.accountId, accountId), eq(channelFacebookPages.pageId, pageId)))
      .limit(1)
  )[0] ?? null;
