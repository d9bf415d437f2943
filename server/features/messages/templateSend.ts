import {
  findTemplate,
  missingTemplateSlots,
  templateParamValues,
  templatesOf,
  type TTemplateSlot,
} from '../../../common/whatsappTemplates.ts';
import type { TDeps } from '../../deps.ts';
import { AppError } from '../../lib/appError.ts';
import { findChannel, type TChannelRowOf } from '../inboxes/index.ts';
import type { TInboxRow } from '../inboxes/index.ts';
import { errorText } from '../../lib/serverText.ts';

/** Moved from providers/templateSync.service.ts: messages sit below providers (docs/ARCHITECTURE.md). */
type TTemplateChannel = TChannelRowOf<'Channel::Whatsapp'> | TChannelRowOf<'Channel::TwilioSms'>;

const slotLabel = (s: TTemplateSlot) =>
  s.section === 'button' ? `button ${(s.index ?? 0) + 1} {{${s.name}}}` : `${s.section} {{${s.name}}}`;

/**
 * A template send must name a template the channel can send and fill every variable it has: Twilio
 * needs the synced content template (its ContentSid); a synced WhatsApp template's header, body and URL
 * button variables all need a value. Refused up front with a 422 rather than failing the message later.
 * A WhatsApp template that was never synced is sent by name as given.
 */
export const checkTemplateSend = async (
  deps: TDeps,
  inbox: TInboxRow,
  template: { name: string; language?: string; processed_params?: Record<string, unknown> },
) => {
  const isTwilio = inbox.channelType === 'Channel::TwilioSms';
  if (!isTwilio && inbox.channelType !== 'Channel::Whatsapp') return;
  const channel = (await findChannel(deps.db, inbox.channelType, inbox.channelId)) as TTemplateChannel | null;
  const found = channel && findTemplate(templatesOf(channel.messageTemplates), template.name, template.language);
  if (isTwilio && !found?.content_sid)
    throw new AppError('validation_failed', errorText('templateNotSynced', { name: template.name }), {
      template_params: [errorText('notSyncedTemplate')],
    });
  if (!found) return;
  const missing = missingTemplateSlots(found, templateParamValues(found, template.processed_params ?? {}));
  if (missing.length === 0) return;
  const names = missing.map(slotLabel).join(', ');
  throw new AppError('validation_failed', errorText('templateNeedsValues', { name: template.name, names }), {
    template_params: [errorText('missingTemplateValues', { names })],
  });
};
