import { z } from 'zod';
import { ZContact } from './contacts.ts';
import { ZUserBrief } from './agents.ts';
import { ZMessage, ZContactSender, ZAgentBotSender, ZAttachment } from './messages.ts';

/** A conversation found by search: the conversation with its contact, agent and inbox. */
export const ZSearchConversationHit = z.object({
  contact: ZContact.nullable(),
  agent: ZUserBrief.nullable(),
  inbox: z.object({ id: z.number(), name: z.string(), channel_type: z.string() }).nullable(),
  id: z.number(),
  uuid: z.string(),
  account_id: z.number(),
  inbox_id: z.number(),
  status: z.enum(['pending', 'open', 'resolved', 'snoozed']),
  priority: z.enum(['low', 'medium', 'high', 'urgent']).nullable(),
  muted: z.boolean(),
  labels: z.array(z.string()),
  can_reply: z.boolean(),
  meta: z.object({
    sender: ZContact.nullable(),
    assignee: ZUserBrief.nullable(),
    team: z.object({ id: z.number(), name: z.string() }).nullable(),
    channel: z.string().nullable(),
    hmac_verified: z.boolean(),
  }),
  contact_inbox: z.object({ source_id: z.string() }).nullable(),
  messages: z.array(ZMessage),
  last_non_activity_message: ZMessage.nullable(),
  unread_count: z.number(),
  additional_attributes: z.record(z.string(), z.unknown()),
  custom_attributes: z.record(z.string(), z.unknown()),
  agent_last_seen_at: z.number(),
  assignee_last_seen_at: z.number(),
  contact_last_seen_at: z.number(),
  first_reply_created_at: z.number().nullable(),
  waiting_since: z.number().nullable(),
  sla_policy_id: z.number().nullable(),
  snoozed_until: z.number().nullable(),
  last_activity_at: z.number().nullable(),
  timestamp: z.number().nullable(),
  created_at: z.number(),
  updated_at: z.number(),
  applied_sla: z
    .object({
      id: z.number(),
      sla_id: z.number(),
      sla_status: z.enum(['active', 'hit', 'missed', 'active_with_misses']),
      created_at: z.number(),
      updated_at: z.number(),
      sla_name: z.string(),
      sla_description: z.string().nullable(),
      sla_first_response_time_threshold: z.number().nullable(),
      sla_next_response_time_threshold: z.number().nullable(),
      sla_resolution_time_threshold: z.number().nullable(),
      sla_only_during_business_hours: z.boolean(),
      first_response_due_at: z.number().nullable(),
      next_response_due_at: z.number().nullable(),
      resolution_due_at: z.number().nullable(),
    })
    .optional(),
  sla_events: z
    .array(
      z.object({
        id: z.number(),
        event_type: z.enum(['frt', 'nrt', 'rt']),
        meta: z.record(z.string(), z.unknown()),
        created_at: z.number(),
        updated_at: z.number(),
      }),
    )
    .optional(),
});

/** A message found by search, with its inbox. */
export const ZSearchMessageHit = z.object({
  inbox: z.object({ id: z.number(), name: z.string(), channel_type: z.string() }).nullable(),
  id: z.number(),
  content: z.string().nullable(),
  account_id: z.number(),
  inbox_id: z.number(),
  conversation_id: z.number(),
  message_type: z.number(),
  content_type: z.enum([
    'text',
    'input_text',
    'input_textarea',
    'input_email',
    'input_select',
    'cards',
    'form',
    'article',
    'incoming_email',
    'input_csat',
    'integrations',
    'sticker',
  ]),
  content_attributes: z.record(z.string(), z.unknown()),
  status: z.enum(['failed', 'sent', 'delivered', 'read']),
  private: z.boolean(),
  source_id: z.string().nullable(),
  sender_type: z.string().nullable(),
  sender_id: z.number().nullable(),
  sender: z.union([ZUserBrief, ZContactSender, ZAgentBotSender]).nullable(),
  external_source_ids: z.record(z.string(), z.unknown()),
  additional_attributes: z.record(z.string(), z.unknown()),
  attachments: z.array(ZAttachment),
  created_at: z.number(),
  updated_at: z.string(),
  processed_message_content: z.string().nullable(),
  sentiment: z.record(z.string(), z.unknown()),
});

/** GET …/search: contacts, conversations and messages at once. */
export const ZSearchAll = z.object({
  payload: z.object({
    contacts: z.array(ZContact),
    conversations: z.array(ZSearchConversationHit),
    messages: z.array(ZSearchMessageHit),
  }),
});

/** GET …/search/conversations. */
export const ZSearchConversations = z.object({ payload: z.object({ conversations: z.array(ZSearchConversationHit) }) });

/** GET …/search/contacts. */
export const ZSearchContacts = z.object({ payload: z.object({ contacts: z.array(ZContact) }) });

/** GET …/search/messages. */
export const ZSearchMessages = z.object({ payload: z.object({ messages: z.array(ZSearchMessageHit) }) });
