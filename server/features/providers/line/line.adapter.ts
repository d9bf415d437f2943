import type { TChannelRowOf } from '../../inboxes/index.ts';
import type { TConfig } from '../../../config.ts';
import type { TSendInput, TSendResult } from '../adapter.ts';
import { genericError, pickString, providerFetch, ProviderError } from '../../../lib/providerHttp.ts';

export type TLineChannel = TChannelRowOf<'Channel::Line'>;

const isImage = (url: string) => /\.(png|jpe?g)(\?|$)/i.test(url);

/** Up to 5 message objects per push: the text, images by URL, other files as links in text. */
const lineMessages = (text: string | null, mediaUrls: string[]) => {
  const others = mediaUrls.filter((u) => !isImage(u));
  const body = [text, ...others].filter((x): x is string => !!x).join('\n');
  const msgs: Record<string, unknown>[] = body ? [{ type: 'text', text: body }] : [];
  for (const url of mediaUrls.filter(isImage)) {
    msgs.push({ type: 'image', originalContentUrl: url, previewImageUrl: url });
  }
  return msgs.slice(0, 5);
};

const errorMessage = (b: unknown, status: number) => {
  const message = pickString(b, 'message');
  const detail = pickString(b, 'details', 0, 'message');
  return message ? (detail ? `${message}: ${detail}` : message) : genericError(status);
};

/** POST /v2/bot/message/push with the channel access token; X-Line-Retry-Key makes a retry safe. */
export const sendLine = async (input: TSendInput): Promise<TSendResult> => {
  const ch = input.channel as TLineChannel;
  try {
    const { body } = await providerFetch(
      `${input.config.messaging.lineApiUrl}/v2/bot/message/push`,
      {
        method: 'POST',
        headers: {
          authorization: `Bearer ${ch.lineChannelToken}`,
          'content-type': 'application/json',
          'x-line-retry-key': input.idempotencyKey,
        },
        body: JSON.stringify({ to: input.to, messages: lineMessages(input.text, input.mediaUrls) }),
      },
      { timeoutMs: input.config.messaging.timeoutMs, errorMessage },
    );
    return { sourceId: pickString(body, 'sentMessages', 0, 'id') ?? `retry:${input.idempotencyKey}` };
  } catch (err) {
    // 409: a request with this retry key was already accepted, so the message went out.
    if (err instanceof ProviderError && err.status === 409) return { sourceId: `retry:${input.idempotencyKey}` };
    throw err;
  }
};

/** GET /v2/bot/profile/{userId}: the sender's display name (best effort; null when unavailable). */
export const fetchLineProfile = async (config: TConfig, ch: TLineChannel, userId: string) => {
  try {
    const { body } = await providerFetch(
      `${config.messaging.lineApiUrl}/v2/bot/profile/${encodeURIComponent(userId)}`,
      { headers: { authorization: `Bearer ${ch.lineChannelToken}` } },
      { timeoutMs: Math.min(config.messaging.timeoutMs, 5000), errorMessage: (_b, s) => genericError(s) },
    );
    return { name: pickString(body, 'displayName') ?? null, pictureUrl: pickString(body, 'pictureUrl') ?? null };
  } catch {
    return null;
  }
};
