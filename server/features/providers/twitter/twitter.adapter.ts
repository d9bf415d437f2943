import type { TConfig } from '../../../config.ts';
import { pickString, ProviderError } from '../../../lib/providerHttp.ts';
import { isTwitterTokenRefusal, twitterCall, TwitterError } from '../../../lib/twitterApi.ts';
import type { TTwitterChannel } from '../../inboxes/index.ts';
import { ProviderAuthError, type TSendInput, type TSendResult } from '../adapter.ts';

/**
 * One X call with the channel's opened user tokens. A refused token (401, or error 89) is a
 * ProviderAuthError, which flags the inbox for reauthorization; any other refusal keeps X's message.
 */
const userCall = async (config: TConfig, ch: TTwitterChannel, path: string, json: unknown) => {
  try {
    return await twitterCall(config.providers.twitter, config.messaging.timeoutMs, 'POST', path, {
      token: { token: ch.twitterAccessToken, secret: ch.twitterAccessTokenSecret },
      json,
    });
  } catch (err) {
    if (err instanceof TwitterError && isTwitterTokenRefusal(err.status, err.code))
      throw new ProviderAuthError(err.message);
    throw err;
  }
};

/**
 * A direct message through the Account Activity era's endpoint Chatwoot uses (direct_messages/events/new):
 * the text, with any attached files' public links after it (X DMs take media only as uploads of their own).
 * The event id is ours; its echo on the webhook carries the same id.
 */
export const sendTwitter = async (input: TSendInput): Promise<TSendResult> => {
  const ch = input.channel as TTwitterChannel;
  const text = [input.text ?? '', ...input.mediaUrls].filter((s) => s !== '').join('\n');
  const body = await userCall(input.config, ch, '/1.1/direct_messages/events/new.json', {
    event: {
      type: 'message_create',
      message_create: { target: { recipient_id: input.to }, message_data: { text } },
    },
  });
  const id = pickString(body, 'event', 'id');
  if (!id) throw new ProviderError('X accepted the message without an event id', 502);
  return { sourceId: id };
};
