import type { TConfig } from '../../../config.ts';
import {
  findTemplate,
  orderedEntries,
  processedParts,
  templateButtons,
  templatesOf,
  templateVariables,
  type TMessageTemplate,
  type TTemplateComponent,
} from '../../../../common/whatsappTemplates.ts';
import type { TTemplateSend } from '../adapter.ts';
import { basicAuth, genericError, pick, pickString, providerFetch, rebaseUrl } from '../../../lib/providerHttp.ts';
import type { TChannelRowOf } from '../../inboxes/index.ts';

const MAX_PAGES = 10;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

const formatOfMedia = (url: string) =>
  /\.(mp4|3gp)(\?|$)/i.test(url) ? 'VIDEO' : /\.pdf(\?|$)/i.test(url) ? 'DOCUMENT' : 'IMAGE';

const stringAt = (v: Record<string, unknown>, key: string) => (typeof v[key] === 'string' ? v[key] : undefined);

const BUTTON_TYPES: Record<string, string> = {
  URL: 'URL',
  PHONE_NUMBER: 'PHONE_NUMBER',
  PHONE: 'PHONE_NUMBER',
  COPY_CODE: 'COPY_CODE',
  QUICK_REPLY: 'QUICK_REPLY',
};

/** A content's actions (call-to-action, card, quick replies) as WhatsApp template buttons. */
const buttonsOf = (actions: unknown[]) =>
  actions.filter(isRecord).map((a) => {
    const type = (stringAt(a, 'type') ?? 'QUICK_REPLY').toUpperCase();
    const url = stringAt(a, 'url');
    const phone = stringAt(a, 'phone');
    return {
      type: BUTTON_TYPES[type] ?? type,
      text: stringAt(a, 'title') ?? '',
      ...(url && { url }),
      ...(phone && { phone_number: phone }),
    };
  });

/**
 * A content's `types` (twilio/text, twilio/media, twilio/call-to-action, twilio/card, whatsapp/card…) as
 * WhatsApp components: a media header, or a text header (whatsapp/card's header_text); the body; the
 * actions as buttons.
 */
const componentsOf = (types: Record<string, unknown>): TTemplateComponent[] => {
  const variants = Object.values(types).filter(isRecord);
  const body = variants.map((v) => v.body ?? v.title).find((b): b is string => typeof b === 'string') ?? '';
  const media = variants
    .flatMap((v): unknown[] => (Array.isArray(v.media) ? (v.media as unknown[]) : []))
    .find((m): m is string => typeof m === 'string');
  const headerText = variants.map((v) => stringAt(v, 'header_text')).find(Boolean);
  const actions = variants.map((v) => v.actions).find((a): a is unknown[] => Array.isArray(a) && a.length > 0);
  const header = media
    ? [{ type: 'HEADER', format: formatOfMedia(media) }]
    : headerText
      ? [{ type: 'HEADER', format: 'TEXT', text: headerText }]
      : [];
  return [
    ...header,
    { type: 'BODY', text: body },
    ...(actions ? [{ type: 'BUTTONS', buttons: buttonsOf(actions) }] : []),
  ];
};

/** One content (with its WhatsApp approval) in WhatsApp's template shape, keeping Twilio's sid. */
export const twilioContentToTemplate = (content: Record<string, unknown>): TMessageTemplate | null => {
  const sid = pickString(content, 'sid');
  if (!sid) return null;
  const approval = pick(content, 'approval_requests');
  return {
    id: sid,
    content_sid: sid,
    name: pickString(content, 'friendly_name') || sid,
    language: pickString(content, 'language') ?? '',
    category: (pickString(approval, 'category') ?? 'UTILITY').toUpperCase(),
    status: (pickString(approval, 'status') ?? 'unsubmitted').toUpperCase(),
    components: componentsOf(isRecord(content.types) ? content.types : {}),
    variables: isRecord(content.variables) ? content.variables : {},
  };
};

/**
 * Twilio's Content API: GET /v1/ContentAndApprovals (contents with their WhatsApp approval), page by page.
 * Basic auth as for messages: account SID or API key SID, with the auth token.
 */
export const fetchTwilioTemplates = async (config: TConfig, ch: TChannelRowOf<'Channel::TwilioSms'>) => {
  const base = config.messaging.twilioContentApiUrl;
  const templates: TMessageTemplate[] = [];
  let url: string | null = `${base}/v1/ContentAndApprovals?PageSize=500`;
  for (let page = 0; url && page < MAX_PAGES; page += 1) {
    const { body } = await providerFetch(
      url,
      {
        headers: { authorization: basicAuth(ch.apiKeySid || ch.accountSid, ch.authToken), accept: 'application/json' },
      },
      { timeoutMs: config.messaging.timeoutMs, errorMessage: (b, s) => pickString(b, 'message') ?? genericError(s) },
    );
    const contents = pick(body, 'contents');
    for (const c of Array.isArray(contents) ? contents : []) {
      const t = isRecord(c) ? twilioContentToTemplate(c) : null;
      if (t) templates.push(t);
    }
    const next = pickString(body, 'meta', 'next_page_url');
    url = next ? rebaseUrl(base, next) : null;
  }
  return templates;
};

/**
 * ContentVariables for a template send: Twilio's variables are one set, so the header and body values by
 * name, and each URL button's value under the variable its URL uses in the synced template.
 */
export const twilioContentVariables = (stored: unknown, t: TTemplateSend) => {
  const parts = processedParts(t.processed_params);
  const template = findTemplate(templatesOf(stored), t.name, t.language);
  const buttonNames = template ? templateButtons(template).map((b) => templateVariables(b.url ?? '')[0]) : [];
  const values: Record<string, string> = { ...parts.header, ...parts.body };
  parts.buttons.forEach((b, i) => {
    const name = buttonNames[i];
    if (b && name) values[name] = b.parameter;
  });
  return JSON.stringify(Object.fromEntries(orderedEntries(values)));
};
