import { z } from 'zod';
import { CONTENT_TYPES, CONVERSATION_STATUSES, MESSAGE_STATUSES } from '../conversations.ts';
import { ZAttributes, ZUnixTime } from './fields.ts';
import { ZAgentBotSender, ZAssistantSender, ZAttachment } from './messages.ts';
import { ZWorkingHour } from './inboxes.ts';

/** An agent as a visitor sees them: name and picture, never the email. */
export const ZPublicUser = z.object({
  id: z.number().int(),
  name: z.string(),
  available_name: z.string(),
  avatar_url: z.string(),
  thumbnail: z.string(),
  type: z.literal('user'),
});
export type TPublicUser = z.infer<typeof ZPublicUser>;

/** The visitor's own contact. */
export const ZPublicContact = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  phone_number: z.string().nullable(),
  identifier: z.string().nullable(),
  avatar_url: z.string(),
  thumbnail: z.string(),
  custom_attributes: ZAttributes,
  additional_attributes: ZAttributes,
  type: z.literal('contact'),
});
export type TPublicContact = z.infer<typeof ZPublicContact>;

/** A message's author as the visitor sees it: an agent, the visitor's contact or an agent bot. */
export const ZPublicSender = z.union([ZPublicUser, ZPublicContact, ZAgentBotSender, ZAssistantSender]);
export type TPublicSender = z.infer<typeof ZPublicSender>;

/** Chatwoot's public message (client_swagger `public_message`; the widget's message list). */
export const ZPublicMessage = z.object({
  id: z.number().int(),
  content: z.string().nullable(),
  message_type: z.number().int(),
  content_type: z.enum(CONTENT_TYPES),
  content_attributes: ZAttributes,
  status: z.enum(MESSAGE_STATUSES),
  created_at: ZUnixTime.nullable(),
  conversation_id: z.number().int(),
  attachments: z.array(ZAttachment),
  sender_type: z.string().nullable(),
  sender: ZPublicSender.nullable(),
});
export type TPublicMessage = z.infer<typeof ZPublicMessage>;

/** Chatwoot's public conversation (client_swagger `public_conversation`, the widget's conversation). */
export const ZPublicConversation = z.object({
  id: z.number().int(),
  uuid: z.string(),
  inbox_id: z.number().int(),
  status: z.enum(CONVERSATION_STATUSES),
  contact_last_seen_at: ZUnixTime,
  agent_last_seen_at: ZUnixTime,
  created_at: ZUnixTime.nullable(),
  custom_attributes: ZAttributes,
  labels: z.array(z.string()),
  messages: z.array(ZPublicMessage),
  contact: ZPublicContact,
});
export type TPublicConversation = z.infer<typeof ZPublicConversation>;

/** GET …/contact. */
export const ZWidgetContact = z.object({
  pubsub_token: z.string(),
  hmac_verified: z.boolean(),
  id: z.number(),
  name: z.string(),
  email: z.string().nullable(),
  phone_number: z.string().nullable(),
  identifier: z.string().nullable(),
  avatar_url: z.string(),
  thumbnail: z.string(),
  custom_attributes: z.record(z.string(), z.unknown()),
  additional_attributes: z.record(z.string(), z.unknown()),
  type: z.literal('contact'),
});

/** POST …/config. */
export const ZWidgetConfig = z.object({
  website_channel_config: z.object({
    avatar_url: z.string(),
    locale: z.string(),
    website_name: z.string(),
    website_token: z.string(),
    welcome_title: z.string(),
    welcome_tagline: z.string(),
    widget_color: z.string(),
    enabled_features: z.array(z.enum(['attachments', 'emoji_picker', 'end_conversation'])),
    reply_time: z.enum(['in_a_few_minutes', 'in_a_few_hours', 'in_a_day']),
    pre_chat_form_enabled: z.boolean(),
    pre_chat_form_options: z.record(z.string(), z.unknown()),
    greeting_enabled: z.boolean(),
    greeting_message: z.string(),
    working_hours_enabled: z.boolean(),
    working_hours: z.array(ZWorkingHour),
    timezone: z.string(),
    out_of_office_message: z.string(),
    csat_survey_enabled: z.boolean(),
    enable_email_collect: z.boolean(),
    allow_messages_after_resolved: z.boolean(),
    hmac_mandatory: z.boolean(),
    // Chatwoot's configs/create keys besides ours, for its widget and SDKs.
    api_host: z.string(),
    auth_token: z.string(),
    channel_avatar_url: z.string(),
    disable_branding: z.boolean(),
    enabled_languages: z.array(z.object({ name: z.string(), iso_639_1_code: z.string() })),
    utc_off_set: z.string(),
    portal: z.object({ id: z.number() }).nullable(),
    account_id: z.number(),
  }),
  contact: ZWidgetContact,
  auth_token: z.string(),
  global_config: z.object({ INSTALLATION_NAME: z.string(), BRAND_NAME: z.string() }),
});

/** PATCH …/contact. */
export const ZWidgetContactWithToken = ZWidgetContact.extend({ auth_token: z.string() });

/** GET msgs. */
export const ZPublicMessageList = z.array(ZPublicMessage);

/** PATCH …/:id. */
export const ZPublicMessageUpdated = ZPublicMessage.optional();

/** GET …/campaigns. */
export const ZWidgetCampaigns = z.array(
  z.object({
    id: z.number(),
    message: z.string(),
    trigger_rules: z.record(z.string(), z.unknown()),
    trigger_only_during_business_hours: z.boolean(),
    sender: z.object({ name: z.string(), avatar_url: z.string() }).nullable(),
  }),
);

/** GET …/inbox_members. */
export const ZWidgetInboxMembers = z.object({
  payload: z.array(
    z.object({ id: z.number(), name: z.string(), avatar_url: z.string(), availability_status: z.string() }),
  ),
});

/** GET /api/v1/widget/conversations: the visitor's current conversation, or `{}` before the first one. */
export const ZWidgetCurrentConversation = z.union([ZPublicConversation, z.object({})]);
