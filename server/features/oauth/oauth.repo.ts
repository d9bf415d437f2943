import { and, eq, gt, lt } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.ts';
import {
  channelFacebookPages,
  channelInstagram,
  channelTwitterProfiles,
  inboxes,
  twitterOauthRequests,
} from '../../db/schema/index.ts';

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

/** The account's channel for an X user (profile_id), if it connected that user before. */
export const findTwitterChannel = async (db: TExecutor, accountId: number, profileId: string) =>
  (
    await db
      .select()
      .from(channelTwitterProfiles)
      .where(and(eq(channelTwitterProfiles.accountId, accountId), eq(channelTwitterProfiles.profileId, profileId)))
      .limit(1)
  )[0] ?? null;

export const findInboxOfTwitterChannel = async (db: TExecutor, channelId: number) =>
  (
    await db
      .select({ id: inboxes.id, name: inboxes.name })
      .from(inboxes)
      .where(and(eq(inboxes.channelType, 'Channel::TwitterProfile'), eq(inboxes.channelId, channelId)))
      .limit(1)
  )[0] ?? null;

/** Keeps an X request token in flight (and drops the expired ones). */
export const insertTwitterRequest = async (db: TExecutor, row: typeof twitterOauthRequests.$inferInsert) => {
  await db.delete(twitterOauthRequests).where(lt(twitterOauthRequests.expiresAt, new Date()));
  await db.insert(twitterOauthRequests).values(row);
};

/** Takes (deletes and returns) the unexpired request of X's token: a callback works once. */
export const takeTwitterRequest = async (db: TExecutor, oauthToken: string) =>
  (
    await db
      .delete(twitterOauthRequests)
      .where(and(eq(twitterOauthRequests.oauthToken, oauthToken), gt(twitterOauthRequests.expiresAt, new Date())))
      .returning()
  )[0] ?? null;
