import type { TConfig } from '../../../config.ts';
import { pickString, ProviderError } from '../../../lib/providerHttp.ts';
import type { TSendInput, TSendResult } from '../adapter.ts';
import { metaFetch } from '../metaFetch.ts';
import { replyWindow } from '../facebook/facebook.adapter.ts';
import type { TInstagramChannel } from '../../inboxes/index.ts';

/** One Instagram Graph call ({INSTAGRAM_API_URL}/{version}/{path}) with the account's opened token. */
export const instagramCall = async (
  config: TConfig,
  path: string,
  token: string,
  init: { body?: unknown; query?: Record<string, string> } = {},
) => {
  const ig = config.providers.instagram;
  const url = new URL(`${ig.apiUrl}/${ig.apiVersion}/${path}`);
  for (const [k, v] of Object.entries(init.query ?? {})) url.searchParams.set(k, v);
  const headers = { authorization: `Bearer ${token}` };
  return metaFetch(
    config,
    url.toString(),
    init.body === undefined
      ? { headers }
      : {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify(init.body),
        },
  );
};

const attachmentTypeOf = (url: string) =>
  /\.(png|jpe?g|gif|webp)(\?|$)/i.test(url)
    ? 'image'
    : /\.(mp4|mov|3gp)(\?|$)/i.test(url)
      ? 'video'
      : /\.(mp3|ogg|m4a|wav|aac)(\?|$)/i.test(url)
        ? 'audio'
        : 'file';

/**
 * me/messages with the account's token: the text, then each attachment by URL, each its own call (as
 * Chatwoot sends them, so their echoes do not collide). Outside the 24-hour window the HUMAN_AGENT tag
 * (ENABLE_INSTAGRAM_CHANNEL_HUMAN_AGENT) carries a reply up to 7 days; past that nothing is sent. The first
 * message id is the message's; the others are its parts (`partIds`). Instagram echoes each by its id.
 */
export const sendInstagram = async (input: TSendInput): Promise<TSendResult> => {
  const ch = input.channel as TInstagramChannel;
  const tag = replyWindow('Instagram', input.config.providers.instagram.humanAgentTag, input.lastIncomingAt ?? null);
  // Inside the window Instagram takes a plain reply (Chatwoot sends no messaging_type then).
  const extra = tag.messaging_type === 'RESPONSE' ? {} : tag;
  const messages: Record<string, unknown>[] = [
    ...(input.text ? [{ text: input.text }] : []),
    ...input.mediaUrls.map((url) => ({ attachment: { type: attachmentTypeOf(url), payload: { url } } })),
  ];
  if (messages.length === 0) messages.push({ text: '' });
  const ids: string[] = [];
  for (const message of messages) {
    const body = await instagramCall(input.config, 'me/messages', ch.accessToken, {
      body: { recipient: { id: input.to }, message, ...extra },
    });
    const id = pickString(body, 'message_id');
    if (id) ids.push(id);
  }
  const [first, ...partIds] = ids;
  if (!first) throw new ProviderError('Instagram accepted the message without a message_id', 502);
  return { sourceId: first, partIds };
};

/** The sender's name, username and picture as the account may read them; null when Instagram refuses. */
export const fetchInstagramProfile = async (config: TConfig, ch: TInstagramChannel, igsid: string) => {
  try {
    const body = await instagramCall(config, encodeURIComponent(igsid), ch.accessToken, {
      query: { fields: 'name,username,profile_pic' },
    });
    return {
      name: pickString(body, 'name') ?? null,
      username: pickString(body, 'username') ?? null,
      pictureUrl: pickString(body, 'profile_pic') ?? null,
    };
  } catch (err) {
    if (err instanceof ProviderError) return null;
    throw err;
  }
};
