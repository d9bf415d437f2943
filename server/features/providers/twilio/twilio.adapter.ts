import type { TChannelRowOf } from '../../inboxes/index.ts';
import { findTemplate, templatesOf } from '../../../../common/whatsappTemplates.ts';
import type { TSendInput, TSendResult, TTemplateSend } from '../adapter.ts';
import { basicAuth, genericError, pickString, providerFetch, ProviderError } from '../../../lib/providerHttp.ts';
import { twilioContentVariables } from './twilio.templates.ts';

export type TTwilioChannel = TChannelRowOf<'Channel::TwilioSms'>;

/** Twilio's WhatsApp addresses carry a `whatsapp:` prefix; SMS ones are bare E.164. */
export const twilioAddress = (medium: string, phone: string) =>
  medium === 'whatsapp' && !phone.startsWith('whatsapp:') ? `whatsapp:${phone}` : phone;

export const twilioDeliveryStatusPath = '/twilio/delivery_status';

/** The stored content template a template send names; without one Twilio cannot send it. */
export const twilioContentSid = (ch: TTwilioChannel, template: TTemplateSend) => {
  const sid = findTemplate(templatesOf(ch.messageTemplates), template.name, template.language)?.content_sid;
  if (typeof sid !== 'string' || !sid) throw new ProviderError(`Template ${template.name} is not synced`, 422);
  return sid;
};

/**
 * POST /2010-04-01/Accounts/{AccountSid}/Messages.json (form-encoded). Basic auth is the account SID
 * and auth token, or the API key SID and its secret (stored in auth_token) when an API key is used.
 * A WhatsApp template send goes as ContentSid (the synced content template) with ContentVariables.
 */
export const sendTwilio = async (input: TSendInput): Promise<TSendResult> => {
  const ch = input.channel as TTwilioChannel;
  const form = new URLSearchParams();
  form.set('To', twilioAddress(ch.medium, input.to));
  if (ch.messagingServiceSid) form.set('MessagingServiceSid', ch.messagingServiceSid);
  else form.set('From', twilioAddress(ch.medium, ch.phoneNumber ?? ''));
  if (input.template) {
    form.set('ContentSid', twilioContentSid(ch, input.template));
    form.set('ContentVariables', twilioContentVariables(ch.messageTemplates, input.template));
  } else if (input.text) form.set('Body', input.text);
  for (const url of input.mediaUrls) form.append('MediaUrl', url);
  form.set('StatusCallback', `${input.baseUrl}${twilioDeliveryStatusPath}`);
  const { body } = await providerFetch(
    `${input.config.messaging.twilioApiUrl}/2010-04-01/Accounts/${encodeURIComponent(ch.accountSid)}/Messages.json`,
    {
      method: 'POST',
      headers: {
        authorization: basicAuth(ch.apiKeySid || ch.accountSid, ch.authToken),
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: form.toString(),
    },
    {
      timeoutMs: input.config.messaging.timeoutMs,
      errorMessage: (b, status) => {
        const message = pickString(b, 'message');
        const code = pickString(b, 'code');
        return message ? (code ? `${code} - ${message}` : message) : genericError(status);
      },
    },
  );
  const sid = pickString(body, 'sid');
  if (!sid) throw new ProviderError('Twilio accepted the message without a sid', 502);
  return { sourceId: sid };
};
