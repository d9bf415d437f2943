import type { TConfig } from '../../config.ts';
import { AppError } from '../../lib/appError.ts';
import { basicAuth, genericError, pickString, providerFetch, ProviderError } from '../../lib/providerHttp.ts';
import { errorText } from '../../lib/serverText.ts';

/** One cheap read-only call that succeeds only with valid credentials, and the field a failure is named on. */
interface TCheck {
  provider: string;
  field: string;
  url: string;
  headers?: Record<string, string>;
  errorMessage: (body: unknown, status: number) => string;
}

/** Credentials of a channel being created, as the create requests carry them. */
export type TCredentials =
  | { type: 'telegram'; bot_token: string }
  | { type: 'line'; line_channel_token: string }
  | { type: 'whatsapp_cloud'; api_key: string; phone_number_id: string }
  | { type: 'twilio'; account_sid: string; auth_token: string; api_key_sid?: string | null };

const checkOf = (config: TConfig, c: TCredentials): TCheck => {
  const m = config.messaging;
  switch (c.type) {
    case 'telegram':
      return {
        provider: 'Telegram',
        field: 'channel.bot_token',
        url: `${m.telegramApiUrl}/bot${c.bot_token}/getMe`,
        errorMessage: (b, s) => pickString(b, 'description') ?? genericError(s),
      };
    case 'line':
      return {
        provider: 'LINE',
        field: 'channel.line_channel_token',
        url: `${m.lineApiUrl}/v2/bot/info`,
        headers: { authorization: `Bearer ${c.line_channel_token}` },
        errorMessage: (b, s) => pickString(b, 'message') ?? genericError(s),
      };
    case 'whatsapp_cloud':
      return {
        provider: 'WhatsApp',
        field: 'channel.provider_config.api_key',
        url: `${m.whatsappApiUrl}/${m.whatsappApiVersion}/${encodeURIComponent(c.phone_number_id)}`,
        headers: { authorization: `Bearer ${c.api_key}` },
        errorMessage: (b, s) => pickString(b, 'error', 'message') ?? genericError(s),
      };
    case 'twilio':
      return {
        provider: 'Twilio',
        field: 'twilio_channel.auth_token',
        url: `${m.twilioApiUrl}/2010-04-01/Accounts/${encodeURIComponent(c.account_sid)}.json`,
        headers: { authorization: basicAuth(c.api_key_sid || c.account_sid, c.auth_token) },
        errorMessage: (b, s) => pickString(b, 'message') ?? genericError(s),
      };
  }
};

/**
 * Asks the provider whether the credentials work before an inbox is saved with them (Telegram getMe,
 * LINE bot info, WhatsApp Cloud's phone number, Twilio's account): a refusal is a 422 on the field with
 * the provider's own answer ("Telegram: Unauthorized"), an unreachable provider a 422 saying so.
 */
export const checkCredentials = async (config: TConfig, credentials: TCredentials) => {
  if (!config.messaging.checkCredentials) return;
  const check = checkOf(config, credentials);
  try {
    await providerFetch(
      check.url,
      { method: 'GET', headers: check.headers ?? {} },
      { timeoutMs: config.messaging.timeoutMs, errorMessage: check.errorMessage },
    );
  } catch (err) {
    if (!(err instanceof ProviderError)) throw err;
    if (err.isPermanent)
      throw AppError.invalid(
        check.field,
        errorText('refusedByProvider', { provider: check.provider, message: err.message }),
      );
    const why = err.status ? `${check.provider}: ${err.message}` : `could not reach ${check.provider}`;
    throw AppError.invalid(check.field, errorText('couldNotBeChecked', { why }));
  }
};
