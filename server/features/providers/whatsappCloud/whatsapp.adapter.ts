import type { TChannelRowOf } from '../../inboxes/index.ts';
import { configOf, str, type TSendInput, type TSendResult, type TTemplateSend } from '../adapter.ts';
import { genericError, pickString, providerFetch, ProviderError } from '../../../lib/providerHttp.ts';
import { whatsappTemplateComponents } from './whatsapp.templates.ts';

export type TWhatsappChannel = TChannelRowOf<'Channel::Whatsapp'>;

const MEDIA_TYPES: [RegExp, string][] = [
  [/\.(png|jpe?g|webp)(\?|$)/i, 'image'],
  [/\.(mp4|3gp)(\?|$)/i, 'video'],
  [/\.(mp3|ogg|aac|amr|m4a)(\?|$)/i, 'audio'],
];
const mediaTypeOf = (url: string) => MEDIA_TYPES.find(([re]) => re.test(url))?.[1] ?? 'document';

/** A template message: name, language, and the header, body and button parameters. */
const templatePayload = (t: TTemplateSend) => ({
  type: 'template',
  template: {
    name: t.name,
    language: { policy: 'deterministic', code: t.language ?? 'en_US' },
    components: whatsappTemplateComponents(t),
  },
});

/** The message objects to send: a template, or the text then each attachment by link (no caption twice). */
const payloads = (to: string, text: string | null, mediaUrls: string[], template?: TTemplateSend | null) => {
  const base = { messaging_product: 'whatsapp', recipient_type: 'individual', to };
  if (template) return [{ ...base, ...templatePayload(template) }];
  if (mediaUrls.length === 0) return [{ ...base, type: 'text', text: { preview_url: false, body: text ?? '' } }];
  return mediaUrls.map((link, i) => {
    const type = mediaTypeOf(link);
    const caption = i === 0 && text && type !== 'audio' ? { caption: text } : {};
    return { ...base, type, [type]: { link, ...caption } };
  });
};

const errorMessage = (b: unknown, status: number) =>
  pickString(b, 'error', 'error_data', 'details') ??
  pickString(b, 'error', 'message') ??
  pickString(b, 'errors', 0, 'details') ??
  pickString(b, 'meta', 'developer_message') ??
  genericError(status);

/**
 * WhatsApp Cloud: POST {base}/{version}/{phone_number_id}/messages with the system user token;
 * 360dialog (provider "default"): POST {base}/messages with the D360-API-KEY header. Both answer
 * `{messages: [{id}]}`; the recipient is the contact's wa_id (digits only).
 */
export const sendWhatsapp = async (input: TSendInput): Promise<TSendResult> => {
  const ch = input.channel as TWhatsappChannel;
  const cfg = configOf(ch);
  const m = input.config.messaging;
  const to = input.to.replace(/\D/g, '');
  const cloud = ch.provider === 'whatsapp_cloud';
  const url = cloud
    ? `${m.whatsappApiUrl}/${m.whatsappApiVersion}/${encodeURIComponent(str(cfg.phone_number_id))}/messages`
    : `${m.dialog360ApiUrl}/messages`;
  const headers: Record<string, string> = cloud
    ? { authorization: `Bearer ${str(cfg.api_key)}`, 'content-type': 'application/json' }
    : { 'D360-API-KEY': str(cfg.api_key), 'content-type': 'application/json' };
  let first: string | undefined;
  for (const payload of payloads(to, input.text, input.mediaUrls, input.template)) {
    const { body } = await providerFetch(
      url,
      { method: 'POST', headers, body: JSON.stringify(payload) },
      { timeoutMs: m.timeoutMs, errorMessage },
    );
    first ??= pickString(body, 'messages', 0, 'id');
  }
  if (!first) throw new ProviderError('WhatsApp accepted the message without an id', 502);
  return { sourceId: first };
};
