import { and, eq } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.ts';
import { channelFacebookPages, channelInstagram, inboxes } from '../../db/schema/index.ts';

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

/** The Instagram channel of a professional account, whichever account connected it. */
export const findInstagramChannel = async (db: TExecutor, instagramId: string) =>
  (await db.select().from(channelInstagram).where(eq(channelInstagram.instagramId, instagramId)).limit(1))[0] ?? null;

export const findInboxOfInstagramChannel = async (db: TExecutor, channelId: number) =>
  (
    await db
      .select({ id: inboxes.id, name: inboxes.name })
      .from(inboxes)
      .where(and(eq(inboxes.channelType, 'Channel::Instagram'), eq(inboxes.channelId, channelId)))
      .limit(1)
  )[0] ?? null;
