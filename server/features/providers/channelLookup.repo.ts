import { and, eq } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.ts';
import {
  channelFacebookPages,
  channelInstagram,
  channelLine,
  channelSms,
  channelTelegram,
  channelTwilioSms,
  channelTwitterProfiles,
  channelWhatsapp,
} from '../../db/schema/index.ts';
import { findInboxOfChannel } from './inbound.repo.ts';

/** Each lookup returns the channel row and its inbox, or null (a channel without an inbox is ignored). */
const withInbox = async <T extends { id: number }>(db: TExecutor, type: string, channel: T | undefined) => {
  if (!channel) return null;
  const inbox = await findInboxOfChannel(db, type, channel.id);
  return inbox ? { channel, inbox } : null;
};

export const findTwilioChannel = async (
  db: TExecutor,
  q: { accountSid: string; phoneNumber?: string | null; messagingServiceSid?: string | null },
) => {
  const cond = q.messagingServiceSid
    ? eq(channelTwilioSms.messagingServiceSid, q.messagingServiceSid)
    : and(eq(channelTwilioSms.accountSid, q.accountSid), eq(channelTwilioSms.phoneNumber, q.phoneNumber ?? ''));
  const [row] = await db.select().from(channelTwilioSms).where(cond).limit(1);
  // A messaging service id must still belong to the account that signs the request.
  if (row && row.accountSid !== q.accountSid) return null;
  return withInbox(db, 'Channel::TwilioSms', row);
};

export const findWhatsappChannel = async (db: TExecutor, phoneNumber: string) =>
  withInbox(
    db,
    'Channel::Whatsapp',
    (await db.select().from(channelWhatsapp).where(eq(channelWhatsapp.phoneNumber, phoneNumber)).limit(1))[0],
  );

export const findSmsChannel = async (db: TExecutor, phoneNumber: string) =>
  withInbox(
    db,
    'Channel::Sms',
    (await db.select().from(channelSms).where(eq(channelSms.phoneNumber, phoneNumber)).limit(1))[0],
  );

export const findLineChannel = async (db: TExecutor, lineChannelId: string) =>
  withInbox(
    db,
    'Channel::Line',
    (await db.select().from(channelLine).where(eq(channelLine.lineChannelId, lineChannelId)).limit(1))[0],
  );

export const findTelegramChannel = async (db: TExecutor, botToken: string) =>
  withInbox(
    db,
    'Channel::Telegram',
    (await db.select().from(channelTelegram).where(eq(channelTelegram.botToken, botToken)).limit(1))[0],
  );

/** Every inbox connected to the page (a page may be connected in more than one account). */
export const findFacebookChannels = async (db: TExecutor, pageId: string) => {
  const rows = await db.select().from(channelFacebookPages).where(eq(channelFacebookPages.pageId, pageId));
  const found = await Promise.all(rows.map((row) => withInbox(db, 'Channel::FacebookPage', row)));
  return found.filter((f) => f !== null);
};

/** The inbox of an Instagram professional account (webhooks name it by entry.id). */
export const findInstagramChannels = async (db: TExecutor, instagramId: string) => {
  const rows = await db.select().from(channelInstagram).where(eq(channelInstagram.instagramId, instagramId));
  const found = await Promise.all(rows.map((row) => withInbox(db, 'Channel::Instagram', row)));
  return found.filter((f) => f !== null);
};

/** Every inbox connected to the X user the Account Activity delivery is for (one per account). */
export const findTwitterChannels = async (db: TExecutor, profileId: string) => {
  const rows = await db.select().from(channelTwitterProfiles).where(eq(channelTwitterProfiles.profileId, profileId));
  const found = await Promise.all(rows.map((row) => withInbox(db, 'Channel::TwitterProfile', row)));
  return found.filter((f) => f !== null);
};
