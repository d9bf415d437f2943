import type { TConfig } from '../../../config.ts';
import { templatesOf, type TMessageTemplate } from '../../../../common/whatsappTemplates.ts';
import { configOf, str } from '../adapter.ts';
import { genericError, pick, pickString, providerFetch, rebaseUrl } from '../providerHttp.ts';
import type { TWhatsappChannel } from './whatsapp.adapter.ts';

const MAX_PAGES = 20;

const errorMessage = (b: unknown, s: number) =>
  pickString(b, 'error', 'message') ?? pickString(b, 'meta', 'developer_message') ?? genericError(s);

/**
 * WhatsApp Cloud: GET {base}/{version}/{business_account_id}/message_templates, following paging.next
 * (as Chatwoot's sync does); 360dialog: GET {base}/configs/templates (`waba_templates`).
 */
export const fetchWhatsappTemplates = async (config: TConfig, ch: TWhatsappChannel) => {
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
