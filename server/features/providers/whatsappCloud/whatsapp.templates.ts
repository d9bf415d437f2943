import type { TConfig } from '../../../config.ts';
import {
  orderedEntries,
  processedParts,
  templatesOf,
  type TMessageTemplate,
} from '../../../../common/whatsappTemplates.ts';
import { configOf, str, type TTemplateSend } from '../adapter.ts';
import { genericError, pick, pickString, providerFetch, rebaseUrl } from '../../../lib/providerHttp.ts';
import type { TChannelRowOf } from '../../inboxes/index.ts';

const MAX_PAGES = 20;

const errorMessage = (b: unknown, s: number) =>
  pickString(b, 'error', 'message') ?? pickString(b, 'meta', 'developer_message') ?? genericError(s);

/**
 * WhatsApp Cloud: GET {base}/{version}/{business_account_id}/message_templates, following paging.next
 * (as Chatwoot's sync does); 360dialog: GET {base}/configs/templates (`waba_templates`).
 */
export const fetchWhatsappTemplates = async (config: TConfig, ch: TChannelRowOf<'Channel::Whatsapp'>) => {
  const m = config.messaging;
  const cfg = configOf(ch);
  const opts = { timeoutMs: m.timeoutMs, errorMessage };
  if (ch.provider !== 'whatsapp_cloud') {
    const { body } = await providerFetch(
      `${m.dialog360ApiUrl}/configs/templates`,
      { headers: { 'D360-API-KEY': str(cfg.api_key), accept: 'application/json' } },
      opts,
    );
    return templatesOf(pick(body, 'waba_templates'));
  }
  const templates: TMessageTemplate[] = [];
  let url: string | null =
    `${m.whatsappApiUrl}/${m.whatsappApiVersion}/${encodeURIComponent(str(cfg.business_account_id))}/message_templates?limit=100`;
  for (let page = 0; url && page < MAX_PAGES; page += 1) {
    const { body } = await providerFetch(
      url,
      { headers: { authorization: `Bearer ${str(cfg.api_key)}`, accept: 'application/json' } },
      opts,
    );
    templates.push(...templatesOf(pick(body, 'data')));
    const next = pickString(body, 'paging', 'next');
    url = next ? rebaseUrl(m.whatsappApiUrl, next) : null;
  }
  return templates;
};

/** A text parameter: positional for {{1}}, by parameter_name for a named variable. */
const textParameter = (name: string, text: string) =>
  /^\d+$/.test(name) ? { type: 'text', text } : { type: 'text', parameter_name: name, text };

const MEDIA_HEADERS = ['image', 'video', 'document'];

/** A header's parameters: its text variables, or the media Chatwoot's API may pass (media_url, media_type). */
const headerParameters = (header: Record<string, string>) => {
  const { media_url: link, media_type: type = '', media_name: filename, ...text } = header;
  if (link && MEDIA_HEADERS.includes(type.toLowerCase())) {
    const kind = type.toLowerCase();
    return [{ type: kind, [kind]: { link, ...(kind === 'document' && filename && { filename }) } }];
  }
  return orderedEntries(text).map(([name, value]) => textParameter(name, value));
};

const buttonParameter = (b: { type: string; parameter: string }) =>
  b.type === 'copy_code' ? { type: 'coupon_code', coupon_code: b.parameter } : { type: 'text', text: b.parameter };

/**
 * The components of a Cloud / 360dialog template send from message.template_params: header parameters,
 * body parameters in variable order, and one `button` component per button that takes a parameter
 * (sub_type url, or copy_code) with its index in the template.
 */
export const whatsappTemplateComponents = (t: TTemplateSend) => {
  const parts = processedParts(t.processed_params);
  const header = headerParameters(parts.header);
  const body = orderedEntries(parts.body).map(([name, value]) => textParameter(name, value));
  const buttons = parts.buttons.flatMap((b, index) =>
    b && ['url', 'copy_code'].includes(b.type)
      ? [{ type: 'button', sub_type: b.type, index: String(index), parameters: [buttonParameter(b)] }]
      : [],
  );
  return [
    ...(header.length ? [{ type: 'header', parameters: header }] : []),
    ...(body.length ? [{ type: 'body', parameters: body }] : []),
    ...buttons,
  ];
};
