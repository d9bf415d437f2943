import { csatConfigOf } from '../../../common/contracts/csat.ts';
import { REPLY_TIMES, WIDGET_FEATURE_FLAGS } from '../../../common/contracts/inboxes.ts';
import type { TInbox } from '../../../common/contracts/responses/inboxes.ts';
import type { TChannelRow } from './channels.repo.ts';
import { callbackUrlOf } from './callbackUrl.ts';
import type { TInboxRow, TWorkingHourRow } from './inboxes.repo.ts';

/** The embed code for a website inbox: loads /packs/js/sdk.js and starts it with the inbox's token. */
export const widgetScript = (baseUrl: string, websiteToken: string) =>
  [
    '<script>',
    '  (function (doc, tag) {',
    `    var baseUrl = ${JSON.stringify(baseUrl)};`,
    '    var script = doc.createElement(tag);',
    '    var first = doc.getElementsByTagName(tag)[0];',
    "    script.src = baseUrl + '/packs/js/sdk.js';",
    '    script.async = true;',
    '    script.defer = true;',
    '    script.onload = function () {',
    `      window.chatwootSDK.run({ websiteToken: ${JSON.stringify(websiteToken)}, baseUrl: baseUrl });`,
    '    };',
    '    first.parentNode.insertBefore(script, first);',
    "  })(document, 'script');",
    '</script>',
  ].join('\n');

export const flagsToNames = (flags: number) => WIDGET_FEATURE_FLAGS.filter((_, i) => (flags & (1 << i)) !== 0);
export const namesToFlags = (names: readonly string[]) =>
  WIDGET_FEATURE_FLAGS.reduce((acc, name, i) => (names.includes(name) ? acc | (1 << i) : acc), 0);

/** A timestamp column as JSON writes it (the response schema checks strings, not Dates). */
const isoOf = (v: unknown) => (v instanceof Date ? v.toISOString() : null);

const presentWorkingHour = (w: TWorkingHourRow) => ({
  day_of_week: w.dayOfWeek,
  closed_all_day: w.closedAllDay,
  open_all_day: w.openAllDay,
  open_hour: w.openHour,
  open_minutes: w.openMinutes,
  close_hour: w.closeHour,
  close_minutes: w.closeMinutes,
});

/** Channel fields, secrets only for administrators (as Chatwoot does). */
const channelFields = (
  type: string,
  c: TChannelRow | null,
  isAdmin: boolean,
  baseUrl: string,
  mailboxReauthorization: boolean,
): Record<string, unknown> => {
  if (!c) return {};
  const r = c as Record<string, unknown>;
  const secret = (v: unknown) => (isAdmin ? v : undefined);
  switch (type) {
    case 'Channel::WebWidget':
      return {
        website_url: r.websiteUrl,
        website_token: r.websiteToken,
        widget_color: r.widgetColor,
        welcome_title: r.welcomeTitle ?? '',
        welcome_tagline: r.welcomeTagline ?? '',
        web_widget_script: widgetScript(baseUrl, String(r.websiteToken)),
        selected_feature_flags: flagsToNames(Number(r.featureFlags)),
        reply_time: REPLY_TIMES[Number(r.replyTime)] ?? REPLY_TIMES[0],
        hmac_token: secret(r.hmacToken),
        hmac_mandatory: r.hmacMandatory,
        pre_chat_form_enabled: r.preChatFormEnabled,
        pre_chat_form_options: r.preChatFormOptions,
        continuity_via_email: r.continuityViaEmail,
      };
    case 'Channel::Api':
      return {
        webhook_url: r.webhookUrl ?? '',
        inbox_identifier: r.identifier,
        hmac_token: secret(r.hmacToken),
        hmac_mandatory: r.hmacMandatory,
        secret: secret(r.secret),
        additional_attributes: r.additionalAttributes,
      };
    case 'Channel::Email':
      return {
        email: r.email,
        forward_to_email: r.forwardToEmail,
        provider: r.provider,
        imap_enabled: r.imapEnabled,
        imap_address: r.imapAddress,
        imap_port: r.imapPort,
        imap_login: r.imapLogin,
        imap_password: secret(r.imapPassword ? '••••••' : ''),
        imap_enable_ssl: r.imapEnableSsl,
        smtp_enabled: r.smtpEnabled,
        smtp_address: r.smtpAddress,
        smtp_port: r.smtpPort,
        smtp_login: r.smtpLogin,
        smtp_password: secret(r.smtpPassword ? '••••••' : ''),
        smtp_domain: r.smtpDomain,
        smtp_enable_starttls_auto: r.smtpEnableStarttlsAuto,
        smtp_authentication: r.smtpAuthentication,
        smtp_openssl_verify_mode: r.smtpOpensslVerifyMode,
        smtp_enable_ssl_tls: r.smtpEnableSslTls,
        email_signature: r.emailSignature,
        signature_source: r.signatureSource,
        reauthorization_required: mailboxReauthorization,
      };
    case 'Channel::Sms':
      return { phone_number: r.phoneNumber, provider: r.provider, provider_config: secret(r.providerConfig) };
    case 'Channel::Whatsapp':
      return {
        phone_number: r.phoneNumber,
        provider: r.provider,
        provider_config: secret(r.providerConfig),
        message_templates: r.messageTemplates,
        message_templates_last_updated: isoOf(r.messageTemplatesLastUpdated),
      };
    case 'Channel::TwilioSms':
      return {
        phone_number: r.phoneNumber ?? '',
        messaging_service_sid: r.messagingServiceSid ?? '',
        medium: r.medium,
        provider: 'twilio',
        account_sid: secret(r.accountSid),
        api_key_sid: secret(r.apiKeySid),
        message_templates: r.medium === 'whatsapp' ? r.messageTemplates : [],
        message_templates_last_updated: isoOf(r.messageTemplatesLastUpdated),
      };
    case 'Channel::Line':
      return { line_channel_id: r.lineChannelId };
    case 'Channel::Telegram':
      return { bot_name: r.botName ?? '' };
    case 'Channel::FacebookPage':
      return {
        page_id: r.pageId,
        instagram_id: r.instagramId,
        reauthorization_required: r.reauthorizationRequiredAt !== null,
      };
    case 'Channel::Instagram':
      return { instagram_id: r.instagramId, reauthorization_required: r.reauthorizationRequiredAt !== null };
    case 'Channel::TwitterProfile':
      return { reauthorization_required: r.reauthorizationRequiredAt !== null };
    default:
      return {};
  }
};

export const presentInbox = (
  inbox: TInboxRow,
  channel: TChannelRow | null,
  hours: TWorkingHourRow[],
  opts: { isAdmin: boolean; baseUrl: string; mailboxReauthorization?: boolean },
): TInbox => {
  const avatar = inbox.avatarKey ? `/uploads/${inbox.avatarKey}` : '';
  const fields: Record<string, unknown> = {
    id: inbox.id,
    account_id: inbox.accountId,
    name: inbox.name,
    channel_id: inbox.channelId,
    channel_type: inbox.channelType,
    avatar_url: avatar,
    greeting_enabled: inbox.greetingEnabled,
    greeting_message: inbox.greetingMessage ?? '',
    working_hours_enabled: inbox.workingHoursEnabled,
    enable_email_collect: inbox.enableEmailCollect,
    csat_survey_enabled: inbox.csatSurveyEnabled,
    csat_config: csatConfigOf(inbox.csatConfig),
    enable_auto_assignment: inbox.enableAutoAssignment,
    auto_assignment_config: inbox.autoAssignmentConfig,
    out_of_office_message: inbox.outOfOfficeMessage ?? '',
    working_hours: hours.map(presentWorkingHour),
    timezone: inbox.timezone,
    callback_webhook_url: callbackUrlOf(opts.baseUrl, inbox.channelType, channel),
    allow_messages_after_resolved: inbox.allowMessagesAfterResolved,
    lock_to_single_conversation: inbox.lockToSingleConversation,
    sender_name_type: inbox.senderNameType === 1 ? 'professional' : 'friendly',
    business_name: inbox.businessName,
    portal_id: inbox.portalId,
    reauthorization_required: false,
    // Present on every inbox in Chatwoot's payload, empty where the channel has none.
    website_url: '',
    widget_color: '',
    website_token: '',
    web_widget_script: '',
    welcome_title: '',
    welcome_tagline: '',
    hmac_mandatory: false,
    selected_feature_flags: [],
    reply_time: '',
    messaging_service_sid: '',
    phone_number: '',
    medium: '',
    provider: '',
    ...channelFields(inbox.channelType, channel, opts.isAdmin, opts.baseUrl, opts.mailboxReauthorization ?? false),
  };
  // Channel fields vary by channel_type: ZInbox lists them all; the routes' response schema checks them.
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as TInbox;
};
