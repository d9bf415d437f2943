import { audit } from '../auditLogs/index.ts';
import {
  CHANNEL_TYPES,
  REPLY_TIMES,
  type TCreateInboxRequest,
  type TInboxSettingsInput,
  type TTwilioChannelRequest,
  type TUpdateInboxRequest,
} from '../../../common/contracts/inboxes.ts';
import { csatConfigOf } from '../../../common/contracts/csat.ts';
import { publicUrl, type TDeps } from '../../deps.ts';
import type { TExecutor } from '../../db/client.ts';
import { invalidateCache } from '../../events/cacheKeys.ts';
import { AppError } from '../../lib/appError.ts';
import { randomToken } from '../../lib/crypto.ts';
import { outboundPolicy } from '../../lib/outbound/outboundGuard.ts';
import { sanitizeSignatureHtml } from '../../lib/sanitizeHtml.ts';
import { LINK_REL } from '../../../common/markdown.ts';
import { assertOutboundHost, assertOutboundUrl } from '../../lib/outbound/outboundTargets.ts';
import type { TMembership } from '../auth/index.ts';
import { checkCredentials, type TCredentials } from './credentialCheck.ts';
import { checkImapSettings } from './imapCheck.ts';
import * as channels from './channels.repo.ts';
import * as repo from './inboxes.repo.ts';
import { inboxDeleteJob } from './inboxDelete.job.ts';
import { markInboxDeleting } from './inboxDelete.repo.ts';
import { enqueueJob } from '../../jobs/queue.ts';
import { namesToFlags, presentInbox } from './inboxes.presenter.ts';
import { errorText } from '../../lib/serverText.ts';

const isAdmin = (m: TMembership) => m.role === 'administrator';

const present = async (deps: TDeps, m: TMembership, inbox: repo.TInboxRow) => {
  const [channel, hours, flagged] = await Promise.all([
    channels.findChannel(deps.db, inbox.channelType, inbox.channelId),
    repo.listWorkingHours(deps.db, [inbox.id]),
    repo.mailboxesNeedingReauthorization(deps.db, [inbox.id]),
  ]);
  return presentInbox(inbox, channel, hours, {
    isAdmin: isAdmin(m),
    baseUrl: publicUrl(deps),
    mailboxReauthorization: flagged.has(inbox.id),
  });
};

/** An inbox the caller may see: administrators any of the account's, agents their own (another: 401 as Chatwoot). */
export const getInbox = async (deps: TDeps, m: TMembership, id: number) => {
  const inbox = await repo.findInbox(deps.db, m.accountId, id);
  if (!inbox) throw new AppError('not_found', errorText('inboxNotFound'));
  if (!isAdmin(m) && !(await repo.isInboxMember(deps.db, inbox.id, m.accountUser.userId)))
    throw new AppError('forbidden', errorText('notAuthorized'));
  return inbox;
};

export const list = async (deps: TDeps, m: TMembership) => {
  const rows = await repo.listInboxes(deps.db, m.accountId, isAdmin(m) ? null : m.accountUser.userId);
  const hours = await repo.listWorkingHours(
    deps.db,
    rows.map((r) => r.id),
  );
  const flagged = await repo.mailboxesNeedingReauthorization(
    deps.db,
    rows.filter((r) => r.channelType === CHANNEL_TYPES.email).map((r) => r.id),
  );
  const payload = await Promise.all(
    rows.map(async (inbox) =>
      presentInbox(
        inbox,
        await channels.findChannel(deps.db, inbox.channelType, inbox.channelId),
        hours.filter((h) => h.inboxId === inbox.id),
        { isAdmin: isAdmin(m), baseUrl: publicUrl(deps), mailboxReauthorization: flagged.has(inbox.id) },
      ),
    ),
  );
  return { payload };
};

export const show = async (deps: TDeps, m: TMembership, id: number) => present(deps, m, await getInbox(deps, m, id));

const inboundDomain = (deps: TDeps) => deps.config.inboundEmailDomain;

const createChannel = (deps: TDeps, tx: TExecutor, accountId: number, c: TCreateInboxRequest['channel']) => {
  switch (c.type) {
    case 'web_widget':
      return channels.insertChannel(tx, CHANNEL_TYPES.web_widget, {
        accountId,
        websiteUrl: c.website_url,
        widgetColor: c.widget_color,
        welcomeTitle: c.welcome_title ?? null,
        welcomeTagline: c.welcome_tagline ?? null,
        websiteToken: randomToken(18),
        hmacToken: randomToken(24),
      });
    case 'api':
      return channels.insertChannel(tx, CHANNEL_TYPES.api, {
        accountId,
        webhookUrl: c.webhook_url || null,
        identifier: randomToken(18),
        hmacToken: randomToken(24),
        secret: randomToken(24),
      });
    case 'email':
      return channels.insertChannel(tx, CHANNEL_TYPES.email, {
        accountId,
        email: c.email,
        provider: c.provider && c.provider !== 'other' ? c.provider : null,
        forwardToEmail: `${randomToken(12)
          .toLowerCase()
          .replace(/[^a-z0-9]/g, 'x')}@${inboundDomain(deps)}`,
      });
    case 'sms':
      return channels.insertChannel(tx, CHANNEL_TYPES.sms, {
        accountId,
        phoneNumber: c.phone_number,
        provider: c.provider,
        providerConfig: c.provider_config,
      });
    case 'whatsapp':
      return channels.insertChannel(tx, CHANNEL_TYPES.whatsapp, {
        accountId,
        phoneNumber: c.phone_number,
        provider: c.provider,
        providerConfig: c.provider_config,
      });
    case 'line':
      return channels.insertChannel(tx, CHANNEL_TYPES.line, {
        accountId,
        lineChannelId: c.line_channel_id,
        lineChannelSecret: c.line_channel_secret,
        lineChannelToken: c.line_channel_token,
      });
    case 'telegram':
      return channels.insertChannel(tx, CHANNEL_TYPES.telegram, { accountId, botToken: c.bot_token });
  }
};

const settingsPatch = (input: TInboxSettingsInput, before?: { csatConfig: unknown }) => ({
  ...(input.name !== undefined && { name: input.name }),
  ...(input.greeting_enabled !== undefined && { greetingEnabled: input.greeting_enabled }),
  ...(input.greeting_message !== undefined && { greetingMessage: input.greeting_message }),
  ...(input.enable_email_collect !== undefined && { enableEmailCollect: input.enable_email_collect }),
  ...(input.csat_survey_enabled !== undefined && { csatSurveyEnabled: input.csat_survey_enabled }),
  ...(input.csat_config !== undefined && { csatConfig: { ...csatConfigOf(before?.csatConfig), ...input.csat_config } }),
  ...(input.enable_auto_assignment !== undefined && { enableAutoAssignment: input.enable_auto_assignment }),
  ...(input.auto_assignment_config !== undefined && { autoAssignmentConfig: input.auto_assignment_config }),
  ...(input.working_hours_enabled !== undefined && { workingHoursEnabled: input.working_hours_enabled }),
  ...(input.out_of_office_message !== undefined && { outOfOfficeMessage: input.out_of_office_message }),
  ...(input.timezone !== undefined && { timezone: input.timezone }),
  ...(input.allow_messages_after_resolved !== undefined && {
    allowMessagesAfterResolved: input.allow_messages_after_resolved,
  }),
  ...(input.lock_to_single_conversation !== undefined && {
    lockToSingleConversation: input.lock_to_single_conversation,
  }),
  ...(input.sender_name_type !== undefined && { senderNameType: input.sender_name_type === 'professional' ? 1 : 0 }),
  ...(input.business_name !== undefined && { businessName: input.business_name }),
  ...(input.portal_id !== undefined && { portalId: input.portal_id }),
});

/** A linked portal must be one of the account's. */
const assertPortal = async (deps: TDeps, accountId: number, portalId: number | null | undefined) => {
  if (portalId != null && !(await repo.isPortalOfAccount(deps.db, accountId, portalId))) {
    throw AppError.invalid('portal_id', errorText('notPortalOfAccount'));
  }
};

/** Targets a tenant sets for the server to connect to: refused (422) when they point at a private address. */
const assertChannelTargets = async (deps: TDeps, channelType: string, c: Record<string, unknown>) => {
  const policy = outboundPolicy(deps.config);
  const text = (v: unknown) => (typeof v === 'string' ? v : null);
  if (channelType === CHANNEL_TYPES.api) await assertOutboundUrl('channel.webhook_url', text(c.webhook_url), policy);
  if (channelType === CHANNEL_TYPES.email) {
    await assertOutboundHost('channel.smtp_address', text(c.smtp_address), policy);
    await assertOutboundHost('channel.imap_address', text(c.imap_address), policy);
  }
};

/** The credentials a new channel's provider can check cheaply (null: nothing to ask, e.g. 360dialog, Bandwidth). */
const credentialsOf = (c: TCreateInboxRequest['channel']): TCredentials | null => {
  switch (c.type) {
    case 'telegram':
      return { type: 'telegram', bot_token: c.bot_token };
    case 'line':
      return { type: 'line', line_channel_token: c.line_channel_token };
    case 'whatsapp':
      return c.provider === 'whatsapp_cloud'
        ? {
            type: 'whatsapp_cloud',
            api_key: c.provider_config.api_key,
            phone_number_id: c.provider_config.phone_number_id,
          }
        : null;
    case 'api':
    case 'email':
    case 'sms':
    case 'web_widget':
      return null;
  }
};

type TInboxState = Awaited<ReturnType<typeof repo.insertInbox>>;
/** Records an inbox's change in the audit log (its columns; secrets redacted), in the change's transaction. */
const auditInbox = (tx: TExecutor, m: TMembership, b: TInboxState | null, a: TInboxState | null, channel?: object) => {
  const state = (r: TInboxState | null) => r && { ...r, createdAt: undefined, updatedAt: undefined };
  const after = a && channel ? { ...state(a), channel } : state(a);
  return audit(
    tx,
    m,
    !b ? 'create' : a ? 'update' : 'destroy',
    { type: 'Inbox', id: (a ?? b)?.id ?? null, name: (a ?? b)?.name },
    state(b),
    after,
  );
};

export const create = async (deps: TDeps, m: TMembership, input: TCreateInboxRequest, avatar: Buffer | null) => {
  await assertPortal(deps, m.accountId, input.portal_id);
  await assertChannelTargets(deps, CHANNEL_TYPES[input.channel.type], input.channel);
  const credentials = credentialsOf(input.channel);
  if (credentials) await checkCredentials(deps.config, credentials);
  const avatarKey = avatar ? await deps.uploads.saveImage('inbox-avatars', avatar, 'avatar') : null;
  const inbox = await deps.db.transaction(async (tx) => {
    const channel = await createChannel(deps, tx, m.accountId, input.channel);
    const row = await repo.insertInbox(tx, {
      accountId: m.accountId,
      name: input.name,
      channelType: CHANNEL_TYPES[input.channel.type],
      channelId: channel.id,
      avatarKey,
      ...settingsPatch(input),
    });
    await invalidateCache(tx, m.accountId, 'inbox');
    await auditInbox(tx, m, null, row);
    return row;
  });
  return present(deps, m, inbox);
};

export const createTwilio = async (deps: TDeps, m: TMembership, input: TTwilioChannelRequest['twilio_channel']) => {
  await checkCredentials(deps.config, { type: 'twilio', ...input });
  const inbox = await deps.db.transaction(async (tx) => {
    const channel = await channels.insertChannel(tx, CHANNEL_TYPES.twilio, {
      accountId: m.accountId,
      medium: input.medium,
      accountSid: input.account_sid,
      authToken: input.auth_token,
      apiKeySid: input.api_key_sid || null,
      // A messaging service replaces the number; the number is sent as + and digits only.
      phoneNumber: input.messaging_service_sid ? null : (input.phone_number ?? null),
      messagingServiceSid: input.messaging_service_sid || null,
    });
    const row = await repo.insertInbox(tx, {
      accountId: m.accountId,
      name: input.name,
      channelType: CHANNEL_TYPES.twilio,
      channelId: channel.id,
    });
    await invalidateCache(tx, m.accountId, 'inbox');
    await auditInbox(tx, m, null, row);
    return row;
  });
  return present(deps, m, inbox);
};

const channelPatch = (type: string, c: NonNullable<TUpdateInboxRequest['channel']>): Record<string, unknown> => {
  const pick = (map: Record<string, string>) =>
    Object.fromEntries(
      Object.entries(map)
        .filter(([wire]) => (c as Record<string, unknown>)[wire] !== undefined)
        .map(([wire, col]) => [col, (c as Record<string, unknown>)[wire]]),
    );
  switch (type) {
    case CHANNEL_TYPES.web_widget:
      return {
        ...pick({
          website_url: 'websiteUrl',
          widget_color: 'widgetColor',
          welcome_title: 'welcomeTitle',
          welcome_tagline: 'welcomeTagline',
          hmac_mandatory: 'hmacMandatory',
          pre_chat_form_enabled: 'preChatFormEnabled',
          pre_chat_form_options: 'preChatFormOptions',
          continuity_via_email: 'continuityViaEmail',
        }),
        ...(c.reply_time !== undefined && { replyTime: REPLY_TIMES.indexOf(c.reply_time) }),
        ...(c.selected_feature_flags !== undefined && { featureFlags: namesToFlags(c.selected_feature_flags) }),
      };
    case CHANNEL_TYPES.api:
      return {
        ...(c.webhook_url !== undefined && { webhookUrl: c.webhook_url || null }),
        ...(c.hmac_mandatory !== undefined && { hmacMandatory: c.hmac_mandatory }),
      };
    case CHANNEL_TYPES.email:
      return {
        ...pick({
          imap_enabled: 'imapEnabled',
          imap_address: 'imapAddress',
          imap_port: 'imapPort',
          imap_login: 'imapLogin',
          imap_password: 'imapPassword',
          imap_enable_ssl: 'imapEnableSsl',
          smtp_enabled: 'smtpEnabled',
          smtp_address: 'smtpAddress',
          smtp_port: 'smtpPort',
          smtp_login: 'smtpLogin',
          smtp_password: 'smtpPassword',
          smtp_domain: 'smtpDomain',
          smtp_enable_starttls_auto: 'smtpEnableStarttlsAuto',
          smtp_authentication: 'smtpAuthentication',
          smtp_openssl_verify_mode: 'smtpOpensslVerifyMode',
          smtp_enable_ssl_tls: 'smtpEnableSslTls',
          signature_source: 'signatureSource',
        }),
        ...(c.email_signature !== undefined && {
          emailSignature: c.email_signature ? sanitizeSignatureHtml(c.email_signature, LINK_REL) || null : null,
        }),
      };
    default:
      return {};
  }
};

export const update = async (
  deps: TDeps,
  m: TMembership,
  id: number,
  input: TUpdateInboxRequest,
  avatar: Buffer | null,
) => {
  const inbox = await getInbox(deps, m, id);
  await assertPortal(deps, m.accountId, input.portal_id);
  if (input.channel) await assertChannelTargets(deps, inbox.channelType, input.channel);
  if (input.channel && inbox.channelType === CHANNEL_TYPES.email) {
    const channel = await channels.findChannel(deps.db, inbox.channelType, inbox.channelId);
    if (channel && 'imapEnabled' in channel) await checkImapSettings(deps.config, channel, input.channel);
  }
  const avatarKey = avatar ? await deps.uploads.saveImage('inbox-avatars', avatar, 'avatar') : undefined;
  const updated = await deps.db.transaction(async (tx) => {
    const row = await repo.updateInbox(tx, m.accountId, id, {
      ...settingsPatch(input, inbox),
      ...(avatarKey && { avatarKey }),
    });
    if (input.channel)
      await channels.updateChannel(
        tx,
        inbox.channelType,
        inbox.channelId,
        channelPatch(inbox.channelType, input.channel),
      );
    if (input.working_hours) {
      await repo.replaceWorkingHours(
        tx,
        id,
        input.working_hours.map((w) => ({
          dayOfWeek: w.day_of_week,
          closedAllDay: w.closed_all_day,
          openAllDay: w.open_all_day,
          openHour: w.open_hour ?? null,
          openMinutes: w.open_minutes ?? null,
          closeHour: w.close_hour ?? null,
          closeMinutes: w.close_minutes ?? null,
        })),
      );
    }
    await invalidateCache(tx, m.accountId, 'inbox');
    await auditInbox(tx, m, inbox, row ?? inbox, input.channel && { changed: Object.keys(input.channel) });
    return row ?? inbox;
  });
  if (avatarKey) await deps.uploads.remove(inbox.avatarKey);
  return present(deps, m, updated);
};

export const removeAvatar = async (deps: TDeps, m: TMembership, id: number) => {
  const inbox = await getInbox(deps, m, id);
  await repo.updateInbox(deps.db, m.accountId, id, { avatarKey: null });
  await deps.uploads.remove(inbox.avatarKey);
};

/** Chatwoot's answer to DELETE inboxes/{id} (messages.inbox_deletetion_response). */
export const INBOX_DELETION_MESSAGE = 'Your inbox deletion request will be processed in some time.';

/**
 * DELETE inboxes/{id}: the inbox is hidden at once (marked deleting) and the inbox_delete job, queued in
 * the same transaction, removes its conversations, messages and contact inboxes in batches.
 */
export const remove = async (deps: TDeps, m: TMembership, id: number) => {
  const inbox = await getInbox(deps, m, id);
  await deps.db.transaction(async (tx) => {
    if (!(await markInboxDeleting(tx, m.accountId, inbox.id)))
      throw new AppError('not_found', errorText('inboxNotFound'));
    await enqueueJob(tx, inboxDeleteJob, { inboxId: inbox.id }, { accountId: m.accountId });
    await invalidateCache(tx, m.accountId, 'inbox');
    await auditInbox(tx, m, inbox, null);
  });
  return { message: INBOX_DELETION_MESSAGE };
};
