import type { TConfig } from '../../../config.ts';
import type { TMessageTemplate, TTemplateComponent } from '../../../../common/whatsappTemplates.ts';
import { basicAuth, genericError, pick, pickString, providerFetch, rebaseUrl } from '../providerHttp.ts';
import type { TTwilioChannel } from './twilio.adapter.ts';

const MAX_PAGES = 10;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

const formatOfMedia = (url: string) =>
  /\.(mp4|3gp)(\?|$)/i.test(url) ? 'VIDEO' : /\.pdf(\?|$)/i.test(url) ? 'DOCUMENT' : 'IMAGE';

/** The body text and a media header of a content's `types` (twilio/text, twilio/media, quick replies, cards…). */
const componentsOf = (types: Record<string, unknown>): TTemplateComponent[] => {
  const variants = Object.values(types).filter(isRecord);
  const body = variants.map((v) => v.body ?? v.title).find((b): b is string => typeof b === 'string') ?? '';
  const media = variants
    .flatMap((v): unknown[] => (Array.isArray(v.media) ? (v.media as unknown[]) : []))
    .find((m): m is string => typeof m === 'string');
  return [...(media ? [{ type: 'HEADER', format: formatOfMedia(media) }] : []), { type: 'BODY', text: body }];
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
export const fetchTwilioTemplates = async (config: TConfig, ch: TTwilioChannel) => {
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
