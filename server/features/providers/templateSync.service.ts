import { hasWhatsappTemplates } from '../../../common/whatsappTemplates.ts';
import type { TDeps } from '../../deps.ts';
import { invalidateCache } from '../../events/cacheKeys.ts';
import { AppError } from '../../lib/appError.ts';
import type { TMembership } from '../auth/index.ts';
import { findChannel, updateChannel } from '../inboxes/index.ts';
import { findInbox, type TInboxRow } from '../inboxes/index.ts';
import { ProviderError } from '../../lib/providerHttp.ts';
import { fetchTwilioTemplates } from './twilio/twilio.templates.ts';
import type { TTwilioChannel } from './twilio/twilio.adapter.ts';
import { fetchWhatsappTemplates } from './whatsappCloud/whatsapp.templates.ts';
import type { TWhatsappChannel } from './whatsappCloud/whatsapp.adapter.ts';
import { errorText, responseText } from '../../lib/serverText.ts';

type TTemplateChannel = TWhatsappChannel | TTwilioChannel;

/** A 422 on the record as a whole (Rails' errors on :base carry no field name in their message). */
const baseError = (message: string) => new AppError('validation_failed', message, { base: [message] });

/** The inbox's channel when its templates can be synced (WhatsApp, or a Twilio WhatsApp number). */
const templateChannelOf = async (deps: TDeps, inbox: TInboxRow) => {
  const channel = (await findChannel(deps.db, inbox.channelType, inbox.channelId)) as TTemplateChannel | null;
  const medium = channel && 'medium' in channel ? channel.medium : null;
  return channel && hasWhatsappTemplates(inbox.channelType, medium) ? channel : null;
};

/**
 * Fetches the inbox's templates from its provider and stores them with the time of the sync. The inbox
 * cache key moves (open dashboards refetch the inbox list) always, or with `onlyIfChanged` only when the
 * templates differ. Provider failures throw ProviderError; nothing is stored then.
 */
export const refreshTemplates = async (
  deps: TDeps,
  inbox: TInboxRow,
  channel: TTemplateChannel,
  opts: { onlyIfChanged?: boolean } = {},
) => {
  const templates =
    inbox.channelType === 'Channel::TwilioSms'
      ? await fetchTwilioTemplates(deps.config, channel as TTwilioChannel)
      : await fetchWhatsappTemplates(deps.config, channel as TWhatsappChannel);
  const changed = JSON.stringify(templates) !== JSON.stringify(channel.messageTemplates);
  await deps.db.transaction(async (tx) => {
    await updateChannel(tx, inbox.channelType, channel.id, {
      messageTemplates: templates,
      messageTemplatesLastUpdated: new Date(),
    });
    if (changed || !opts.onlyIfChanged) await invalidateCache(tx, inbox.accountId, 'inbox');
  });
  return templates;
};

/** The periodic sync of one inbox: false when it is gone or no longer a WhatsApp inbox. */
export const refreshInboxTemplates = async (deps: TDeps, accountId: number, inboxId: number) => {
  const inbox = await findInbox(deps.db, accountId, inboxId);
  const channel = inbox && (await templateChannelOf(deps, inbox));
  if (!inbox || !channel) return false;
  await refreshTemplates(deps, inbox, channel, { onlyIfChanged: true });
  return true;
};

/**
 * POST inboxes/{id}/sync_templates: fetches the WhatsApp templates from the provider (WhatsApp Cloud,
 * 360dialog, or Twilio's Content API for a Twilio WhatsApp number) and stores them on the channel as
 * `message_templates`. Chatwoot queues this; here it runs at once so a provider's refusal reaches the
 * administrator (422 with the provider's reason).
 */
export const syncTemplates = async (deps: TDeps, m: TMembership, inboxId: number) => {
  const inbox = await findInbox(deps.db, m.accountId, inboxId);
  if (!inbox) throw new AppError('not_found', errorText('inboxNotFound'));
  const channel = await templateChannelOf(deps, inbox);
  if (!channel) throw baseError(errorText('templateSyncWhatsappOnly'));
  try {
    const templates = await refreshTemplates(deps, inbox, channel);
    return { message: responseText('templateSyncStarted'), templates_count: templates.length };
  } catch (err) {
    if (!(err instanceof ProviderError)) throw err;
    throw baseError(err.status ? errorText('providerRefused', { message: err.message }) : err.message);
  }
};
