import type { TConfig } from '../../config.ts';
import type { TChannelRow } from '../inboxes/index.ts';
import { ProviderError } from '../../lib/providerHttp.ts';

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
  /** A WhatsApp template send (message.additional_attributes.template_params), sent as a template. */
  template?: TTemplateSend | null;
  /** When the customer last wrote in this conversation (messaging-window channels: Messenger). */
  lastIncomingAt?: Date | null;
}

/** message.template_params: the template's name and language, and the values of its variables (processedParts). */
export interface TTemplateSend {
  name: string;
  language?: string;
  category?: string;
  processed_params: Record<string, unknown>;
}

/** The template params stored on a message, when it is a template send. */
export const templateSendOf = (additional: Record<string, unknown> | null | undefined): TTemplateSend | null => {
  const tp = additional?.template_params;
  if (!tp || typeof tp !== 'object' || typeof (tp as { name?: unknown }).name !== 'string') return null;
  const t = tp as Record<string, unknown>;
  return {
    name: t.name as string,
    language: typeof t.language === 'string' ? t.language : undefined,
    category: typeof t.category === 'string' ? t.category : undefined,
    processed_params:
      t.processed_params && typeof t.processed_params === 'object'
        ? (t.processed_params as Record<string, unknown>)
        : {},
  };
};

/** The provider's id of the sent message, stored in messages.source_id. */
export interface TSendResult {
  sourceId: string;
  /**
   * The ids of the other parts the send became (Instagram: one send per attachment), whose echoes are ours
   * too: the delivery job keeps them in message_source_parts.
   */
  partIds?: string[];
}

export type TSender = (input: TSendInput) => Promise<TSendResult>;

/** Row of a channel table with its provider-specific JSON config as a plain record. */
export const configOf = (channel: TChannelRow) => ('providerConfig' in channel ? channel.providerConfig : {});

export const str = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

/**
 * The provider refused the channel's credentials (an expired or revoked token): the message fails and
 * the inbox is flagged for reauthorization.
 */
export class ProviderAuthError extends ProviderError {
  constructor(message: string) {
    super(message, 401);
  }
}
