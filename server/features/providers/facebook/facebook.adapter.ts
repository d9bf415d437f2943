import type { TConfig } from '../../../config.ts';
import type { TChannelRowOf } from '../../inboxes/index.ts';
import { pickString, ProviderError } from '../../../lib/providerHttp.ts';
import type { TSendInput, TSendResult } from '../adapter.ts';
import { metaFetch } from '../metaFetch.ts';

export type TFacebookChannel = TChannelRowOf<'Channel::FacebookPage'>;

const HOUR = 3600 * 1000;
/** Messenger's standard messaging window, and the HUMAN_AGENT tag's longer one. */
export const MESSAGING_WINDOW_MS = 24 * HOUR;
export const HUMAN_AGENT_WINDOW_MS = 7 * 24 * HOUR;

/** Our message metadata on a send: its echo carries it back, so an echo of our own reply is not stored twice. */
export const ECHO_METADATA_PREFIX = 'helpdesk:';

const graphBase = (config: TConfig) => `${config.providers.facebook.apiUrl}/${config.providers.facebook.apiVersion}`;

/**
 * One Graph call with the page token. A refused token (code 190) is a ProviderAuthError, which flags the
 * inbox for reauthorization; every other refusal keeps Graph's own message.
 */
export const graphCall = async (
  config: TConfig,
  path: string,
  token: string,
  init: { method?: 'GET' | 'POST'; body?: unknown; query?: Record<string, string> } = {},
) => {
  const url = new URL(`${graphBase(config)}/${path}`);
  url.searchParams.set('access_token', token);
  for (const [k, v] of Object.entries(init.query ?? {})) url.searchParams.set(k, v);
  return metaFetch(
    config,
    url.toString(),
    init.body === undefined
      ? { method: init.method ?? 'GET' }
      : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(init.body) },
  );
};

export class OutsideWindowError extends ProviderError {
  constructor(provider = 'Messenger', tagged = false) {
    super(
      tagged
        ? `Outside the 7-day human agent window: ${provider} accepts a reply only within 7 days of the customer’s last message.`
        : `Outside the 24-hour messaging window: ${provider} accepts a reply only within 24 hours of the customer’s last message.`,
      400,
    );
  }
}

/**
 * How a reply may go out on Meta's messaging channels, by the time since the customer's last message: a
 * RESPONSE inside 24 hours; with the HUMAN_AGENT tag (when the installation enables it for the channel, as
 * Chatwoot's ENABLE_*_CHANNEL_HUMAN_AGENT do) up to 7 days; otherwise not at all (the message fails with
 * the reason, and nothing reaches the provider).
 */
export const replyWindow = (
  provider: 'Messenger' | 'Instagram',
  humanAgentTag: boolean,
  lastIncomingAt: Date | null,
  now = Date.now(),
) => {
  const age = lastIncomingAt ? now - lastIncomingAt.getTime() : Infinity;
  if (age < MESSAGING_WINDOW_MS) return { messaging_type: 'RESPONSE' };
  if (humanAgentTag && age < HUMAN_AGENT_WINDOW_MS) return { messaging_type: 'MESSAGE_TAG', tag: 'HUMAN_AGENT' };
  throw new OutsideWindowError(provider, humanAgentTag);
};

/** Messenger's rule (ENABLE_MESSENGER_CHANNEL_HUMAN_AGENT). */
export const messagingTypeFor = (config: TConfig, lastIncomingAt: Date | null, now = Date.now()) =>
  replyWindow('Messenger', config.providers.facebook.humanAgentTag, lastIncomingAt, now);

const attachmentTypeOf = (url: string) =>
  /\.(png|jpe?g|gif|webp)(\?|$)/i.test(url)
    ? 'image'
    : /\.(mp4|mov|3gp)(\?|$)/i.test(url)
      ? 'video'
      : /\.(mp3|ogg|m4a|wav|aac)(\?|$)/i.test(url)
        ? 'audio'
        : 'file';

/**
 * Send API (me/messages with the page token): the text, then each attachment by URL, each its own call
 * (Messenger takes one attachment per message). The first message id is ours.
 */
export const sendFacebook = async (input: TSendInput): Promise<TSendResult> => {
  const ch = input.channel as TFacebookChannel;
  const tag = messagingTypeFor(input.config, input.lastIncomingAt ?? null);
  const metadata = `${ECHO_METADATA_PREFIX}${input.idempotencyKey}`;
  const messages: Record<string, unknown>[] = [
    ...(input.text ? [{ text: input.text, metadata }] : []),
    ...input.mediaUrls.map((url) => ({
      attachment: { type: attachmentTypeOf(url), payload: { url, is_reusable: false } },
      metadata,
    })),
  ];
  if (messages.length === 0) messages.push({ text: '', metadata });
  let first: string | undefined;
  for (const message of messages) {
    const body = await graphCall(input.config, 'me/messages', ch.pageAccessToken, {
      body: { recipient: { id: input.to }, message, ...tag },
    });
    first ??= pickString(body, 'message_id');
  }
  if (!first) throw new ProviderError('Facebook accepted the message without a message_id', 502);
  return { sourceId: first };
};

/** The sender's public profile (name and picture) as the page may read it; null when Graph refuses. */
export const fetchMessengerProfile = async (config: TConfig, ch: TFacebookChannel, psid: string) => {
  try {
    const body = await graphCall(config, encodeURIComponent(psid), ch.pageAccessToken, {
      query: { fields: 'first_name,last_name,profile_pic' },
    });
    const name = [pickString(body, 'first_name'), pickString(body, 'last_name')].filter(Boolean).join(' ');
    return { name: name || null, pictureUrl: pickString(body, 'profile_pic') ?? null };
  } catch (err) {
    if (err instanceof ProviderError) return null;
    throw err;
  }
};
