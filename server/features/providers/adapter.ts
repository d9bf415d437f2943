import type { TConfig } from '../../config.ts';
import type { TChannelRow } from '../inboxes/channels.repo.ts';

/** What a provider adapter needs to send one outgoing message. */
export interface TSendInput {
  config: TConfig;
  /** The public base URL (status callbacks point back at it). */
  baseUrl: string;
  channel: TChannelRow;
  /** The recipient as the provider knows them: contact_inbox.source_id (phone, wa_id, LINE user id, chat id). */
  to: string;
  text: string | null;
  /** Public URLs of attachments, for providers that fetch media by URL. */
  mediaUrls: string[];
  /** Stable per message, for providers that accept an idempotency key. */
  idempotencyKey: string;
}

/** The provider's id of the sent message, stored in messages.source_id. */
export interface TSendResult {
  sourceId: string;
}

export type TSender = (input: TSendInput) => Promise<TSendResult>;

/** Row of a channel table with its provider-specific JSON config as a plain record. */
export const configOf = (channel: TChannelRow) => ('providerConfig' in channel ? channel.providerConfig : {});

export const str = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
