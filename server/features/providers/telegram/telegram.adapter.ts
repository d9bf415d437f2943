import type { TChannelRowOf } from '../../inboxes/index.ts';
import type { TConfig } from '../../../config.ts';
import type { TSendInput, TSendResult } from '../adapter.ts';
import { genericError, pickString, providerFetch, ProviderError } from '../../../lib/providerHttp.ts';
import { telegramSecretToken } from '../signatures.ts';

export type TTelegramChannel = TChannelRowOf<'Channel::Telegram'>;

const errorMessage = (b: unknown, status: number) => pickString(b, 'description') ?? genericError(status);

const call = async (config: TConfig, botToken: string, method: string, payload: Record<string, unknown>) => {
  const { body } = await providerFetch(
    `${config.messaging.telegramApiUrl}/bot${botToken}/${method}`,
    { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(payload) },
    { timeoutMs: config.messaging.timeoutMs, errorMessage },
  );
  return body;
};

const isImage = (url: string) => /\.(png|jpe?g|gif|webp)(\?|$)/i.test(url);

/** Our message source id for Telegram: message ids are unique per chat only, so the chat id is part of it. */
export const telegramSourceId = (chatId: string | number, messageId: string | number) => `${chatId}:${messageId}`;

/** sendMessage for text; sendPhoto / sendDocument by URL for attachments (the first carries the text as caption). */
export const sendTelegram = async (input: TSendInput): Promise<TSendResult> => {
  const ch = input.channel as TTelegramChannel;
  const chatId = input.to;
  const calls: [string, Record<string, unknown>][] = input.mediaUrls.length
    ? input.mediaUrls.map((url, i) => {
        const caption = i === 0 && input.text ? { caption: input.text } : {};
        return isImage(url)
          ? ['sendPhoto', { chat_id: chatId, photo: url, ...caption }]
          : ['sendDocument', { chat_id: chatId, document: url, ...caption }];
      })
    : [['sendMessage', { chat_id: chatId, text: input.text ?? '' }]];
  let first: string | undefined;
  for (const [method, payload] of calls) {
    const body = await call(input.config, ch.botToken, method, payload);
    const id = pickString(body, 'result', 'message_id');
    if (id) first ??= telegramSourceId(pickString(body, 'result', 'chat', 'id') ?? chatId, id);
  }
  if (!first) throw new ProviderError('Telegram accepted the message without a message_id', 502);
  return { sourceId: first };
};

/** setWebhook with our URL and secret token, then getMe for the bot's username. */
export const registerTelegramWebhook = async (config: TConfig, ch: TTelegramChannel, webhookUrl: string) => {
  await call(config, ch.botToken, 'setWebhook', {
    url: webhookUrl,
    secret_token: telegramSecretToken(ch.botToken),
    allowed_updates: ['message'],
  });
  const me = await call(config, ch.botToken, 'getMe', {});
  return { botName: pickString(me, 'result', 'username') ?? null };
};
