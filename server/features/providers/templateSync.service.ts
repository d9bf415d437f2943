import { findTemplate, templatesOf } from '../../../common/whatsappTemplates.ts';
import type { TDeps } from '../../deps.ts';
import { invalidateCache } from '../../events/cacheKeys.ts';
import { AppError } from '../../lib/appError.ts';
import type { TMembership } from '../auth/auth.context.ts';
import { findChannel, updateChannel } from '../inboxes/channels.repo.ts';
import { findInbox, type TInboxRow } from '../inboxes/inboxes.repo.ts';
import { ProviderError } from './providerHttp.ts';
import { fetchTwilioTemplates } from './twilio/twilio.templates.ts';
import type { TTwilioChannel } from './twilio/twilio.adapter.ts';
import { fetchWhatsappTemplates } from './whatsappCloud/whatsapp.templates.ts';
import type { TWhatsappChannel } from './whatsappCloud/whatsapp.adapter.ts';

/**
 * A template send through Twilio needs the synced content template (its ContentSid): refuse an unknown
 * name up front with a 422 rather than failing the message later. Other channels send the name as is.
 */
export const checkTemplateSend = async (
  deps: TDeps,
  inbox: TInboxRow,
  template: { name: string; language?: string },
) => {
  if (inbox.channelType !== 'Channel::TwilioSms') return;
  const channel = (await findChannel(deps.db, inbox.channelType, inbox.channelId)) as TTwilioChannel | null;
  const found = channel && findTemplate(templatesOf(channel.messageTemplates), template.name, template.language);
  if (!found?.content_sid)
    throw new AppError('validation_failed', `Template ${template.name} is not synced for this inbox`, {
      template_params: ['is not a synced template'],
    });
};

const NOT_WHATSAPP = 'Template sync is only available for WhatsApp channels';

/**
 * POST inboxes/{id}/sync_templates: fetches the WhatsApp templates from the provider (WhatsApp Cloud,
 * 360dialog, or Twilio's Content API for a Twilio WhatsApp number) and stores them on the channel as
 * `message_templates`; the inbox cache key moves so open dashboards refetch the inbox list.
 * Chatwoot queues this; here it runs at once so a provider's refusal reaches the administrator.
 */
export const syncTemplates = async (deps: TDeps, m: TMembership, inboxId: number) => {
  const inbox = await findInbox(deps.db, m.accountId, inboxId);
  if (!inbox) throw new AppError('not_found', 'Inbox not found');
  const channel = await findChannel(deps.db, inbox.channelType, inbox.channelId);
  const isTwilioWhatsapp =
    inbox.channelType === 'Channel::TwilioSms' && (channel as TTwilioChannel | null)?.medium === 'whatsapp';
  if (!channel || (inbox.channelType !== 'Channel::Whatsapp' && !isTwilioWhatsapp))
    throw AppError.invalid('base', NOT_WHATSAPP);
  let templates;
  try {
    templates = isTwilioWhatsapp
      ? await fetchTwilioTemplates(deps.config, channel as TTwilioChannel)
      : await fetchWhatsappTemplates(deps.config, channel as TWhatsappChannel);
  } catch (err) {
    if (!(err instanceof ProviderError)) throw err;
    throw AppError.invalid('base', err.status ? `The provider refused: ${err.message}` : err.message);
  }
  await deps.db.transaction(async (tx) => {
    await updateChannel(tx, inbox.channelType, channel.id, {
      messageTemplates: templates,
      messageTemplatesLastUpdated: new Date(),
    });
    await invalidateCache(tx, m.accountId, 'inbox');
  });
  return { message: 'Template sync initiated successfully', templates_count: templates.length };
};
