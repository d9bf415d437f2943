import type { TChannelRowOf } from '../../inboxes/index.ts';
import { configOf, str, type TSendInput, type TSendResult } from '../adapter.ts';
import { basicAuth, genericError, pickString, providerFetch, ProviderError } from '../../../lib/providerHttp.ts';

export type TSmsChannel = TChannelRowOf<'Channel::Sms'>;

const errorMessage = (b: unknown, status: number) =>
  pickString(b, 'fieldErrors', 0, 'description') ?? pickString(b, 'description') ?? genericError(status);

/** Bandwidth Messaging v2: POST /api/v2/users/{accountId}/messages, basic auth with the API key and secret. */
export const sendBandwidth = async (input: TSendInput): Promise<TSendResult> => {
  const ch = input.channel as TSmsChannel;
  const cfg = configOf(ch);
  const { body } = await providerFetch(
    `${input.config.messaging.bandwidthApiUrl}/api/v2/users/${encodeURIComponent(str(cfg.account_id))}/messages`,
    {
      method: 'POST',
      headers: {
        authorization: basicAuth(str(cfg.api_key), str(cfg.api_secret)),
        'content-type': 'application/json',
      },
      body: JSON.stringify({
        to: [input.to],
        from: ch.phoneNumber,
        text: input.text ?? '',
        applicationId: str(cfg.application_id),
        ...(input.mediaUrls.length && { media: input.mediaUrls }),
        tag: input.idempotencyKey,
      }),
    },
    { timeoutMs: input.config.messaging.timeoutMs, errorMessage },
  );
  const id = pickString(body, 'id');
  if (!id) throw new ProviderError('Bandwidth accepted the message without an id', 502);
  return { sourceId: id };
};
