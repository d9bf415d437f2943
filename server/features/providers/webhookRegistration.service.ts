import { publicUrl, type TDeps } from '../../deps.ts';
import { AppError } from '../../lib/appError.ts';
import { randomToken } from '../../lib/crypto.ts';
import type { TMembership } from '../auth/index.ts';
import { findChannel, updateChannel } from '../inboxes/index.ts';
import { findInbox } from '../inboxes/index.ts';
import { configOf, str } from './adapter.ts';
import { genericError, pickString, providerFetch, ProviderError } from '../../lib/providerHttp.ts';
import { registerTelegramWebhook, type TTelegramChannel } from './telegram/telegram.adapter.ts';
import type { TLineChannel } from './line/line.adapter.ts';
import type { TWhatsappChannel } from './whatsappCloud/whatsapp.adapter.ts';
import { callbackUrlOf } from '../inboxes/index.ts';
import { errorText } from '../../lib/serverText.ts';

const failed = (err: ProviderError) =>
  AppError.invalid('base', err.status ? errorText('providerRefused', { message: err.message }) : err.message);

/**
 * Points the provider at our webhook where its API allows it: Telegram setWebhook (with the secret
 * token) + getMe for the bot name; LINE's webhook endpoint; WhatsApp Cloud's subscribed_apps with a
 * verify token (generated once and kept in provider_config). Twilio and Bandwidth are set in their consoles.
 */
export const registerWebhook = async (deps: TDeps, m: TMembership, inboxId: number) => {
  const inbox = await findInbox(deps.db, m.accountId, inboxId);
  if (!inbox) throw new AppError('not_found', errorText('inboxNotFound'));
  const channel = await findChannel(deps.db, inbox.channelType, inbox.channelId);
  const url = callbackUrlOf(publicUrl(deps), inbox.channelType, channel);
  if (!channel || !url) throw AppError.invalid('base', errorText('noProviderWebhook'));
  const cfg = deps.config.messaging;
  let verifyToken: string | null = null;
  try {
    if (inbox.channelType === 'Channel::Telegram') {
      const { botName } = await registerTelegramWebhook(deps.config, channel as TTelegramChannel, url);
      await updateChannel(deps.db, inbox.channelType, channel.id, { botName });
    } else if (inbox.channelType === 'Channel::Line') {
      await providerFetch(
        `${cfg.lineApiUrl}/v2/bot/channel/webhook/endpoint`,
        {
          method: 'PUT',
          headers: {
            authorization: `Bearer ${(channel as TLineChannel).lineChannelToken}`,
            'content-type': 'application/json',
          },
          body: JSON.stringify({ endpoint: url }),
        },
        { timeoutMs: cfg.timeoutMs, errorMessage: (b, s) => pickString(b, 'message') ?? genericError(s) },
      );
    } else if (inbox.channelType === 'Channel::Whatsapp') {
      const ch = channel as TWhatsappChannel;
      const pc = configOf(ch);
      verifyToken = str(pc.webhook_verify_token) || randomToken(24);
      if (!pc.webhook_verify_token) {
        await updateChannel(deps.db, inbox.channelType, ch.id, {
          providerConfig: { ...pc, webhook_verify_token: verifyToken },
        });
      }
      if (ch.provider === 'whatsapp_cloud') {
        await providerFetch(
          `${cfg.whatsappApiUrl}/${cfg.whatsappApiVersion}/${encodeURIComponent(str(pc.business_account_id))}/subscribed_apps`,
          {
            method: 'POST',
            headers: { authorization: `Bearer ${str(pc.api_key)}`, 'content-type': 'application/json' },
            body: JSON.stringify({ override_callback_uri: url, verify_token: verifyToken }),
          },
          {
            timeoutMs: cfg.timeoutMs,
            errorMessage: (b, s) => pickString(b, 'error', 'message') ?? genericError(s),
          },
        );
      }
    }
  } catch (err) {
    throw err instanceof ProviderError ? failed(err) : err;
  }
  return { callback_webhook_url: url, ...(verifyToken && { webhook_verify_token: verifyToken }) };
};
