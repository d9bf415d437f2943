import { eq } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.ts';
import {
  channelApi,
  channelEmails,
  channelFacebookPages,
  channelInstagram,
  channelLine,
  channelSms,
  channelTelegram,
  channelTwilioSms,
  channelTwitterProfiles,
  channelWebWidgets,
  channelWhatsapp,
} from '../../db/schema/index.ts';
import type { TChannelType } from '../../../common/contracts/inboxes.ts';

/** channel_type → its table (Chatwoot's polymorphic channel). */
export const CHANNEL_TABLES = {
  'Channel::WebWidget': channelWebWidgets,
  'Channel::Api': channelApi,
  'Channel::Email': channelEmails,
  'Channel::Sms': channelSms,
  'Channel::Whatsapp': channelWhatsapp,
  'Channel::Line': channelLine,
  'Channel::Telegram': channelTelegram,
  'Channel::TwilioSms': channelTwilioSms,
  'Channel::FacebookPage': channelFacebookPages,
  'Channel::Instagram': channelInstagram,
  'Channel::TwitterProfile': channelTwitterProfiles,
} as const;

type TTables = typeof CHANNEL_TABLES;
export type TChannelRow = { [K in keyof TTables]: TTables[K]['$inferSelect'] }[keyof TTables];
export type TChannelInsert<T extends TChannelType> = TTables[T]['$inferInsert'];
/** One channel table's row, e.g. `TChannelRowOf<'Channel::Telegram'>` (adapters type their channel by it). */
export type TChannelRowOf<T extends keyof TTables> = TTables[T]['$inferSelect'];

export const insertChannel = async <T extends TChannelType>(db: TExecutor, type: T, values: TChannelInsert<T>) => {
  const table = CHANNEL_TABLES[type];
  const [row] = (await db
    .insert(table)
    .values(values as never)
    .returning()) as TChannelRow[];
  if (!row) throw new Error(`${type} insert returned nothing`);
  return row;
};

export const findChannel = async (db: TExecutor, type: string, id: number): Promise<TChannelRow | null> => {
  const table = CHANNEL_TABLES[type as TChannelType] as TTables['Channel::Api'] | undefined;
  if (!table) return null;
  return ((await db.select().from(table).where(eq(table.id, id)).limit(1)) as TChannelRow[])[0] ?? null;
};

export const updateChannel = async (db: TExecutor, type: string, id: number, patch: Record<string, unknown>) => {
  const table = CHANNEL_TABLES[type as TChannelType] as TTables['Channel::Api'] | undefined;
  if (!table || Object.keys(patch).length === 0) return;
  await db
    .update(table)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(table.id, id));
};

export const deleteChannel = async (db: TExecutor, type: string, id: number) => {
  const table = CHANNEL_TABLES[type as TChannelType] as TTables['Channel::Api'] | undefined;
  if (table) await db.delete(table).where(eq(table.id, id));
};
