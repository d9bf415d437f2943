import crypto from 'node:crypto';
import { safeEqual } from '../../lib/crypto.ts';

const hmac = (algo: 'sha1' | 'sha256', key: string, data: string | Buffer) => crypto.createHmac(algo, key).update(data);

/** Twilio: base64 HMAC-SHA1 (auth token) of the full URL followed by each POST param name+value, sorted by name. */
export const twilioSignature = (authToken: string, url: string, params: Record<string, string>) => {
  const data = Object.keys(params)
    .sort()
    .reduce((acc, k) => acc + k + params[k], url);
  return hmac('sha1', authToken, data).digest('base64');
};

export const isTwilioSignatureValid = (
  authToken: string,
  url: string,
  params: Record<string, string>,
  header: string | undefined,
) => !!header && safeEqual(twilioSignature(authToken, url, params), header);

/** Meta (WhatsApp Cloud): `X-Hub-Signature-256: sha256=<hex HMAC-SHA256(app secret, raw body)>`. */
export const hubSignature = (appSecret: string, rawBody: string) =>
  `sha256=${hmac('sha256', appSecret, rawBody).digest('hex')}`;

export const isHubSignatureValid = (appSecret: string, rawBody: string, header: string | undefined) =>
  !!header && safeEqual(hubSignature(appSecret, rawBody), header);

/** LINE: `X-Line-Signature` = base64 HMAC-SHA256 (channel secret) of the raw body. */
export const lineSignature = (channelSecret: string, rawBody: string) =>
  hmac('sha256', channelSecret, rawBody).digest('base64');

export const isLineSignatureValid = (channelSecret: string, rawBody: string, header: string | undefined) =>
  !!header && safeEqual(lineSignature(channelSecret, rawBody), header);

/**
 * Telegram: the `secret_token` we pass to setWebhook comes back in `X-Telegram-Bot-Api-Secret-Token`.
 * It is derived from the bot token (1–256 chars of A-Z a-z 0-9 _ -), so nothing extra is stored.
 */
export const telegramSecretToken = (botToken: string) =>
  hmac('sha256', botToken, 'helpdesk-telegram-webhook').digest('base64url');

export const isTelegramSecretValid = (botToken: string, header: string | undefined) =>
  !!header && safeEqual(telegramSecretToken(botToken), header);
