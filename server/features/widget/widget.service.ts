import { REPLY_TIMES } from '../../../common/contracts/inboxes.ts';
import type { TWidgetCreateConversation, TWidgetUpdateMessage } from '../../../common/contracts/widget.ts';
import { STATUS_VALUE } from '../../../common/contracts/conversations.ts';
import { UI_LANGUAGES } from '../../../common/languages.ts';
import { nativeLanguageName } from '../../../common/languageNames.ts';
import { publicUrl, type TDeps } from '../../deps.ts';
import { appendEvent } from '../../events/events.repo.ts';
import { AppError } from '../../lib/appError.ts';
import { presentContact } from '../contacts/index.ts';
import { hitRateLimit } from '../../lib/rateLimit.ts';
import type { TIncomingFile } from '../attachments/index.ts';
import { findAnsweredCampaign, listOngoingCampaigns, recordCampaignMessage } from '../campaigns/index.ts';
import type { TConversationRow } from '../conversationCore/index.ts';
import { flagsToNames } from '../inboxes/index.ts';
import { listWorkingHours } from '../inboxes/index.ts';
import { findLabelByTitle } from '../labels/index.ts';
import { avatarUrlOf } from '../users/index.ts';
import { presentPublicConversation, publicContact } from './visitor.presenter.ts';
import * as repo from './visitor.repo.ts';
import {
  createIncomingMessage,
  createVisitorConversation,
  changeVisitorLabels,
  setVisitorAttributes,
  publicMessages,
  type TVisitor,
} from './visitor.service.ts';
import { updateVisitorContact, type TVisitorContactInput } from './visitorContact.service.ts';
import { submitMessage } from './visitorSubmit.service.ts';
import { tokenFor, widgetLimit, type TWidget } from './widget.context.ts';
import { errorText, serverText } from '../../lib/serverText.ts';

const hmacOf = (w: TWidget) => ({ hmacToken: w.channel.hmacToken, hmacMandatory: w.channel.hmacMandatory });

/** The visitor's contact as the widget reads it (with the realtime token). */
export const presentWidgetContact = (v: TVisitor) => ({
  ...publicContact(v.contact),
  pubsub_token: v.contactInbox.pubsubToken,
  hmac_verified: v.contactInbox.hmacVerified,
});

/** The inbox time zone's offset from UTC now, as Chatwoot's utc_off_set ("+05:30"); "+00:00" when unknown. */
const utcOffsetOf = (timeZone: string) => {
  try {
    const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
      .formatToParts(new Date())
      .find((p) => p.type === 'timeZoneName')?.value;
    const m = /GMT([+-]\d{2}):?(\d{2})?/.exec(name ?? '');
    return m ? `${m[1]}:${m[2] ?? '00'}` : '+00:00';
  } catch {
    return '+00:00';
  }
};

/**
 * POST /api/v1/widget/config: the channel's look and rules, the visitor and their token — with every key of
 * Chatwoot's configs/create view (api_host, auth_token inside the channel config too, enabled_languages,
 * utc_off_set, portal, global_config), so Chatwoot's own widget and SDKs read what they expect.
 */
export const config = async (deps: TDeps, w: TWidget, v: TVisitor, token: string) => {
  const { channel: c, inbox, account } = w;
  const hours = await listWorkingHours(deps.db, [inbox.id]);
  return {
    website_channel_config: {
      avatar_url: inbox.avatarKey ? `/uploads/${inbox.avatarKey}` : '',
      locale: account.locale,
      website_name: inbox.name,
      website_token: c.websiteToken,
      welcome_title: c.welcomeTitle ?? '',
      welcome_tagline: c.welcomeTagline ?? '',
      widget_color: c.widgetColor,
      enabled_features: flagsToNames(c.featureFlags),
      reply_time: REPLY_TIMES[c.replyTime] ?? REPLY_TIMES[0],
      pre_chat_form_enabled: c.preChatFormEnabled,
      pre_chat_form_options: c.preChatFormOptions,
      greeting_enabled: inbox.greetingEnabled,
      greeting_message: inbox.greetingMessage ?? '',
      working_hours_enabled: inbox.workingHoursEnabled,
      working_hours: hours.map((h) => ({
        day_of_week: h.dayOfWeek,
        closed_all_day: h.closedAllDay,
        open_all_day: h.openAllDay,
        open_hour: h.openHour,
        open_minutes: h.openMinutes,
        close_hour: h.closeHour,
        close_minutes: h.closeMinutes,
      })),
      timezone: inbox.timezone,
      out_of_office_message: inbox.outOfOfficeMessage ?? '',
      csat_survey_enabled: inbox.csatSurveyEnabled,
      enable_email_collect: inbox.enableEmailCollect,
      allow_messages_after_resolved: inbox.allowMessagesAfterResolved,
      hmac_mandatory: c.hmacMandatory,
      api_host: publicUrl(deps),
      auth_token: token,
      channel_avatar_url: inbox.avatarKey ? `/uploads/${inbox.avatarKey}` : '',
      disable_branding: false,
      enabled_languages: UI_LANGUAGES.map((code) => ({ name: nativeLanguageName(code), iso_639_1_code: code })),
      utc_off_set: utcOffsetOf(inbox.timezone),
      portal: inbox.portalId == null ? null : { id: inbox.portalId },
      account_id: inbox.accountId,
    },
    contact: presentWidgetContact(v),
    auth_token: token,
    global_config: { INSTALLATION_NAME: 'Helpdesk', BRAND_NAME: 'Helpdesk' },
  };
};

export const showContact = (v: TVisitor) => presentWidgetContact(v);

export const updateContact = async (deps: TDeps, w: TWidget, v: TVisitor, input: TVisitorContactInput, ip: string) => {
  await widgetLimit(deps, 'contactUpdatesPerIp', ip);
  const next = await updateVisitorContact(deps, v, input, hmacOf(w));
  // set_user may have moved the visitor onto a known contact: the widget keeps the same token.
  return { ...presentWidgetContact(next), auth_token: await tokenFor(deps, next) };
};

/** The visitor's current conversation: their latest one in this inbox. */
export const currentConversation = async (deps: TDeps, v: TVisitor) =>
  (await repo.listVisitorConversations(deps.db, v.contactInbox.id, 1))[0] ?? null;

const requireConversation = async (deps: TDeps, v: TVisitor) => {
  const c = await currentConversation(deps, v);
  if (!c) throw new AppError('not_found', errorText('conversationNotFound'));
  return c;
};

const presentWithMessages = async (deps: TDeps, v: TVisitor, c: TConversationRow) =>
  presentPublicConversation(
    c,
    v.contact,
    await publicMessages(deps.db, c.displayId, await repo.listVisitorMessages(deps.db, c.id)),
  );

/** GET conversations: the current conversation (or an empty object when there is none yet). */
export const showConversation = async (deps: TDeps, v: TVisitor) => {
  const c = await currentConversation(deps, v);
  return c ? presentPublicConversation(c, v.contact) : {};
};

const browserAttributes = (ua: string | undefined, referer: string | undefined, language: string | undefined) => ({
  browser: { user_agent: (ua ?? '').slice(0, 500) },
  referer: referer?.slice(0, 2048) ?? null,
  initiated_at: { timestamp: new Date().toString() },
  browser_language: language?.split(',')[0]?.slice(0, 20) ?? null,
});

export interface TRequestInfo {
  ip: string;
  userAgent?: string;
  language?: string;
}

/** A new conversation (pre-chat form answers go on the contact), with its first message when given. */
export const createConversation = async (
  deps: TDeps,
  w: TWidget,
  v: TVisitor,
  input: TWidgetCreateConversation,
  info: TRequestInfo,
) => {
  await widgetLimit(deps, 'conversationsPerIp', info.ip);
  let visitor = v;
  if (input.contact && Object.values(input.contact).some((x) => x !== undefined && x !== ''))
    visitor = await updateVisitorContact(deps, v, input.contact, { ...hmacOf(w), soft: true });
  // An answer to a campaign that is gone or switched off opens a plain conversation.
  const campaign = input.campaign_id ? await findAnsweredCampaign(deps.db, w.inbox.id, input.campaign_id) : null;
  const conv = await deps.db.transaction(async (tx) => {
    const c = await createVisitorConversation(
      tx,
      visitor,
      {
        customAttributes: input.custom_attributes,
        additionalAttributes: {
          ...browserAttributes(info.userAgent, input.message?.referer_url, info.language),
          ...(campaign && { campaign_id: campaign.displayId }),
        },
      },
      campaign ? 'campaign_reply' : 'widget',
    );
    if (campaign) await recordCampaignMessage(tx, c, campaign);
    if (input.message?.content.trim())
      await createIncomingMessage(
        deps,
        visitor,
        c,
        { content: input.message.content, echoId: input.message.echo_id },
        tx,
      );
    return c;
  });
  return presentWithMessages(
    deps,
    visitor,
    (await repo.findVisitorConversation(deps.db, v.contactInbox.id, conv.displayId)) ?? conv,
  );
};

export const listMessages = async (deps: TDeps, v: TVisitor, before?: number, after?: number) => {
  const c = await currentConversation(deps, v);
  if (!c) return [];
  return publicMessages(deps.db, c.displayId, await repo.listVisitorMessages(deps.db, c.id, before, after));
};

/** POST messages: into the current conversation, or a new one when there is none (or it may not take more). */
export const createMessage = async (
  deps: TDeps,
  w: TWidget,
  v: TVisitor,
  input: { content: string; echo_id?: string; referer_url?: string },
  files: TIncomingFile[],
  info: TRequestInfo,
) => {
  let c = await currentConversation(deps, v);
  if (c && c.status === STATUS_VALUE.resolved && !w.inbox.allowMessagesAfterResolved) c = null;
  if (!c) {
    await widgetLimit(deps, 'conversationsPerIp', info.ip);
    c = await deps.db.transaction((tx) =>
      createVisitorConversation(tx, v, {
        additionalAttributes: browserAttributes(info.userAgent, input.referer_url, info.language),
      }),
    );
  }
  return createIncomingMessage(deps, v, c, { content: input.content, echoId: input.echo_id, files });
};

export const updateMessage = async (deps: TDeps, w: TWidget, v: TVisitor, id: number, input: TWidgetUpdateMessage) => {
  const c = await requireConversation(deps, v);
  const submitted = input.message?.submitted_values;
  const csat = submitted && !Array.isArray(submitted) && 'csat_survey_response' in submitted ? submitted : null;
  const { message } = await submitMessage(
    deps,
    v,
    c,
    id,
    {
      email: input.contact?.email,
      csat: csat?.csat_survey_response,
      submittedValues: csat ? undefined : submitted,
    },
    hmacOf(w),
  );
  return message;
};

export const conversationOf = requireConversation;

export const addLabel = async (deps: TDeps, v: TVisitor, title: string) => {
  const c = await requireConversation(deps, v);
  const label = await findLabelByTitle(deps.db, v.accountId, title);
  if (!label) throw new AppError('not_found', errorText('labelNotFound'));
  await changeVisitorLabels(deps, v, c, { add: [label.title] });
  return {};
};

export const removeLabel = async (deps: TDeps, v: TVisitor, title: string) => {
  const c = await requireConversation(deps, v);
  await changeVisitorLabels(deps, v, c, { remove: [title] });
  return {};
};

export const setConversationAttributes = async (deps: TDeps, v: TVisitor, attrs: Record<string, unknown>) => {
  const c = await requireConversation(deps, v);
  const row = await setVisitorAttributes(deps, v, c, { ...c.customAttributes, ...attrs });
  return presentPublicConversation(row, v.contact);
};

export const removeConversationAttributes = async (deps: TDeps, v: TVisitor, keys: string[]) => {
  const c = await requireConversation(deps, v);
  const attrs = Object.fromEntries(Object.entries(c.customAttributes).filter(([k]) => !keys.includes(k)));
  const row = await setVisitorAttributes(deps, v, c, attrs);
  return presentPublicConversation(row, v.contact);
};

/** Mails the conversation to the visitor (30 per hour per account, as Chatwoot). */
export const sendTranscript = async (deps: TDeps, v: TVisitor, email: string | undefined) => {
  const to = email ?? v.contact.email;
  if (!to) throw AppError.invalid('email', errorText('blank'));
  const c = await requireConversation(deps, v);
  await hitRateLimit(deps.db, `widget:transcript:${v.accountId}`, 30, 3600);
  const msgs = await publicMessages(deps.db, c.displayId, await repo.listVisitorMessages(deps.db, c.id, undefined, 1));
  const t = serverText('mail', null);
  const lines = msgs.map((m) => {
    const who = m.sender?.name ?? v.inbox.name;
    const at = new Date((m.created_at ?? 0) * 1000).toISOString().replace('T', ' ').slice(0, 16);
    const files = m.attachments.length ? t('widgetTranscriptAttachments', { count: m.attachments.length }) : '';
    return `[${at}] ${who}: ${m.content ?? ''}${files}`;
  });
  await deps.mailer.send({
    to,
    subject: t('widgetTranscriptSubject', { inbox: v.inbox.name, id: c.displayId }),
    text: lines.join('\n'),
  });
  return {};
};

/** Ongoing campaigns of the inbox the widget may show (Chatwoot's widget campaigns). */
export const listCampaigns = async (deps: TDeps, v: TVisitor | null, w: TWidget) => {
  void v;
  const rows = await listOngoingCampaigns(deps.db, w.inbox.id);
  const senders = await repo.findUsers(
    deps.db,
    rows.flatMap((r) => (r.senderId ? [r.senderId] : [])),
  );
  return rows.map((r) => {
    const s = senders.find((u) => u.id === r.senderId);
    return {
      id: r.displayId,
      message: r.message,
      trigger_rules: r.triggerRules,
      trigger_only_during_business_hours: r.triggerOnlyDuringBusinessHours,
      sender: s ? { name: s.displayName || s.name, avatar_url: avatarUrlOf(s.avatarKey) } : null,
    };
  });
};

export const listInboxMembers = async (deps: TDeps, w: TWidget) => {
  const rows = await repo.listInboxAgents(deps.db, w.inbox.accountId, w.inbox.id);
  return {
    payload: rows.map(({ user, availability }) => ({
      id: user.id,
      name: user.displayName || user.name,
      avatar_url: avatarUrlOf(user.avatarKey),
      availability_status: availability === 2 ? 'busy' : availability === 1 ? 'offline' : 'online',
    })),
  };
};

/**
 * POST widget/events: the widget opened on the visitor's page (`webwidget.triggered`) becomes a domain
 * event for consumers (agent bots, webhooks); other event names are accepted and dropped (Chatwoot).
 */
export const triggerEvent = async (deps: TDeps, v: TVisitor, name: string, eventInfo: Record<string, unknown> = {}) => {
  if (name !== 'webwidget.triggered') return;
  await deps.db.transaction((tx) =>
    appendEvent(
      tx,
      v.accountId,
      'webwidget.triggered',
      { contact: presentContact(v.contact), inbox_id: v.inbox.id, event_info: eventInfo },
      { kind: 'nobody' },
    ),
  );
};
